import type { reviewEs } from './review-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The admin review of submitted boats, in English: exactly the keys of review-es.ts. */
export const reviewEn: TSameKeys<typeof reviewEs> = {};
