import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser, type TUser } from '../../../db/factories';
import { boats, favourites } from '../../../db/schema';
import { bearerOf } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('favourites', () => {
  let t: TTestApp;
  let owner: TUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.db, { role: 'shipowner' });
  });
  afterAll(() => t.close());

  type THeaders = Record<string, string>;
  const bearer = (user: TUser) => bearerOf(t.app, user);
  const put = (headers: THeaders, boatId: string) =>
    t.app.inject({ method: 'PUT', url: `/api/user/favourite/${boatId}`, headers });
  const del = (headers: THeaders, boatId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/favourite/${boatId}`, headers });
  const list = async (headers: THeaders, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/user/favourite${query}`, headers })).json();

  it('adds boats idempotently and lists them as cards, newest first, with their ids', async () => {
    const user = await createUser(t.db);
    const headers = await bearer(user);
    const first = await createBoat(t.db, { ownerId: owner.id, name: 'Tramontana' });
    const second = await createBoat(t.db, { ownerId: owner.id, name: 'Garbí' });
    const added = await put(headers, first.id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ boatId: first.id, isFavourite: true });
    expect((await put(headers, second.id)).statusCode).toBe(200);
    // saving again keeps the first date: the order does not change
    expect((await put(headers, first.id)).json()).toEqual({ boatId: first.id, isFavourite: true });

    const mine = await list(headers, '?lang=en');
    expect(mine.ids).toEqual([second.id, first.id]);
    expect(mine.items.map((card: { name: string }) => card.name)).toEqual(['Garbí', 'Tramontana']);
    expect(mine.items[0]).toMatchObject({
      id: second.id,
      slug: second.slug,
      numberOfPlaces: 8,
      fromPriceCents: 30_000,
    });
    expect(mine.items[0].typeName).toMatch(/\w/);

    const idsOnly = await list(headers, '?fields=id');
    expect(idsOnly).toEqual({ ids: [second.id, first.id] });
  });

  it('removes idempotently, also a boat that was never a favourite', async () => {
    const user = await createUser(t.db);
    const headers = await bearer(user);
    const boat = await createBoat(t.db, { ownerId: owner.id });
    await put(headers, boat.id);
    const removed = await del(headers, boat.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ boatId: boat.id, isFavourite: false });
    expect((await del(headers, boat.id)).statusCode).toBe(200);
    expect((await del(headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(200);
    expect(await list(headers)).toEqual({ ids: [], items: [] });
  });

  it('401 without a token, before looking at the id', async () => {
    const boat = await createBoat(t.db, { ownerId: owner.id });
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/user/favourite' }),
      await put({}, boat.id),
      await del({}, boat.id),
      await put({}, 'not-a-uuid'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'AA00002',
        message: { en: 'You should log in first.' },
      });
    }
  });

  it('404 for an unknown or unpublished boat; 400 naming boatId when it is not a uuid', async () => {
    const headers = await bearer(await createUser(t.db));
    const unknown = await put(headers, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('AA00030');
    for (const status of ['draft', 'pending_review', 'removed'] as const) {
      const hidden = await createBoat(t.db, { ownerId: owner.id, status });
      expect((await put(headers, hidden.id)).statusCode, status).toBe(404);
    }
    const bad = await put(headers, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('boatId');
    expect((await del(headers, '12')).json().fields[0].field).toBe('boatId');
    const badQuery = await t.app.inject({
      method: 'GET',
      url: '/api/user/favourite?fields=name',
      headers,
    });
    expect(badQuery.json().fields[0].field).toBe('fields');
  });

  it('a boat that leaves the site drops out of the list, and comes back with it', async () => {
    const headers = await bearer(await createUser(t.db));
    const boat = await createBoat(t.db, { ownerId: owner.id });
    await put(headers, boat.id);
    await t.db.update(boats).set({ status: 'removed' }).where(eq(boats.id, boat.id));
    expect(await list(headers)).toEqual({ ids: [], items: [] });
    await t.db.update(boats).set({ status: 'published' }).where(eq(boats.id, boat.id));
    expect((await list(headers)).ids).toEqual([boat.id]);
  });

  it("never shows or changes another user's favourites", async () => {
    const alice = await bearer(await createUser(t.db));
    const bob = await bearer(await createUser(t.db));
    const boat = await createBoat(t.db, { ownerId: owner.id });
    await put(alice, boat.id);
    expect(await list(bob)).toEqual({ ids: [], items: [] });
    // Bob removing it touches only his own list
    await del(bob, boat.id);
    expect((await list(alice)).ids).toEqual([boat.id]);
  });

  it('cancelling the account erases its favourites', async () => {
    const user = await createUser(t.db, { password: 'Mistral2026' });
    const headers = await bearer(user);
    await put(headers, (await createBoat(t.db, { ownerId: owner.id })).id);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers,
      payload: { password: 'Mistral2026' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([]);
  });
});
