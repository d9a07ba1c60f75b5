import { addDays, businessTimeZone } from './dates';
import type { TIcalEvent, TIcalTime } from './ical-parse';
import { halfDaySplit } from './occupancy';

/** A stretch of Madrid wall-clock time, `YYYY-MM-DD HH:MM:SS` bounds, upper exclusive. */
export type TLocalRange = { lower: string; upper: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for an IANA zone, or null when the runtime does not know the zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    try {
      formatters.set(
        timeZone,
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }),
      );
    } catch {
      return null;
    }
  }
  return formatters.get(timeZone) ?? null;
}

/** The wall clock of a zone at an instant, `YYYY-MM-DD HH:MM:SS`. */
export function wallClockIn(instant: number, timeZone: string): string {
  const format = formatterFor(timeZone) ?? formatterFor(businessTimeZone)!;
  const p = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

function offsetMs(instant: number, timeZone: string): number {
  const wall = wallClockIn(instant, timeZone);
  return Date.parse(`${wall.replace(' ', 'T')}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a zone. An unknown zone (a Windows name, a typo) is read as
 * Madrid, the business time zone, like a floating time.
 */
export function zonedInstant(date: string, time: string, timeZone: string | null): number {
  const zone = timeZone && formatterFor(timeZone) ? timeZone : businessTimeZone;
  const naive = Date.parse(`${date}T${time}Z`);
  const first = naive - offsetMs(naive, zone);
  return naive - offsetMs(first, zone);
}

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
