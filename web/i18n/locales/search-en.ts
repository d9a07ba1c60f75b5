import type { searchEs } from './search-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The boat search page (/{lang}/boats), in English: exactly the keys of search-es.ts. */
export const searchEn: TSameKeys<typeof searchEs> = {};
