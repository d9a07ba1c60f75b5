import { useEffect, useSyncExternalStore } from 'react';
import type { TSessionUser } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { favouritesStore, syncFavourites, type TFavouritesState } from './favourites-store';

/**
 * Who the favourites belong to: it changes with the login (role and name cookies), which is
 * enough to drop one user's hearts when another logs in on the same page.
 */
export function sessionOwnerOf(user: TSessionUser | null): string | null {
  return user ? `${user.role}|${user.name ?? ''}` : null;
}

/** The shared favourite ids, loaded once when someone is logged in (never for visitors). */
export function useFavourites(): { owner: string | null; state: TFavouritesState } {
  const owner = sessionOwnerOf(useSession().user);
  const state = useSyncExternalStore(
    favouritesStore.subscribe,
    favouritesStore.getSnapshot,
    favouritesStore.getServerSnapshot,
  );
  useEffect(() => syncFavourites(owner), [owner]);
  return { owner, state };
}
