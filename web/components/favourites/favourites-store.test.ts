import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FavouritesStore from './favourites-store';

// a fake API whose answers each test releases by hand
const server = vi.hoisted(() => ({
  ids: [] as string[],
  calls: [] as string[],
  pending: [] as { call: string; settle: (ok: boolean) => void }[],
}));

vi.mock('../../lib/api', () => ({
  api: {
    get: async (path: string) => {
      server.calls.push(`GET ${path}`);
      return { ids: [...server.ids] };
    },
    request: (path: string, init: { method: string }) => {
      const call = `${init.method} ${path}`;
      server.calls.push(call);
      return new Promise((resolve, reject) => {
        server.pending.push({
          call,
          settle: (ok) => (ok ? resolve({}) : reject(new Error('refused'))),
        });
      });
    },
  },
}));

type TStore = typeof FavouritesStore;
let store: TStore;
const ids = () => [...store.favouritesStore.getSnapshot().ids].sort();
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  vi.resetModules();
  server.ids = [];
  server.calls = [];
  server.pending = [];
  store = await import('./favourites-store');
});

describe('favourites store', () => {
  it('loads the ids once per session and forgets them on logout', async () => {
    server.ids = ['a', 'b'];
    store.syncFavourites('client|Ana');
    store.syncFavourites('client|Ana');
    await tick();
    expect(ids()).toEqual(['a', 'b']);
    expect(server.calls).toEqual(['GET /user/favourite?fields=id']);
    store.syncFavourites(null);
    expect(ids()).toEqual([]);
    store.syncFavourites('client|Bea');
    await tick();
    expect(server.calls).toHaveLength(2);
  });

  it('changes at once and changes back when the server refuses', async () => {
    store.seedFavourites('client|Ana', []);
    const saving = store.setFavourite('a', true);
    expect(ids()).toEqual(['a']);
    await tick();
    server.pending[0]!.settle(false);
    await expect(saving).rejects.toThrow('refused');
    expect(ids()).toEqual([]);
  });

  it('sends the clicks of one boat in order; only a failure of the last one undoes', async () => {
    store.seedFavourites('client|Ana', []);
    const add = store.setFavourite('a', true);
    const remove = store.setFavourite('a', false);
    expect(ids()).toEqual([]);
    await tick();
    // the removal waits for the save
    expect(server.pending.map((p) => p.call)).toEqual(['PUT /user/favourite/a']);
    server.pending[0]!.settle(false);
    await expect(add).rejects.toThrow();
    expect(ids()).toEqual([]);
    await tick();
    expect(server.pending[1]!.call).toBe('DELETE /user/favourite/a');
    server.pending[1]!.settle(true);
    await remove;
    expect(ids()).toEqual([]);
  });

  it('a list loaded while a save is on its way keeps the save', async () => {
    store.seedFavourites('client|Ana', []);
    const saving = store.setFavourite('a', true);
    store.seedFavourites('client|Ana', ['b']);
    expect(ids()).toEqual(['a', 'b']);
    await tick();
    server.pending[0]!.settle(true);
    await saving;
    expect(ids()).toEqual(['a', 'b']);
  });

  it('saves the boat whose heart asked for the login, once logged in', async () => {
    store.rememberFavouriteIntent('a');
    store.syncFavourites('client|Ana');
    await tick();
    expect(ids()).toEqual(['a']);
    expect(server.pending.map((p) => p.call)).toEqual(['PUT /user/favourite/a']);
  });
});
