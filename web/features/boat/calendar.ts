import { addDays } from '../../../shared/dates';

/** The first day of the month `n` months after the one of `isoDate`: `2026-11-15`, 2 → `2027-01-01`. */
export function addMonths(isoDate: string, n: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1 + n;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The last day of the month of `isoDate`. */
export function lastOfMonth(isoDate: string): string {
  return addDays(addMonths(isoDate, 1), -1);
}

/** Day of the week, Monday = 0. */
function weekday(isoDate: string): number {
  return (new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthWeeks(monthStart: string): (string | null)[][] {
  const last = lastOfMonth(monthStart);
  const cells: (string | null)[] = Array.from({ length: weekday(monthStart) }, () => null);
  for (let date = monthStart; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Monday to Sunday as dates of one known week, for weekday names. */
export const weekdayDates = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i));
