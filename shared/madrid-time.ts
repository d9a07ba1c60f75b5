import { businessTimeZone } from './dates';

/**
 * Wall clocks of time zones: Madrid's (the business time zone, PRODUCT.md) for bookings and
 * groups, any IANA zone for imported calendars (shared/ical-range.ts).
 */

// Made on first use: a formatter with a time zone loads the zone's rules (shared/dates.ts).
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

/** Whether the runtime knows an IANA zone. */
function isKnownTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

/** The wall clock of a zone (Madrid when unknown) at an instant, `YYYY-MM-DD HH:MM:SS`. */
export function wallClockIn(instant: number, timeZone: string): string {
  const format = formatterFor(timeZone) ?? formatterFor(businessTimeZone)!;
  const p = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const wall = wallClockIn(instant, timeZone);
  return Date.parse(`${wall.replace(' ', 'T')}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DD`, `HH:MM:SS`) in a zone. An unknown zone (a
 * Windows name, a typo) is read as Madrid, the business time zone, like a floating time.
 */
export function zonedInstant(date: string, time: string, timeZone: string | null): number {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : businessTimeZone;
  const naive = Date.parse(`${date}T${time}Z`);
  const first = naive - offsetMs(naive, zone);
  // once more with the offset of the instant found: right on both sides of a DST change
  return naive - offsetMs(first, zone);
}

/** The instant of a Madrid wall-clock time (`YYYY-MM-DD`, `HH:MM[:SS]`). */
export function madridInstant(date: string, time: string): Date {
  return new Date(zonedInstant(date, `${time.slice(0, 5)}:00`, businessTimeZone));
}

/** Madrid's wall clock at an instant, `YYYY-MM-DD HH:MM`. */
export function madridWallClock(instant: Date): string {
  return wallClockIn(instant.getTime(), businessTimeZone).slice(0, 16);
}
