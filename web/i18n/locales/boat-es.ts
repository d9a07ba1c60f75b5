/** The boat page (/{lang}/boats/{slug}) and its price calculator, in Spanish. Mounted under `boatPage`; boat-en.ts has the same keys. */
export const boatEs = {};
