import type { TLang } from '../../../shared/i18n';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

/** `2026-03` → `M` (narrow), `mar` / `Mar` (short), `marzo` / `March` (month) or `marzo de 2026` / `March 2026` (long). */
export function formatMonth(
  month: string,
  lang: TLang,
  style: 'narrow' | 'short' | 'month' | 'long',
): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1, 15));
  const label = new Intl.DateTimeFormat(locales[lang], {
    month: style === 'short' || style === 'narrow' ? style : 'long',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
  return label.replace(/\.$/, '');
}

/** `2026-07-03`…`2026-07-05` → `3–5 jul 2026`; one day → `3 jul 2026`. */
export function formatDates(start: string, end: string, lang: TLang): string {
  const fmt = (iso: string, withYear: boolean) =>
    new Intl.DateTimeFormat(locales[lang], {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${iso}T12:00:00Z`));
  if (start === end) return fmt(start, true);
  return `${fmt(start, start.slice(0, 4) !== end.slice(0, 4))} – ${fmt(end, true)}`;
}

/** The highest bar of the chart: at least 1, so an empty year draws flat bars. */
export function chartScale(values: readonly number[]): number {
  return Math.max(1, ...values);
}
