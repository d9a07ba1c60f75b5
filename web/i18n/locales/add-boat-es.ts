/** The add-boat wizard (/{lang}/add-boat) and owners' boat management, in Spanish. Mounted under `addBoat`; add-boat-en.ts has the same keys. */
export const addBoatEs = {};
