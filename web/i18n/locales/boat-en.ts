import type { boatEs } from './boat-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The boat page (/{lang}/boats/{slug}) and its price calculator, in English: exactly the keys of boat-es.ts. */
export const boatEn: TSameKeys<typeof boatEs> = {};
