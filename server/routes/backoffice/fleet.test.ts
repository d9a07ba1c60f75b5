import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { toQueryDate } from '../../../shared/dates';
import { auditLog, boats, bookings } from '../../../db/schema';
import {
  bearerOf,
  bookingParties,
  createClient,
  createTestBoat,
  daysAhead,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestGroup, groupBody, groupParties, passengers } from '../../testing/group';
import { lastMailTo } from '../../testing/mail';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('back-office fleet: unpublish, publish again, remove', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (id: string, action: 'publish' | 'unpublish', headers?: THeaders) =>
    t.app.inject({ method: 'POST', url: `/api/backoffice/boat/${id}/${action}`, headers });
  const remove = (id: string, headers: THeaders) =>
    t.app.inject({ method: 'DELETE', url: `/api/boat/${id}`, headers });
  const statusOf = async (id: string) =>
    (await t.db.select({ status: boats.status }).from(boats).where(eq(boats.id, id)))[0]!.status;
  // with a date: searches without one are remembered for a few seconds (search-cache.ts)
  const newest = async () =>
    (
      await t.app.inject({
        url: `/api/boat?sort=newest&pageSize=48&start_date=${toQueryDate(daysAhead(90))}&duration=day`,
      })
    )
      .json<{ items: { id: string }[] }>()
      .items.map((i) => i.id);

  it('unpublished: gone from search, sitemap and its public page, bookings kept; published again', async () => {
    const s = await bookingParties(t.app);
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/accept`,
      headers: s.ownerHeaders,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await newest()).toContain(s.boat.id);

    const off = await post(s.boat.id, 'unpublish', s.ownerHeaders);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: s.boat.id, slug: s.boat.slug, status: 'unpublished' });
    expect(await statusOf(s.boat.id)).toBe('unpublished');
    expect(await newest()).not.toContain(s.boat.id);
    expect((await t.app.inject({ url: `/api/boat/${s.boat.slug}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/boat/${s.boat.slug}`, headers: s.client.headers }))
        .statusCode,
    ).toBe(404);
    // its owner still sees it
    expect(
      (await t.app.inject({ url: `/api/boat/${s.boat.slug}`, headers: s.ownerHeaders })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(s.boat.slug);
    const favourite = await t.app.inject({
      method: 'PUT',
      url: `/api/user/favourite/${s.boat.id}`,
      headers: s.client.headers,
    });
    expect(favourite.statusCode).toBe(404);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking!.status).toBe('accepted');
    // twice is harmless; publishing a published boat too
    expect((await post(s.boat.id, 'unpublish', s.ownerHeaders)).statusCode).toBe(200);

    const on = await post(s.boat.id, 'publish', s.ownerHeaders);
    expect(on.statusCode).toBe(200);
    expect(on.json().status).toBe('published');
    expect((await t.app.inject({ url: `/api/boat/${s.boat.slug}` })).statusCode).toBe(200);
    expect(await newest()).toContain(s.boat.id);
    expect((await post(s.boat.id, 'publish', s.ownerHeaders)).statusCode).toBe(200);
  });

  it('409 for a boat that is not listed: drafts, boats in review, rejected, removed', async () => {
    const { owner, boat } = await createTestBoat(t.db, { status: 'pending_review' });
    const headers = await bearerOf(t.app, owner);
    const refused = await post(boat.id, 'unpublish', headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'AA00120',
      message: { en: 'Only a published boat can be unpublished.' },
    });
    const again = await post(boat.id, 'publish', headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AA00121');
    expect(await statusOf(boat.id)).toBe('pending_review');
  });

  it('401 without a token, 403 for a client and another owner, 404 unknown, 400 naming id; admins audited', async () => {
    const { owner, boat } = await createTestBoat(t.db);
    expect((await post(boat.id, 'unpublish')).statusCode).toBe(401);
    const client = await createClient(t.app, null);
    const asClient = await post(boat.id, 'unpublish', client.headers);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().code).toBe('AA00003');
    const { owner: other } = await createTestBoat(t.db);
    const otherHeaders = await bearerOf(t.app, other);
    expect((await post(boat.id, 'unpublish', otherHeaders)).statusCode).toBe(403);
    expect((await post(boat.id, 'publish', otherHeaders)).statusCode).toBe(403);
    expect(await statusOf(boat.id)).toBe('published');
    const unknown = await post('00000000-0000-4000-8000-000000000000', 'unpublish', otherHeaders);
    expect(unknown.statusCode).toBe(404);
    const bad = await post('nope', 'publish', otherHeaders);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toContain('id');

    const admin = await createUser(t.db, { role: 'admin' });
    const adminHeaders = await bearerOf(t.app, admin);
    expect((await post(boat.id, 'unpublish', adminHeaders)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, boat.id), eq(auditLog.action, 'boat.unpublish')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { status: 'published' },
      after: { status: 'unpublished' },
    });
    // the owner's own change is not an admin action
    expect((await post(boat.id, 'publish', await bearerOf(t.app, owner))).statusCode).toBe(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, boat.id));
    expect(entries).toHaveLength(1);
  });

  it('removing rejects the pending private requests and tells their clients', async () => {
    const s = await bookingParties(t.app);
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    const response = await remove(s.boat.id, s.ownerHeaders);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(s.boat.id)).toBe('removed');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'unavailable' });
    expect(await lastMailTo(t.db, s.client.user.email)).toBeTruthy();
  });

  it('removing is refused while a group waits for an answer, or a booking is still to come', async () => {
    const g = await groupParties(t.app);
    await createTestGroup(
      t.app,
      g.creator.headers,
      groupBody(g, { number_of_people: 2, passengers: passengers(2) }),
    );
    const waiting = await remove(g.boat.id, g.ownerHeaders);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      code: 'AA00122',
      message: {
        es: expect.stringContaining('Un grupo espera tu respuesta'),
        en: expect.stringContaining('A group is waiting for your answer'),
      },
    });
    expect(await statusOf(g.boat.id)).toBe('published');

    const s = await bookingParties(t.app);
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/accept`,
      headers: s.ownerHeaders,
    });
    const sold = await remove(s.boat.id, s.ownerHeaders);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('AA00035');

    // an unpublished boat with nothing ahead goes
    const { owner, boat } = await createTestBoat(t.db);
    await t.db.update(boats).set({ status: 'unpublished' }).where(eq(boats.id, boat.id));
    expect((await remove(boat.id, await bearerOf(t.app, owner))).statusCode).toBe(200);
  });
});
