import { useEffect, useRef, useState } from 'react';
import type { TBoatCard } from '../../../shared/dto/cards';

/**
 * The boat whose heart was last turned off on this page (for the undo), found by comparing the
 * shared ids before and after: the hearts know nothing about the list they sit in.
 */
export function useRemovedBoat(
  items: TBoatCard[],
  ids: ReadonlySet<string>,
  isReady: boolean,
): [TBoatCard | null, () => void] {
  const [removed, setRemoved] = useState<TBoatCard | null>(null);
  const previous = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = isReady ? ids : null;
    if (!before || !isReady) return;
    const gone = items.find((boat) => before.has(boat.id) && !ids.has(boat.id));
    if (gone) setRemoved(gone);
  }, [items, ids, isReady]);
  // saved again (undo, or a failed removal put back): nothing left to undo
  const current = removed && !ids.has(removed.id) ? removed : null;
  return [current, () => setRemoved(null)];
}
