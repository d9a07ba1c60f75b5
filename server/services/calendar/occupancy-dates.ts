import { addDays } from '../../../shared/dates';
import { halfDaySplit, type THalfDaySlot } from '../../../shared/occupancy';

/** Bounds of a `tsrange` as `YYYY-MM-DD HH:MM:SS` text (lower inclusive, upper exclusive). */
export type TRangeBounds = { lower: string; upper: string };

export type TRangeDays = { start_date: string; end_date: string; slot: THalfDaySlot | null };

/**
 * The calendar days a stretch of local time covers, and the half day when it lies within one
 * half of one day (shared/occupancy.ts splits days at 14:00). An imported event may start or end
 * at any hour: it covers every day it touches.
 */
export function rangeDays({ lower, upper }: TRangeBounds): TRangeDays {
  const start = lower.slice(0, 10);
  const upperDate = upper.slice(0, 10);
  const last = upper.slice(11) === '00:00:00' ? addDays(upperDate, -1) : upperDate;
  const end = last < start ? start : last;
  const split = `${start} ${halfDaySplit}`;
  const slot =
    end !== start ? null : upper <= split ? 'morning' : lower >= split ? 'afternoon' : null;
  return { start_date: start, end_date: end, slot };
}
