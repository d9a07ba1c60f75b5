import type { TLang } from './i18n';

/** The regional formats we show: Spain's for Spanish, the UK's for English (day before month). */
export const intlLocales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

// Building an Intl formatter costs far more than formatting with one, and a page of cards or a
// calendar formats hundreds of numbers and dates, on the server render and again as it hydrates
// (bench/load, Lighthouse). One formatter per language and options, kept: callers use a few
// fixed options, so the maps stay small.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** The number formatter of a language and options, made once. */
export function numberFormat(lang: TLang, options: Intl.NumberFormatOptions = {}) {
  return kept(
    numberFormats,
    `${lang}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocales[lang], options),
  );
}

/** The date formatter of a language and options, made once. */
export function dateTimeFormat(lang: TLang, options: Intl.DateTimeFormatOptions) {
  return kept(
    dateFormats,
    `${lang}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocales[lang], options),
  );
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/**
 * "2 hours ago", "hace 3 días", "yesterday" (`short`: "2 h ago"): `seconds` from now, negative in
 * the past, in the largest unit from minutes up that it reaches. "Yesterday" reads better than
 * "1 day ago"; "last week" would not, so only days say it in words.
 */
export function relativeTime(lang: TLang, seconds: number, style: 'long' | 'short' = 'long') {
  const past = Math.abs(seconds);
  let unit = relativeUnits[0]!;
  for (const candidate of relativeUnits) if (past >= candidate[1]) unit = candidate;
  const numeric = unit[0] === 'day' ? 'auto' : 'always';
  const format = kept(
    relativeFormats,
    `${lang}|${numeric}|${style}`,
    () => new Intl.RelativeTimeFormat(intlLocales[lang], { numeric, style }),
  );
  return format.format(Math.trunc(seconds / unit[1]), unit[0]);
}
