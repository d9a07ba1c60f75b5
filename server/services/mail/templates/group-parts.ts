import { groupArrivalTime, groupDepartureTime } from '../../../../shared/groups';
import type { TLang } from '../../../../shared/i18n';
import type { TCents } from '../../../../shared/money';

/**
 * What every boat-sharing group mail names (server/services/group/group-mails.ts,
 * docs/decisions/0028-groups.md): the recipient, the group, its boat, day and harbour, and the
 * group's page.
 */
export type TGroupMailBase = {
  /** the recipient's first name */
  name: string;
  groupName: string;
  /** the group's current boat */
  boatName: string;
  /** `YYYY-MM-DD`: the group sails that day, 10:00 to 20:00 */
  sailDate: string;
  harbourName: string;
  /** `${publicUrl}/{lang}/groups/{id}` */
  link: string;
};

/** The member's money on joining (or creating): what was charged now and what is left. */
export type TGroupPayment = {
  seats: number;
  pricePerPersonCents: TCents;
  /** charged now: the member's first payment, card fee included */
  chargedCents: TCents;
  /** charged at check-in: the rest of their seats, before its card fee */
  balanceCents: TCents;
  /** ISO 8601: the group must be complete, with its boat confirmed, by then */
  deadline: string;
  seatsLeft: number;
};

export type TGroupCreatedData = TGroupMailBase & TGroupPayment;
export type TGroupJoinedData = TGroupMailBase & TGroupPayment;
export type TGroupLeftData = TGroupMailBase & {
  /** what the leaver got back, card fees included */
  refundCents: TCents;
};
export type TGroupCompleteData = TGroupMailBase & {
  /** ISO 8601: when the owner must answer by; null when no request could be sent */
  respondBy: string | null;
};
export type TGroupConfirmedData = TGroupMailBase & {
  /** the member's balance, charged at check-in (before its card fee) */
  balanceCents: TCents;
};
export type TGroupBoatDeclinedData = TGroupMailBase & {
  /** `owner`: declined; `expired`: no answer in time; `unavailable`: the day was taken */
  reason: 'owner' | 'expired' | 'unavailable';
  /** the creator is asked to choose another boat; the others are told they do it */
  isCreator: boolean;
  /** ISO 8601: without a confirmed boat by then the group is canceled and refunded */
  deadline: string;
};
export type TGroupBoatChangedData = TGroupMailBase & {
  /** ISO 8601: when the new boat's owner must answer by */
  respondBy: string | null;
};
export type TGroupCanceledData = TGroupMailBase & {
  /** `deadline`: not complete or confirmed 48 hours before; `owner`: the owner canceled;
   * `creator`: the creator left */
  reason: 'deadline' | 'owner' | 'creator' | 'admin';
  /** the recipient created the group (and, with reason `creator`, left it) */
  isCreator: boolean;
  /** everything given back to this member, card fees included */
  refundCents: TCents;
};

/** Every group mail, with the data its template needs (joined into TMailMessage). */
export type TGroupMailMessage =
  | { template: 'group-created'; data: TGroupCreatedData }
  | { template: 'group-joined'; data: TGroupJoinedData }
  | { template: 'group-left'; data: TGroupLeftData }
  | { template: 'group-complete'; data: TGroupCompleteData }
  | { template: 'group-confirmed'; data: TGroupConfirmedData }
  | { template: 'group-boat-declined'; data: TGroupBoatDeclinedData }
  | { template: 'group-boat-changed'; data: TGroupBoatChangedData }
  | { template: 'group-canceled'; data: TGroupCanceledData };

const intlLocale = (locale: TLang) => (locale === 'es' ? 'es-ES' : 'en-GB');

/** The sail day for people: `12 de julio de 2026`, `12 July 2026`. */
export function groupDay(sailDate: string, locale: TLang): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${sailDate}T12:00:00Z`));
}

/** The day with its hours: `12 de julio de 2026, de 10:00 a 20:00`. */
export function groupDayAndHours(sailDate: string, locale: TLang): string {
  const day = groupDay(sailDate, locale);
  return locale === 'es'
    ? `${day}, de ${groupDepartureTime} a ${groupArrivalTime}`
    : `${day}, ${groupDepartureTime}–${groupArrivalTime}`;
}

/** `2 plazas`, `1 seat`. */
export function seatsLabel(seats: number, locale: TLang): string {
  if (locale === 'es') return `${seats} ${seats === 1 ? 'plaza' : 'plazas'}`;
  return `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
}

/** The footer line of every group mail. */
export function groupReason(locale: TLang): string {
  return locale === 'es'
    ? 'Recibes este correo porque formas parte de un grupo para compartir barco en Marea.'
    : "You're receiving this email because you are in a boat-sharing group on Marea.";
}

/** The button to the group's page. */
export function groupAction(locale: TLang, link: string): { label: string; url: string } {
  return { label: locale === 'es' ? 'Ver el grupo' : 'See the group', url: link };
}
