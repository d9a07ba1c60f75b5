import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/** A phone as the form shows it: the country whose prefix is chosen, and the number typed. */
export type TPhoneParts = { country: string; national: string };

export const defaultPhoneCountry = 'ES';

function isCountry(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}

/** `+34 612 345 678` → ES and `612 345 678`; an unreadable number is kept as typed. */
export function splitPhone(
  phone: string | null | undefined,
  fallbackCountry: string = defaultPhoneCountry,
): TPhoneParts {
  const fallback = isCountry(fallbackCountry) ? fallbackCountry : defaultPhoneCountry;
  if (!phone?.trim()) return { country: fallback, national: '' };
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return { country: fallback, national: phone.trim() };
  const country =
    parsed.country ??
    (getCountryCallingCode(fallback) === parsed.countryCallingCode
      ? fallback
      : getCountries().find((c) => getCountryCallingCode(c) === parsed.countryCallingCode));
  return { country: country ?? fallback, national: parsed.formatNational() };
}

/**
 * The number with its country prefix, as the API wants it (spec §5), in international format
 * when it can be read. Empty when no number is typed; a number typed with its own `+` or `00`
 * prefix wins over the chosen country.
 */
export function joinPhone({ country, national }: TPhoneParts): string {
  const number = national.trim();
  if (!/\d/.test(number)) return '';
  const typed = number.startsWith('00') ? `+${number.slice(2)}` : number;
  const parsed = parsePhoneNumberFromString(typed, isCountry(country) ? country : undefined);
  if (parsed) return parsed.formatInternational();
  if (typed.startsWith('+') || !isCountry(country)) return typed;
  return `+${getCountryCallingCode(country)} ${typed}`;
}

export type TPrefixOption = { country: string; code: string; name: string };

const prefixCache = new Map<string, TPrefixOption[]>();

/** Every country with its calling code, named and sorted in the page's language. */
export function phonePrefixes(lang: string): TPrefixOption[] {
  const cached = prefixCache.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const options = getCountries()
    .map((country) => ({
      country,
      code: getCountryCallingCode(country),
      name: names.of(country) ?? country,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  prefixCache.set(lang, options);
  return options;
}
