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
