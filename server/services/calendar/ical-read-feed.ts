import { businessTimeZone } from '../../../shared/dates';
import { IcalParseError, parseIcalEvents } from '../../../shared/ical-parse';
import { eventLocalRange, type TLocalRange } from '../../../shared/ical-range';
import { wallClockIn } from '../../../shared/madrid-time';
import { appError } from '../../errors';
import { fetchIcalText, type TIcalFetchOptions } from './ical-fetch';

/** An upcoming event of an imported feed, as the half days it blocks. */
export type TFeedEvent = TLocalRange & { uid: string };

/** At most this many upcoming events of one feed are kept (the earliest). */
export const maxFeedEvents = 500;
/** Events starting later than this many days ahead are left out. */
const horizonDays = 730;

/**
 * The events of the feed at `url` that still block the boat: not cancelled, not wholly in the
 * past, within two years, the earliest 500; overlapping ones merged (the database allows no
 * overlap, even within one calendar). Fails with 422: AA00110 (fetch) or AA00111 (not iCal).
 */
export async function readIcalFeed(
  url: string,
  fetchOptions: TIcalFetchOptions,
  now: Date,
): Promise<TFeedEvent[]> {
  const text = await fetchIcalText(url, fetchOptions);
  let parsed;
  try {
    parsed = parseIcalEvents(text);
  } catch (error) {
    if (error instanceof IcalParseError) throw appError('AA00111');
    throw error;
  }
  const nowWall = wallClockIn(now.getTime(), businessTimeZone);
  const horizon = wallClockIn(now.getTime() + horizonDays * 86_400_000, businessTimeZone);
  const events: TFeedEvent[] = [];
  for (const event of parsed) {
    if (event.status === 'CANCELLED') continue;
    const range = eventLocalRange(event);
    if (!range || range.upper <= nowWall || range.lower > horizon) continue;
    events.push({ uid: event.uid.slice(0, 500), ...range });
  }
  events.sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0));
  return mergeOverlapping(events.slice(0, maxFeedEvents));
}

/** Sorted events with overlapping ones joined (the first one's UID is kept). */
export function mergeOverlapping(sorted: TFeedEvent[]): TFeedEvent[] {
  const merged: TFeedEvent[] = [];
  for (const event of sorted) {
    const last = merged.at(-1);
    if (last && event.lower < last.upper) {
      if (event.upper > last.upper) last.upper = event.upper;
    } else merged.push({ ...event });
  }
  return merged;
}
