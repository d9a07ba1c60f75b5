import { cancellationRefund } from '../../../shared/billing';
import { businessTimeZone, todayInMadrid } from '../../../shared/dates';
import type { TLang } from '../../../shared/i18n';
import { madridWallClock } from '../../../shared/madrid-time';
import { afternoonStart, morningEnd } from '../../../shared/pricing';
import type { TBooking, TBookingStatus } from './api';

/**
 * What the booking pages work out from a booking answer: time left to answer, the refund a
 * cancellation would give (the server's own rule, shared/billing.ts), whether the check-in can be
 * marked, dates for people, and the client's list filters.
 */

const minuteMs = 60_000;

/** Whole days, hours and minutes from `now` until `until` (never negative). */
export function timeLeft(
  until: string,
  now: Date,
): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((Date.parse(until) - now.getTime()) / minuteMs));
  return {
    days: Math.floor(minutes / (24 * 60)),
    hours: Math.floor(minutes / 60) % 24,
    minutes: minutes % 60,
  };
}

/** When the trip starts, local time: the boat's departure, or 15:00 for an afternoon. */
export function departureOf(booking: Pick<TBooking, 'slot'>, boatDepartureTime: string): string {
  return booking.slot === 'afternoon' ? afternoonStart : boatDepartureTime.slice(0, 5);
}

/** The hours of the trip, `HH:MM`–`HH:MM`, from the boat's times and the half-day slot. */
export function scheduleOf(
  booking: Pick<TBooking, 'slot'>,
  times: { departureTime: string; arrivalTime: string },
): { from: string; to: string } {
  if (booking.slot === 'morning') return { from: times.departureTime.slice(0, 5), to: morningEnd };
  if (booking.slot === 'afternoon')
    return { from: afternoonStart, to: times.arrivalTime.slice(0, 5) };
  return { from: times.departureTime.slice(0, 5), to: times.arrivalTime.slice(0, 5) };
}

export type TRefundPreview = { paidCents: number; percent: number; refundCents: number };

/**
 * What cancelling now gives back, computed as the server does (`cancellationRefund` over what was
 * charged and refunded): the boat's conditions for the client, everything for the owner.
 */
export function refundPreview(
  booking: TBooking,
  by: 'client' | 'owner',
  boatDepartureTime: string,
  now: Date,
): TRefundPreview {
  const paidCents = booking.payments.chargedCents;
  const { percent, refundCents } = cancellationRefund({
    paidCents,
    refundedCents: booking.payments.refundedCents,
    by,
    conditions: booking.boat.cancellation,
    startDate: booking.startDate,
    departureTime: departureOf(booking, boatDepartureTime),
    at: madridWallClock(now),
  });
  return { paidCents, percent, refundCents };
}

/** The owner marks the check-in of an accepted booking from its departure day on, once. */
export function canCheckIn(booking: TBooking, now: Date): boolean {
  return (
    booking.status === 'accepted' &&
    booking.checkedInAt === null &&
    todayInMadrid(now) >= booking.startDate
  );
}

/** The owner can still answer: pending and inside the response window. */
export function isAnswerable(booking: TBooking, now: Date): boolean {
  return booking.status === 'pending' && Date.parse(booking.respondBy) > now.getTime();
}

/** Who can cancel what (docs/decisions/0020): the client pending or accepted, the owner accepted. */
export function canCancel(booking: TBooking): boolean {
  if (booking.status === 'accepted') return booking.checkedInAt === null;
  return booking.status === 'pending' && booking.role === 'client';
}

/** Calendar dates (`YYYY-MM-DD`) for people: one day, or a range in one go. */
export function formatTripDates(
  startDate: string,
  endDate: string,
  lang: TLang,
  style: 'long' | 'short' = 'long',
): string {
  const format = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    timeZone: 'UTC',
    weekday: style === 'long' ? 'short' : undefined,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    year: 'numeric',
  });
  const start = new Date(`${startDate}T12:00:00Z`);
  if (startDate === endDate) return format.format(start);
  return format.formatRange(start, new Date(`${endDate}T12:00:00Z`));
}

/** An instant (ISO 8601) as Madrid's date and time, for deadlines and payments. */
export function formatInstant(iso: string, lang: TLang, withTime = true): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    timeZone: businessTimeZone,
    day: 'numeric',
    month: 'long',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : { year: 'numeric' }),
  }).format(new Date(iso));
}

/** The number of days of a booking, from its dates. */
export function dayCount(booking: Pick<TBooking, 'startDate' | 'endDate'>): number {
  const ms =
    Date.parse(`${booking.endDate}T12:00:00Z`) - Date.parse(`${booking.startDate}T12:00:00Z`);
  return Math.round(ms / (24 * 60 * minuteMs)) + 1;
}

/** The list's filters, in the spec's order of labels, then unanswered. */
export const listFilters = [
  'pending',
  'accepted',
  'enjoyed',
  'rejected',
  'expired',
  'canceled',
] as const satisfies readonly TBookingStatus[];
export type TListFilter = 'all' | TBookingStatus;

export function countByStatus(bookings: readonly TBooking[]): Record<TBookingStatus, number> {
  const counts = { pending: 0, accepted: 0, rejected: 0, expired: 0, canceled: 0, enjoyed: 0 };
  for (const booking of bookings) counts[booking.status] += 1;
  return counts;
}

export function filterBookings(bookings: readonly TBooking[], filter: TListFilter): TBooking[] {
  return filter === 'all' ? [...bookings] : bookings.filter((b) => b.status === filter);
}

/** A filter named in the URL (`?status=accepted`), or all. */
export function parseListFilter(value: string | null): TListFilter {
  return (listFilters as readonly string[]).includes(value ?? '')
    ? (value as TBookingStatus)
    : 'all';
}

/** A short reference people can read out: the first eight characters of the id. */
export function bookingReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The day lines of the frozen price, days of the same price together, in their order. */
export function groupDayPrices(
  days: readonly { date: string; priceCents: number }[],
): { count: number; priceCents: number; totalCents: number }[] {
  const groups: { count: number; priceCents: number; totalCents: number }[] = [];
  for (const day of days) {
    const group = groups.find((g) => g.priceCents === day.priceCents);
    if (group) {
      group.count += 1;
      group.totalCents += day.priceCents;
    } else groups.push({ count: 1, priceCents: day.priceCents, totalCents: day.priceCents });
  }
  return groups;
}
