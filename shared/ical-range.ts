import { addDays, businessTimeZone } from './dates';
import type { TIcalEvent, TIcalTime } from './ical-parse';
import { wallClockIn, zonedInstant } from './madrid-time';
import { halfDaySplit } from './occupancy';

/** A stretch of Madrid wall-clock time, `YYYY-MM-DD HH:MM:SS` bounds, upper exclusive. */
export type TLocalRange = { lower: string; upper: string };

/** A DATE-TIME as Madrid wall clock; a DATE as that day's midnight. */
function toMadrid(time: TIcalTime): string {
  if (time.kind === 'date') return `${time.date} 00:00:00`;
  const instant =
    time.kind === 'utc'
      ? Date.parse(`${time.date}T${time.time}Z`)
      : zonedInstant(time.date, time.time, time.tzid);
  return wallClockIn(instant, businessTimeZone);
}

/** Down to the start of its half day (00:00 or 14:00). */
function floorHalfDay(wall: string): string {
  const [date, time] = wall.split(' ') as [string, string];
  return time < halfDaySplit ? `${date} 00:00:00` : `${date} ${halfDaySplit}`;
}

/** Up to the end of its half day (14:00 or next midnight). */
function ceilHalfDay(wall: string): string {
  const [date, time] = wall.split(' ') as [string, string];
  if (time === '00:00:00') return wall;
  return time <= halfDaySplit ? `${date} ${halfDaySplit}` : `${addDays(date, 1)} 00:00:00`;
}

/**
 * The half days an event blocks, in Madrid time: an all-day event its days (DTEND exclusive, one
 * day without one), a timed event every half day it touches. Null when it ends before it starts.
 */
export function eventLocalRange(event: TIcalEvent): TLocalRange | null {
  const lower = floorHalfDay(toMadrid(event.start));
  let upperWall: string;
  if (event.end) upperWall = toMadrid(event.end);
  else if (event.start.kind === 'date') {
    const days = Math.max(1, Math.ceil((event.durationSeconds ?? 86_400) / 86_400));
    upperWall = `${addDays(event.start.date, days)} 00:00:00`;
  } else {
    const start = Date.parse(`${toMadrid(event.start).replace(' ', 'T')}Z`);
    // a timed event without an end lasts no time at all: it still blocks its half day
    const seconds = Math.max(1, event.durationSeconds ?? 1);
    upperWall = new Date(start + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
  }
  if (event.start.kind === 'date' && upperWall <= lower)
    upperWall = `${addDays(event.start.date, 1)} 00:00:00`;
  const upper = ceilHalfDay(upperWall);
  return upper > lower ? { lower, upper } : null;
}
