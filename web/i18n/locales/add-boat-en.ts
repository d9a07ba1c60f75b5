import type { addBoatEs } from './add-boat-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The add-boat wizard (/{lang}/add-boat) and owners' boat management, in English: exactly the keys of add-boat-es.ts. */
export const addBoatEn: TSameKeys<typeof addBoatEs> = {};
