import type { TLang } from '../../../shared/i18n';
import { pictureUrl } from '../../../shared/media';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

/**
 * A sail date `YYYY-MM-DD` for people (`sáb, 14 jun`). Formatted at noon UTC in UTC, so server
 * and browser agree whatever their time zones.
 */
export function formatSailDate(
  lang: TLang,
  isoDate: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  return new Intl.DateTimeFormat(locales[lang], { ...options, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** The long form, with the year: `sábado, 14 de junio de 2027`. */
export function formatLongDate(lang: TLang, isoDate: string): string {
  return formatSailDate(lang, isoDate, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** An instant (ISO 8601) in Madrid time: `12 jun, 10:00`. */
export function formatInstant(lang: TLang, iso: string): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso));
}

/** A percentage as the language writes it: `30 %`, `30%`. */
export function formatPercent(lang: TLang, percent: number): string {
  return new Intl.NumberFormat(locales[lang], { style: 'percent' }).format(percent / 100);
}

export type TCountdown = {
  key: 'over' | 'minutes' | 'hours' | 'days';
  values: { days?: number; hours?: number; minutes?: number };
  /** under a day left */
  urgent: boolean;
};

/**
 * The time left until `deadline` in whole units rounded down (never more than there is):
 * days and hours, hours and minutes, or minutes; under a minute reads as one minute.
 */
export function countdown(deadline: string, now: number): TCountdown {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return { key: 'over', values: {}, urgent: true };
  const urgent = ms < 24 * 3_600_000;
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return { key: 'minutes', values: { minutes }, urgent };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hours', values: { hours, minutes: minutes % 60 }, urgent };
  return { key: 'days', values: { days: Math.floor(hours / 24), hours: hours % 24 }, urgent };
}

/** A member's picture for an avatar, or null for their initials. */
export function memberPicture(pictureId: string | null): string | null {
  return pictureId ? pictureUrl(pictureId, 320) : null;
}

type TPayment = { kind: string; status: string; amountCents: number; feeCents: number };

/** What a member has paid and not had back (card fees included): what leaving refunds. */
export function paidCents(payments: TPayment[], fallback: number): number {
  const ok = payments.filter((p) => p.status === 'succeeded');
  if (ok.length === 0) return fallback;
  const sum = (list: TPayment[]) =>
    list.reduce((total, p) => total + p.amountCents + p.feeCents, 0);
  return sum(ok.filter((p) => p.kind !== 'refund')) - sum(ok.filter((p) => p.kind === 'refund'));
}
