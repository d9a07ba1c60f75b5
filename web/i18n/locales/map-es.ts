/** The sea map component, in Spanish. Mounted under `map`; map-en.ts has the same keys. */
export const mapEs = {};
