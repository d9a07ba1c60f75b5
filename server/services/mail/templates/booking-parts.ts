import { businessTimeZone } from '../../../../shared/dates';
import type { TLang } from '../../../../shared/i18n';
import { formatMoney, type TCents } from '../../../../shared/money';

/** What every booking mail names: the recipient, the boat, the dates and the booking's page. */
export type TBookingMailBase = {
  /** the recipient's first name */
  name: string;
  boatName: string;
  startDate: string;
  endDate: string;
  slot: 'morning' | 'afternoon' | null;
  /** `${publicUrl}/{lang}/booking/{id}` */
  link: string;
};

const intlLocale = (locale: TLang) => (locale === 'es' ? 'es-ES' : 'en-GB');
const slotLabel = {
  es: { morning: 'por la mañana', afternoon: 'por la tarde' },
  en: { morning: 'morning', afternoon: 'afternoon' },
} satisfies Record<TLang, unknown>;

/** The booking's days for people: `12 de julio de 2026`, `12–14 July 2026`, with the half day. */
export function bookingDates(base: TBookingMailBase, locale: TLang): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const start = new Date(`${base.startDate}T12:00:00Z`);
  const end = new Date(`${base.endDate}T12:00:00Z`);
  const days =
    base.endDate === base.startDate ? format.format(start) : format.formatRange(start, end);
  if (!base.slot) return days;
  return locale === 'es'
    ? `${days}, ${slotLabel.es[base.slot]}`
    : `${days} (${slotLabel.en[base.slot]})`;
}

/** An instant on Madrid's clock: `12 de julio de 2026, 10:00`. */
export function madridDateTime(iso: string, locale: TLang): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: businessTimeZone,
  }).format(new Date(iso));
}

/** Money as the rest of the app shows it (shared/money.ts). */
export function money(cents: TCents, locale: TLang): string {
  return formatMoney(cents, locale);
}

/** The footer line of every booking mail. */
export function bookingReason(locale: TLang, as: 'client' | 'owner'): string {
  if (locale === 'es')
    return as === 'client'
      ? 'Recibes este correo porque has pedido una reserva en Marea.'
      : 'Recibes este correo porque tienes un barco publicado en Marea.';
  return as === 'client'
    ? "You're receiving this email because you requested a booking on Marea."
    : "You're receiving this email because you list a boat on Marea.";
}

/** The button to the booking's page. */
export function bookingAction(locale: TLang, link: string): { label: string; url: string } {
  return { label: locale === 'es' ? 'Ver la reserva' : 'See the booking', url: link };
}
