import type { coreEs } from './core-es';
import type { es } from './es';

type TDeepString<T> = { [K in keyof T]: T[K] extends string ? string : TDeepString<T[K]> };

/** The shape every language's catalogue must have: the keys of the Spanish one. */
export type TCatalog = TDeepString<typeof es>;

/** The always-loaded part of a catalogue: the keys of the Spanish core. */
export type TCoreCatalog = TDeepString<typeof coreEs>;
