import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/translation';
import type { TLang } from '../../../../shared/i18n';
import type { TSessionDevice } from '../api';

const locales = { es: 'es-ES', en: 'en-GB' } as const;

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
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/**
 * How long ago a session was last used: "2 hours ago", "yesterday", "hace 3 días". Null under a
 * minute (and for a time ahead of `now`, a clock a little off): the session is active now.
 */
export function formatTimeAgo(iso: string, lang: TLang, now: Date): string | null {
  const seconds = Math.floor((now.getTime() - Date.parse(iso)) / 1000);
  if (!(seconds >= 60)) return null;
  let unit = units[0]!;
  for (const candidate of units) if (seconds >= candidate[1]) unit = candidate;
  // "yesterday" reads better than "1 day ago"; "last week" would not, after "Last active"
  const format = new Intl.RelativeTimeFormat(locales[lang], {
    numeric: unit[0] === 'day' ? 'auto' : 'always',
  });
  return format.format(-Math.floor(seconds / unit[1]), unit[0]);
}

/** The labels of the dialog that ends sessions, but its confirm button's. */
export function useEndSessionLabels() {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.sessions.dialog' });
  return { password: t('password'), confirming: t('confirming'), cancel: t('cancel') };
}
