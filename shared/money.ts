import type { TLang } from './i18n';
import { numberFormat } from './intl';

/** Every amount is integer euro cents (PRODUCT.md §1). */
export type TCents = number;

/** `percent` % of `cents`, rounded half up once, at the end. Works for fractional percents (1.5). */
export function percentOf(cents: TCents, percent: number): TCents {
  // Scale the percent to an integer number of basis points to keep the arithmetic exact.
  const basisPoints = Math.round(percent * 100);
  const product = cents * basisPoints;
  return Math.floor((product + 5000) / 10000);
}

/** Parses the price input format `XXXX.YY` (1–4 integer digits, up to 2 decimals) into cents. */
export function parsePriceInput(input: string): TCents | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const euros = Number(match[1]);
  const decimals = (match[2] ?? '').padEnd(2, '0');
  return euros * 100 + Number(decimals);
}

export const priceInputPattern = /^\d{1,4}(\.\d{1,2})?$/;

/** Formats cents for people: `1.250 €` in Spanish, `€1,250` in English; decimals only when needed. */
export function formatMoney(cents: TCents, lang: TLang): string {
  const withDecimals = cents % 100 !== 0;
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: withDecimals ? 2 : 0,
    maximumFractionDigits: withDecimals ? 2 : 0,
    useGrouping: true,
  }).format(cents / 100);
}
