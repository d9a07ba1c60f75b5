/** The boat search page (/{lang}/boats), in Spanish. Mounted under `search`; search-en.ts has the same keys. */
export const searchEs = {};
