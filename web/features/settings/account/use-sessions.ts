import { useState } from 'react';
import type { TStatus } from '../../../components/ui/status-message';
import { useTranslation } from '../../../i18n/translation';
import { forgetPrivatePath } from '../../../lib/after-login';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import { endOtherSessions, endSession, fetchSessions, type TSession } from '../api';
import { deviceLabel } from './session-text';

/** 404 AA00004: the session is not one of the caller's active ones (it ended meanwhile). */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === 'AA00004';
}

/**
 * The account's active sessions and their ending (ASVS 3.3.4). `initial` comes from the page's
 * loader, null when that call failed (a retry is offered). An ending is shown at once, announced
 * as a status, and the list is then read again; focus moves to `focusAfter` when the control the
 * user was on went away with the row.
 */
export function useSessions(initial: TSession[] | null) {
  const { t } = useTranslation();
  const lang = useLang();
  const [sessions, setSessions] = useState(initial);
  const [loaded, setLoaded] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const [status, setStatus] = useState<TStatus>(null);
  const setFocusTarget = useFocusAfterRemoval();

  // the loader ran again (the session changed): its list is the newer one
  if (initial !== loaded) {
    setLoaded(initial);
    setSessions(initial);
  }

  /** Reads the list again; a failure is a status when `quiet` is false. */
  const reload = async (quiet = false) => {
    setReloading(true);
    try {
      setSessions(await fetchSessions());
    } catch (error) {
      if (!quiet) setStatus({ tone: 'error', text: apiErrorText(error, lang, t) });
    } finally {
      setReloading(false);
    }
  };

  /**
   * Throws on a failure the dialog shows (wrong password, network). A session that had already
   * ended is no failure of the dialog: the list is read again and a status says so.
   */
  const end = async (session: TSession, password: string | undefined, focusAfter: string) => {
    try {
      await endSession(session.id, password);
    } catch (error) {
      if (!isGone(error)) throw error;
      setStatus({ tone: 'error', text: t('account.account.sessions.status.alreadyEnded') });
      setFocusTarget(focusAfter);
      await reload(true);
      return;
    }
    if (session.current) {
      // the server cleared the session cookies: a full load drops every piece of state
      forgetPrivatePath();
      window.location.assign(`/${lang}`);
      return new Promise<void>(() => {});
    }
    setSessions((list) => list && list.filter((s) => s.id !== session.id));
    const device = deviceLabel(session.device, t);
    setStatus({ tone: 'success', text: t('account.account.sessions.status.ended', { device }) });
    setFocusTarget(focusAfter);
    void reload(true);
  };

  /** Ends every session but this one; throws like `end`. */
  const endOthers = async (password: string | undefined, focusAfter: string) => {
    const { ended } = await endOtherSessions(password);
    setSessions((list) => list && list.filter((s) => s.current));
    const text = t('account.account.sessions.status.endedOthers', { count: ended });
    setStatus({ tone: 'success', text });
    setFocusTarget(focusAfter);
    void reload(true);
  };

  return { sessions, reloading, status, reload, end, endOthers };
}
