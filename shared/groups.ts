import { addDays, todayInMadrid } from './dates';
import { madridInstant } from './madrid-time';
import type { TCents } from './money';

/**
 * Boat sharing (PRODUCT.md §4, docs/decisions/0028-groups.md): a group sails one day, 10:00 to
 * 20:00, always with a skipper, and must be complete with its boat confirmed 48 hours before.
 */
export const groupDepartureTime = '10:00';
export const groupArrivalTime = '20:00';
export const groupDeadlineHours = 48;
export const groupMinPeople = 2;
export const groupMaxPeople = 50;

export const groupStatuses = [
  'open',
  'complete',
  'requested',
  'confirmed',
  'sailed',
  'canceled',
] as const;
export type TGroupStatus = (typeof groupStatuses)[number];

/** The price of one seat: (day price + skipper price) ÷ target size, rounded up to the cent. */
export function pricePerPersonCents(
  dayPriceCents: TCents,
  skipperPriceCents: TCents,
  people: number,
): TCents {
  return Math.ceil((dayPriceCents + skipperPriceCents) / people);
}

/** When a group not yet confirmed is canceled and refunded: 48 h before 10:00 on its sail date. */
export function groupDeadline(sailDate: string): Date {
  const departure = madridInstant(sailDate, groupDepartureTime);
  return new Date(departure.getTime() - groupDeadlineHours * 3_600_000);
}

/** Whether a group for this date could still be created (its deadline is ahead). */
export function canCreateGroupOn(sailDate: string, now: Date = new Date()): boolean {
  return groupDeadline(sailDate).getTime() > now.getTime();
}

/**
 * The wizard's default date: the spec says tomorrow, but a group for tomorrow is past its 48-hour
 * deadline at birth, so it is the first date from tomorrow on that can still fill.
 */
export function firstGroupDate(now: Date = new Date()): string {
  let date = addDays(todayInMadrid(now), 1);
  while (!canCreateGroupOn(date, now)) date = addDays(date, 1);
  return date;
}
