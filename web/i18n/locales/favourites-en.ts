import type { favouritesEs } from './favourites-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** Favourites ('my boats') and the heart button, in English: exactly the keys of favourites-es.ts. */
export const favouritesEn: TSameKeys<typeof favouritesEs> = {};
