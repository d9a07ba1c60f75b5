/** Seasons of PRODUCT.md §1: high = July and August, mid = June and September, low = the rest. */
export type TSeason = 'high' | 'mid' | 'low';
export const seasons: readonly TSeason[] = ['high', 'mid', 'low'];

/** A boat's own season range (inclusive dates, `YYYY-MM-DD`) overriding the default calendar. */
export type TSeasonRange = { startDate: string; endDate: string; season: TSeason };

/** The default season of a calendar date `YYYY-MM-DD`. */
export function defaultSeasonOf(isoDate: string): TSeason {
  const month = Number(isoDate.slice(5, 7));
  if (month === 7 || month === 8) return 'high';
  if (month === 6 || month === 9) return 'mid';
  return 'low';
}

/** The season of a date for a boat: its own ranges first (ISO dates compare as strings), then the default. */
export function seasonOf(isoDate: string, ranges: readonly TSeasonRange[] = []): TSeason {
  const range = ranges.find((r) => r.startDate <= isoDate && isoDate <= r.endDate);
  return range ? range.season : defaultSeasonOf(isoDate);
}
