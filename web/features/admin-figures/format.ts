import type { TLang } from '../../../shared/i18n';

/** `2026-03` → "mar 26" / "Mar 26": the axis label of a month. */
export function monthLabel(month: string, lang: TLang, long = false): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang, {
    month: long ? 'long' : 'short',
    year: long ? 'numeric' : '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** A share 0–1 as a whole percent ("75 %"), or an em dash without data. */
export function percentLabel(value: number | null, lang: TLang): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** Hours with one decimal ("4,5 h"), or an em dash without data. */
export function hoursLabel(value: number | null, lang: TLang): string {
  if (value === null) return '—';
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value)} h`;
}

/** A round top for a chart's axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((n) => n * power >= max)!;
  return step * power;
}
