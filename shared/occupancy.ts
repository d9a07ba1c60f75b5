import { addDays } from './dates';

/** How long a private rental lasts (PRODUCT.md §8): one day, half a day, or several days. */
export type TDuration = 'day' | 'half_day' | 'days';
export type THalfDaySlot = 'morning' | 'afternoon';

/** Half days split at 14:00 local time: a morning and an afternoon of one day never overlap. */
export const halfDaySplit = '14:00:00';

/**
 * The stretch of local time (`tsrange` text, lower inclusive, upper exclusive) a rental occupies:
 * every calendar day from start to end inclusive, or one half of one day.
 */
export function occupancyRange(
  startDate: string,
  endDate: string,
  duration: TDuration,
  slot?: THalfDaySlot,
): string {
  if (duration === 'half_day') {
    return slot === 'afternoon'
      ? `[${startDate} ${halfDaySplit},${addDays(startDate, 1)} 00:00:00)`
      : `[${startDate} 00:00:00,${startDate} ${halfDaySplit})`;
  }
  const last = duration === 'day' ? startDate : endDate;
  return `[${startDate} 00:00:00,${addDays(last, 1)} 00:00:00)`;
}
