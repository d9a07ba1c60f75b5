import type { searchPlaceEs } from './search-place-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The destination field's texts, in English: exactly the keys of search-place-es.ts. */
export const searchPlaceEn: TSameKeys<typeof searchPlaceEs> = {
  placePlaceholder: 'Island, town, harbour or region',
  placeSuggestions: 'Destination suggestions',
  placeNoMatch: 'No place matches: we will search for “{{text}}”',
  placeTypes: {
    destination: '{{region}}',
    harbour: 'harbour',
    province: 'province',
    region: 'region',
  },
};
