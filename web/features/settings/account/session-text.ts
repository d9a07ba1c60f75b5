import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/translation';
import type { TLang } from '../../../../shared/i18n';
import { dateTimeFormat, relativeTime } from '../../../../shared/intl';
import type { TSessionDevice } from '../api';

/**
 * A session's device as people name it: "Chrome on macOS", only "Chrome" or "macOS" when the
 * server could not tell the other, "Unknown device" when it could tell neither.
 */
export function deviceLabel(device: TSessionDevice, t: TFunction): string {
  const browser = device.browser?.trim() ?? '';
  const os = device.os?.trim() ?? '';
  if (browser && os) return t('account.account.sessions.device.browserOnOs', { browser, os });
  if (browser || os) return browser || os;
  return t('account.account.sessions.device.unknown');
}

/** The day a session began: "12 Nov 2026", "12 nov 2026" (the browser's time zone). */
export function formatSignInDate(iso: string, lang: TLang): string {
  return dateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

/**
 * How long ago a session was last used: "2 hours ago", "yesterday", "hace 3 días". Null under a
 * minute (and for a time ahead of `now`, a clock a little off): the session is active now.
 */
export function formatTimeAgo(iso: string, lang: TLang, now: Date): string | null {
  const seconds = Math.floor((now.getTime() - Date.parse(iso)) / 1000);
  return seconds >= 60 ? relativeTime(lang, -seconds) : null;
}

/** The labels of the dialog that ends sessions, but its confirm button's. */
export function useEndSessionLabels() {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.sessions.dialog' });
  return { password: t('password'), confirming: t('confirming'), cancel: t('cancel') };
}
