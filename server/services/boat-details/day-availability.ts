import { addDays } from '../../../shared/dates';
import type { TAvailabilityDay } from '../../../shared/dto/boat-details';
import { halfDaySplit } from '../../../shared/occupancy';
import { datesBetween } from '../../../shared/pricing';

/** A stretch of local time a boat is taken, `YYYY-MM-DD HH:MM:SS` bounds, upper exclusive. */
export type TTakenRange = { lower: string; upper: string };

const overlaps = (range: TTakenRange, from: string, to: string) =>
  range.lower < to && range.upper > from;

/**
 * Whether a stay's occupancy range (`[lower,upper)`, shared/occupancy.ts) overlaps the taken
 * stretches read for the days `from` to `to`; undefined when the range reaches outside those days,
 * which were not read.
 */
export function takenWithin(
  from: string,
  to: string,
  taken: readonly TTakenRange[],
): (during: string) => boolean | undefined {
  const start = `${from} 00:00:00`;
  const end = `${addDays(to, 1)} 00:00:00`;
  return (during) => {
    const [lower, upper] = during.slice(1, -1).split(',') as [string, string];
    if (lower < start || upper > end) return undefined;
    return taken.some((range) => overlaps(range, lower, upper));
  };
}

/**
 * The state of every day from `from` to `to` inclusive: each half (split at 14:00, as bookings
 * are) is busy when a taken range overlaps it. Days before today are `past` whatever they hold.
 * Timestamps of one format compare correctly as strings.
 */
export function availabilityDays(
  from: string,
  to: string,
  today: string,
  taken: readonly TTakenRange[],
): TAvailabilityDay[] {
  return datesBetween(from, to).map((date) => {
    const start = `${date} 00:00:00`;
    const split = `${date} ${halfDaySplit}`;
    const end = `${addDays(date, 1)} 00:00:00`;
    const morningBusy = taken.some((range) => overlaps(range, start, split));
    const afternoonBusy = taken.some((range) => overlaps(range, split, end));
    const status =
      date < today
        ? 'past'
        : morningBusy && afternoonBusy
          ? 'busy'
          : morningBusy
            ? 'morning_busy'
            : afternoonBusy
              ? 'afternoon_busy'
              : 'free';
    return {
      date,
      status,
      morning: morningBusy ? 'busy' : 'free',
      afternoon: afternoonBusy ? 'busy' : 'free',
    };
  });
}
