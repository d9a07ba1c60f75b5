import { getCountries } from 'libphonenumber-js/min';

export type TCountryOption = { code: string; name: string };

const cache = new Map<string, TCountryOption[]>();

/** ISO 3166 countries (the `countryId` of the profile), named and sorted in a language. */
export function countryOptions(lang: string): TCountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const options = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  cache.set(lang, options);
  return options;
}
