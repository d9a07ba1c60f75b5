/** The admin review of submitted boats, in Spanish. Mounted under `review`; review-en.ts has the same keys. */
export const reviewEs = {};
