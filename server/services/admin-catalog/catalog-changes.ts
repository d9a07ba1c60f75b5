import type { TDbOrTx } from '../../../db/client';
import { forgetPlaceRows } from '../search/resolve-place';

type TListener = () => void;

const listeners = new WeakMap<object, Set<TListener>>();

/**
 * Who keeps catalogues in memory (the web pages' option lists, the place rows of the search)
 * subscribes here, per database, and forgets them when an admin changes a catalogue: the public
 * lists show the change at once in this process. Other processes catch up when their short
 * memories expire (docs/decisions/0034-admin-catalogues-and-figures.md).
 */
export function onCatalogChange(db: object, listener: TListener): () => void {
  const set = listeners.get(db) ?? new Set<TListener>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the subscribers of a database that a catalogue changed (after the commit). */
export function notifyCatalogChange(db: TDbOrTx): void {
  forgetPlaceRows(db);
  for (const listener of listeners.get(db) ?? []) listener();
}
