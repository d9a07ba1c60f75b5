import { businessTimeZone } from './dates';

// made on first use: a formatter with a time zone loads the zone's rules (shared/dates.ts)
let partsFormatter: Intl.DateTimeFormat | undefined;

/** How far Madrid's clock is ahead of UTC at an instant, in milliseconds. */
function madridOffsetMs(instant: number): number {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: businessTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(
    partsFormatter.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant of a Madrid wall-clock time (`YYYY-MM-DD`, `HH:MM[:SS]`). */
export function madridInstant(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  const first = naive - madridOffsetMs(naive);
  // once more with the offset of the instant found: right on both sides of a DST change
  return new Date(naive - madridOffsetMs(first));
}

/** Madrid's wall clock at an instant, `YYYY-MM-DD HH:MM`. */
export function madridWallClock(instant: Date): string {
  const local = new Date(instant.getTime() + madridOffsetMs(instant.getTime()));
  return local.toISOString().slice(0, 16).replace('T', ' ');
}
