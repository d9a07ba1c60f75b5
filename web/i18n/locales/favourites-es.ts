/** Favourites ('my boats') and the heart button, in Spanish. Mounted under `favourites`; favourites-en.ts has the same keys. */
export const favouritesEs = {};
