import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { addTitle, removeTitle, type TTitle, type TTitleKind } from '../api';
import type { TStatus } from '../../../components/ui/status-message';

/** The ids after one toggle: added at once, removed at once (optimistic). */
export function toggleId(ids: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The user's degrees or professions: each toggle is saved immediately (`POST` / `DELETE
 * /user/<kind>`), shown at once and undone if the call fails.
 */
export function useTitleToggle(kind: TTitleKind, initial: TTitle[]) {
  const { t } = useTranslation();
  const lang = useLang();
  const [selected, setSelected] = useState(() => new Set(initial.map((title) => title.id)));
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [status, setStatus] = useState<TStatus>(null);

  const toggle = async (title: TTitle) => {
    if (pending.has(title.id)) return;
    const on = !selected.has(title.id);
    const name = title.name[lang];
    setSelected((ids) => toggleId(ids, title.id, on));
    setPending((ids) => toggleId(ids, title.id, true));
    try {
      if (on) await addTitle(kind, title.id);
      else await removeTitle(kind, title.id);
      setStatus({
        tone: 'success',
        text: t(on ? 'account.profile.titles.added' : 'account.profile.titles.removed', { name }),
      });
    } catch (error) {
      setSelected((ids) => toggleId(ids, title.id, !on));
      setStatus({ tone: 'error', text: apiErrorText(error, lang, t) });
    } finally {
      setPending((ids) => toggleId(ids, title.id, false));
    }
  };

  return { selected, pending, status, toggle };
}
