import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser, type TUser } from '../../../db/factories';
import { auditLog, boats, users } from '../../../db/schema';
import { lastMailTo } from '../../testing/mail';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { bearerFor, boatForm, fieldNames, uploadPictures } from './testing';

describe('back-office boats and the admin review', () => {
  let t: TTestApp;
  let admin: TUser;
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', locale: 'en' });
    adminHeaders = await bearerFor(t, admin);
  });
  afterAll(() => t.close());

  /** A client submits a boat through the API, with their own uploaded pictures. */
  async function submitted(name: string, locale: 'es' | 'en' = 'es') {
    const client = await createUser(t.db, { locale, name: 'Lucía' });
    const headers = await bearerFor(t, client);
    const gallery = await uploadPictures(t, headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      headers,
      payload: boatForm(gallery, { name }),
    });
    expect(res.statusCode).toBe(201);
    return { client, headers, gallery, boat: res.json<{ id: string; slug: string }>() };
  }

  const review = (status = 'pending_review', headers = adminHeaders) =>
    t.app.inject({ url: `/api/backoffice/admin/boat?status=${status}&pageSize=100`, headers });
  const approve = (id: string, headers = adminHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/backoffice/admin/boat/${id}/approve`, headers });
  const reject = (id: string, reason: unknown, headers = adminHeaders) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/boat/${id}/reject`,
      headers,
      payload: { reason },
    });

  it('submit → pending → approve: public, and the client is now a shipowner', async () => {
    const { client, boat, gallery } = await submitted('Alisio');
    expect(admin.locale).toBe('en');
    expect((await lastMailTo(t.db, admin.email))?.subject).toBe('New boat to review: Alisio');
    // not public while it waits
    expect((await t.app.inject({ url: `/api/boat/${boat.slug}` })).statusCode).toBe(404);

    const queue = await review();
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((b: { id: string }) => b.id === boat.id);
    expect(item).toMatchObject({
      name: 'Alisio',
      status: 'pending_review',
      coverPictureId: gallery[0],
      pictureIds: gallery,
      type: { slug: 'sailboat', name: { es: 'Velero', en: 'Sailboat' } },
      harbour: { slug: 'marina-port-vell', name: 'Marina Port Vell', destination: 'Barcelona' },
      fromPriceCents: 30_000,
      owner: { id: client.id, email: client.email, role: 'client' },
      prices: { high: { dayCents: 45_000, halfDayCents: 28_050 } },
      facts: { manufacturer: 'Beneteau', year: 2018, lengthM: 11.5, equipmentCount: 3 },
    });
    expect(item.submittedAt).toEqual(expect.any(String));
    expect(queue.json().counts.pending_review).toBeGreaterThanOrEqual(1);

    const res = await approve(boat.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: boat.id, status: 'published', ownerRole: 'shipowner' });
    const [row] = await t.db.select().from(boats).where(eq(boats.id, boat.id));
    expect(row).toMatchObject({ status: 'published', reviewedBy: admin.id });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    const [owner] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(owner!.role).toBe('shipowner');
    expect((await t.app.inject({ url: `/api/boat/${boat.slug}` })).statusCode).toBe(200);

    const mail = await lastMailTo(t.db, client.email);
    expect(mail?.subject).toBe('Alisio ya está publicado en Marea');
    expect(mail?.text).toContain(`/es/boats/${boat.slug}`);
    expect(mail?.text).toContain('armador');

    // the approval is in the audit log, which cannot be edited afterwards
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, boat.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'boat.approve',
        targetType: 'boat',
        before: { status: 'pending_review' },
        after: { status: 'published', ownerPromoted: true },
      }),
    ]);
    await expect(
      t.db.update(auditLog).set({ reason: 'x' }).where(eq(auditLog.id, audit[0]!.id)),
    ).rejects.toThrow();

    // reviewing twice is a conflict
    expect((await approve(boat.id)).json().code).toBe('AA00036');
    expect((await approve(boat.id)).statusCode).toBe(409);
    expect((await reject(boat.id, 'Demasiado tarde para esto.')).statusCode).toBe(409);
  });

  it('reject with a reason: mailed to the submitter in their language; editing sends it back', async () => {
    const { client, boat, headers, gallery } = await submitted('Gregal', 'en');
    const reason = 'The pictures are blurry: please upload sharper ones of the deck.';
    const res = await reject(boat.id, `  ${reason} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', ownerRole: 'client' });
    const [row] = await t.db.select().from(boats).where(eq(boats.id, boat.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, boat.id));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'boat.reject', reason });

    const mail = await lastMailTo(t.db, client.email);
    expect(mail?.subject).toBe('Gregal needs changes before it goes live');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/en/backoffice/boats/${boat.id}/edit`);

    const rejected = (await review('rejected')).json().items.map((b: { id: string }) => b.id);
    expect(rejected).toContain(boat.id);

    // the owner sees the reason in their fleet, fixes the boat, and it is queued again
    const mine = await t.app.inject({ url: '/api/backoffice/boat', headers });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ id: boat.id, status: 'rejected', rejectionReason: reason }),
    ]);
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${boat.id}`,
      headers,
      payload: boatForm(gallery, { name: 'Gregal' }),
    });
    expect(fixed.json().status).toBe('pending_review');
    const pending = (await review()).json().items.map((b: { id: string }) => b.id);
    expect(pending).toContain(boat.id);
  });

  it('reject needs a reason of 10 to 1000 characters', async () => {
    const { boat } = await submitted('Levante');
    for (const reason of [undefined, '', 'Too short', 'x'.repeat(1001)]) {
      const res = await reject(boat.id, reason);
      expect(res.statusCode).toBe(400);
      expect(fieldNames(res.json())).toEqual(['reason']);
    }
  });

  it('admin only: 401 without a token, 403 for clients and shipowners, 404 unknown', async () => {
    const { boat, headers } = await submitted('Poniente');
    const owner = await bearerFor(t, await createUser(t.db, { role: 'shipowner' }));
    for (const h of [headers, owner]) {
      expect((await review('pending_review', h)).statusCode).toBe(403);
      expect((await approve(boat.id, h)).statusCode).toBe(403);
      expect((await reject(boat.id, 'No me gusta nada este barco.', h)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/backoffice/admin/boat' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/backoffice/admin/boat/${boat.id}/approve` }))
        .statusCode,
    ).toBe(401);
    const unknown = await approve('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(fieldNames((await review('sunk')).json())).toEqual(['status']);
    // a token that still says admin after the role was taken away
    const demoted = await createUser(t.db, { role: 'admin' });
    const stale = await bearerFor(t, demoted);
    await t.db.update(users).set({ role: 'client' }).where(eq(users.id, demoted.id));
    expect((await approve(boat.id, stale)).statusCode).toBe(403);
    expect((await t.db.select().from(boats).where(eq(boats.id, boat.id)))[0]!.status).toBe(
      'pending_review',
    );
  });

  it("GET /backoffice/boat: the owner's fleet in any status; admins see all or one owner's", async () => {
    const owner = await createUser(t.db, { role: 'shipowner' });
    const headers = await bearerFor(t, owner);
    const live = await createBoat(t.db, { ownerId: owner.id, name: 'Mestral' });
    const gone = await createBoat(t.db, { ownerId: owner.id, status: 'removed' });
    const someoneElse = await createBoat(t.db, { ownerId: admin.id });

    const mine = await t.app.inject({ url: '/api/backoffice/boat', headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, page: 1, pageSize: 24 });
    expect(mine.json().items[0]).toMatchObject({
      id: live.id,
      name: 'Mestral',
      status: 'published',
      fromPriceCents: 30_000,
      owner: { id: owner.id },
    });
    const removed = await t.app.inject({ url: '/api/backoffice/boat?status=removed', headers });
    expect(removed.json().items.map((b: { id: string }) => b.id)).toEqual([gone.id]);

    const foreign = await t.app.inject({
      url: `/api/backoffice/boat?owner=${admin.id}`,
      headers,
    });
    expect(foreign.statusCode).toBe(403);

    const all = await t.app.inject({
      url: '/api/backoffice/boat?pageSize=100',
      headers: adminHeaders,
    });
    const ids = all.json().items.map((b: { id: string }) => b.id);
    expect(ids).toEqual(expect.arrayContaining([live.id, someoneElse.id]));
    const one = await t.app.inject({
      url: `/api/backoffice/boat?owner=${owner.id}`,
      headers: adminHeaders,
    });
    expect(one.json().items.map((b: { id: string }) => b.id)).toEqual([live.id]);
    expect((await t.app.inject({ url: '/api/backoffice/boat' })).statusCode).toBe(401);
    expect(
      fieldNames((await t.app.inject({ url: '/api/backoffice/boat?pageSize=0', headers })).json()),
    ).toEqual(['pageSize']);
  });
});
