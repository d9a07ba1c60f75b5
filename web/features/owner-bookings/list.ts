import { addDays, todayInMadrid } from '../../../shared/dates';
import type { TBooking, TBookingStatus } from '../booking/api';

/** How many days ahead an accepted booking counts as an upcoming check-in. */
export const upcomingDays = 7;

/** The status filters of the list, in the spec's order (`expired` reads "unanswered"). */
export const statusFilters = [
  'pending',
  'accepted',
  'enjoyed',
  'rejected',
  'canceled',
  'expired',
] as const satisfies readonly TBookingStatus[];

export type TListFilter = { status: TBookingStatus | null; boatId: string | null };

/** Whether a request still waits for the owner's answer (pending and inside its window). */
export function isAwaitingAnswer(booking: TBooking, now: number): boolean {
  return booking.status === 'pending' && Date.parse(booking.respondBy) > now;
}

/**
 * Days from today (Madrid) to the departure of an accepted booking not yet checked in, when it
 * leaves within `upcomingDays` (0 = today); null otherwise.
 */
export function checkInInDays(booking: TBooking, now: number): number | null {
  if (booking.status !== 'accepted' || booking.checkedInAt) return null;
  const today = todayInMadrid(new Date(now));
  if (booking.startDate < today || booking.startDate > addDays(today, upcomingDays)) return null;
  return Math.round((Date.parse(booking.startDate) - Date.parse(today)) / 86_400_000);
}

/** 0: waiting for an answer; 1: upcoming check-in; 2: the rest. */
function rank(booking: TBooking, now: number): number {
  if (booking.status === 'pending') return 0;
  if (checkInInDays(booking, now) !== null) return 1;
  return 2;
}

/**
 * The order of the list: pending requests first, the least time left first; then the check-ins of
 * the coming days, soonest first; then everything else, the latest departure first.
 */
export function sortBookings(items: readonly TBooking[], now: number): TBooking[] {
  return [...items].sort((a, b) => {
    const byRank = rank(a, now) - rank(b, now);
    if (byRank !== 0) return byRank;
    switch (rank(a, now)) {
      case 0:
        return Date.parse(a.respondBy) - Date.parse(b.respondBy);
      case 1:
        return a.startDate.localeCompare(b.startDate);
      default:
        return b.startDate.localeCompare(a.startDate) || b.createdAt.localeCompare(a.createdAt);
    }
  });
}

export function filterBookings(items: readonly TBooking[], filter: TListFilter): TBooking[] {
  return items.filter(
    (booking) =>
      (!filter.status || booking.status === filter.status) &&
      (!filter.boatId || booking.boat.id === filter.boatId),
  );
}

/** How many bookings each status has (of one boat, when chosen), for the filter chips. */
export function countByStatus(
  items: readonly TBooking[],
  boatId: string | null,
): Record<TBookingStatus, number> {
  const counts = Object.fromEntries(statusFilters.map((s) => [s, 0])) as Record<
    TBookingStatus,
    number
  >;
  for (const booking of items) if (!boatId || booking.boat.id === boatId) counts[booking.status]++;
  return counts;
}

/** The boats that have bookings, by name, for the boat filter. */
export function boatsOf(items: readonly TBooking[]): { id: string; name: string }[] {
  const boats = new Map(items.map((b) => [b.boat.id, b.boat.name]));
  return [...boats]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Reads the list's filters from the page's query string (`?status=pending&boat=<id>`). */
export function readFilter(params: URLSearchParams): TListFilter {
  const status = params.get('status');
  const known = statusFilters.find((s) => s === status) ?? null;
  return { status: known, boatId: params.get('boat') || null };
}
