import type { mapEs } from './map-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The sea map component, in English: exactly the keys of map-es.ts. */
export const mapEn: TSameKeys<typeof mapEs> = {};
