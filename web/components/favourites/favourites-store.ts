import { api } from '../../lib/api';

/**
 * The logged-in user's favourite boat ids, shared by every heart of the page: loaded once per
 * session with `GET /user/favourite?fields=id`, changed optimistically by the hearts.
 */
export type TFavouritesState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  ids: ReadonlySet<string>;
};

const initial: TFavouritesState = { status: 'idle', ids: new Set() };
let state = initial;
// whose ids these are (see `sessionOwner`): another login starts over
let owner: string | null = null;
// bumped when the session ends: answers for the old one change nothing
let epoch = 0;
// bumped on every load or seed, so only the latest list lands
let loadRun = 0;
const listeners = new Set<() => void>();
// the latest wanted state of boats whose request is in flight: a list loaded meanwhile may predate it
const wanted = new Map<string, boolean>();
const queues = new Map<string, Promise<unknown>>();

function setState(next: TFavouritesState): void {
  state = next;
  for (const listener of listeners) listener();
}

function withBoat(ids: ReadonlySet<string>, boatId: string, on: boolean): Set<string> {
  const next = new Set(ids);
  if (on) next.add(boatId);
  else next.delete(boatId);
  return next;
}

export const favouritesStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): TFavouritesState => state,
  // the server renders every heart empty: it does not know the favourites
  getServerSnapshot: (): TFavouritesState => initial,
};

function reset(): void {
  epoch += 1;
  loadRun += 1;
  owner = null;
  wanted.clear();
  if (state !== initial) setState(initial);
}

/** Sets the ids for a session, keeping what hearts changed while they were on their way. */
export function seedFavourites(sessionOwner: string, ids: string[]): void {
  if (owner !== sessionOwner) reset();
  owner = sessionOwner;
  loadRun += 1;
  let next = new Set(ids);
  for (const [boatId, on] of wanted) next = withBoat(next, boatId, on);
  setState({ status: 'ready', ids: next });
}

/** Loads the ids once per session (null: logged out, forget them). Safe to call on every render. */
export function syncFavourites(sessionOwner: string | null): void {
  if (sessionOwner === null) {
    if (owner !== null || state !== initial) reset();
    return;
  }
  if (owner === sessionOwner && state.status !== 'idle') return;
  if (owner !== sessionOwner) reset();
  owner = sessionOwner;
  void load(sessionOwner);
}

/** Tries again after a failed load (the next click on a heart). */
export function retryFavourites(): void {
  if (owner !== null && state.status === 'error') void load(owner);
}

async function load(sessionOwner: string): Promise<void> {
  const run = ++loadRun;
  setState({ ...state, status: 'loading' });
  try {
    const { ids } = await api.get<{ ids: string[] }>('/user/favourite?fields=id');
    if (run !== loadRun) return;
    seedFavourites(sessionOwner, ids);
    void savePendingIntent();
  } catch {
    if (run === loadRun) setState({ ...state, status: 'error' });
  }
}

/**
 * Saves or removes a boat: the hearts change at once; on failure they change back and the error
 * is thrown for the caller to show. Requests for one boat go in order, so the last click wins.
 */
export async function setFavourite(boatId: string, on: boolean): Promise<void> {
  const session = epoch;
  wanted.set(boatId, on);
  setState({ ...state, ids: withBoat(state.ids, boatId, on) });
  const previous = queues.get(boatId) ?? Promise.resolve();
  const request = previous
    .catch(() => {})
    .then(() => api.request(`/user/favourite/${boatId}`, { method: on ? 'PUT' : 'DELETE' }));
  queues.set(boatId, request);
  try {
    await request;
  } catch (error) {
    const isLatest = queues.get(boatId) === request;
    if (isLatest && session === epoch)
      setState({ ...state, ids: withBoat(state.ids, boatId, !on) });
    throw error;
  } finally {
    if (queues.get(boatId) === request) {
      queues.delete(boatId);
      wanted.delete(boatId);
    }
  }
}

// A heart clicked while logged out: saved once the login that it asked for is done.
const intentLifetimeMs = 5 * 60_000;
let intent: { boatId: string; at: number } | null = null;

export function rememberFavouriteIntent(boatId: string): void {
  intent = { boatId, at: Date.now() };
}

async function savePendingIntent(): Promise<void> {
  const pending = intent;
  intent = null;
  if (!pending || Date.now() - pending.at > intentLifetimeMs) return;
  if (state.ids.has(pending.boatId)) return;
  // best effort: a boat gone meanwhile simply stays unsaved
  await setFavourite(pending.boatId, true).catch(() => {});
}
