import { addDays } from '../../shared/dates';
import { datesBetween } from '../../shared/pricing';

// Month arithmetic on `YYYY-MM-DD` dates, shared by the boat page's calendar and the owners'
// calendars. A month is named by its first day.

/** The first day of the month of a date. */
export function monthOf(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The first day of the month `n` months after the month of `isoDate`: `2026-11-15`, 2 → `2027-01-01`. */
export function addMonths(isoDate: string, n: number): string {
  const year = Number(isoDate.slice(0, 4));
  const index = Number(isoDate.slice(5, 7)) - 1 + n;
  const y = year + Math.floor(index / 12);
  const m = ((index % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The last day of the month of `isoDate`. */
export function monthEnd(isoDate: string): string {
  return addDays(addMonths(isoDate, 1), -1);
}

export function daysOfMonth(month: string): string[] {
  return datesBetween(month, monthEnd(month));
}

/** 0 = Monday … 6 = Sunday (weeks start on Monday in both languages' markets). */
export function weekdayOf(isoDate: string): number {
  return (new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month as weeks of 7 cells, Monday first; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayOf(month) }, () => null),
    ...daysOfMonth(month),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** How many weeks (rows of monthWeeks) the month spans, without laying it out. */
export function weekCount(month: string): number {
  return Math.ceil((weekdayOf(month) + Number(monthEnd(month).slice(8))) / 7);
}

/** Monday to Sunday as dates of one known week, for weekday names. */
export const weekdayDates = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i));
