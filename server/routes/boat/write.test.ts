import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import {
  boatDrafts,
  boatEquipment,
  boatOccupancy,
  boatPictures,
  boatPrices,
  boats,
  degrees,
} from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { occupancyRange } from '../../../shared/occupancy';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { bearerFor, boatForm, fieldNames, uploadPictures } from '../backoffice/testing';

describe('submitting, editing and removing boats', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function submitter() {
    const user = await createUser(t.db);
    const headers = await bearerFor(t, user);
    return { user, headers, gallery: await uploadPictures(t, headers) };
  }

  it('POST /boat stores the whole boat pending review, in cents, and drops the draft', async () => {
    const { user, headers, gallery } = await submitter();
    await t.db.insert(boatDrafts).values({ userId: user.id, step: 3, data: { name: 'Brisa' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      headers,
      payload: boatForm(gallery, {
        seasons: [{ start_date: '2026-05-15', end_date: '2026-06-30', season: 'high' }],
        plans: ['sunset', 'coves-and-snorkel'],
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ slug: 'brisa-barcelona', status: 'pending_review' });

    const [boat] = await t.db.select().from(boats).where(eq(boats.id, body.id));
    const [per] = await t.db.select().from(degrees).where(eq(degrees.slug, 'per'));
    expect(boat).toMatchObject({
      ownerId: user.id,
      status: 'pending_review',
      lat: 41.377,
      lon: 2.186,
      skipperPriceCents: 18_000,
      fuelPricePerHourCents: 2_500,
      depositCents: null,
      fromPriceCents: 30_000,
      requiredDegreeId: per!.id,
      departureTime: '10:00:00',
      publishedAt: null,
    });
    expect(boat!.submittedAt).toBeInstanceOf(Date);
    const prices = await t.db
      .select()
      .from(boatPrices)
      .where(eq(boatPrices.boatId, body.id))
      .orderBy(asc(boatPrices.season));
    expect(prices.map((p) => [p.season, p.dayPriceCents, p.halfDayPriceCents])).toEqual([
      ['high', 45_000, 28_050],
      ['mid', 38_000, null],
      ['low', 30_000, null],
    ]);
    const pictures = await t.db
      .select()
      .from(boatPictures)
      .where(eq(boatPictures.boatId, body.id))
      .orderBy(asc(boatPictures.position));
    expect(pictures.map((p) => p.assetId)).toEqual(gallery);
    expect(
      await t.db.select().from(boatEquipment).where(eq(boatEquipment.boatId, body.id)),
    ).toHaveLength(3);
    expect(await t.db.select().from(boatDrafts).where(eq(boatDrafts.userId, user.id))).toEqual([]);

    // the same name again gets its own slug
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      headers,
      payload: boatForm(await uploadPictures(t, headers)),
    });
    expect(again.json().slug).toBe('brisa-barcelona-2');
  });

  it('POST /boat: 401 without a token, 400 naming the field', async () => {
    const { headers, gallery } = await submitter();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      payload: boatForm(gallery),
    });
    expect(anonymous.statusCode).toBe(401);

    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/boat', headers, payload: payload as object });
    const badPrice = boatForm(gallery);
    badPrice.prices.high = { day: '12.345', half_day: '' };
    const price = await post(badPrice);
    expect(price.statusCode).toBe(400);
    expect(price.json().code).toBe('AA00001');
    expect(fieldNames(price.json())).toEqual(['prices.high.day']);

    expect(fieldNames((await post(boatForm(gallery, { harbour: 'atlantis' }))).json())).toEqual([
      'harbour',
    ]);
    expect(fieldNames((await post(boatForm(gallery, { boat_type: 'submarine' }))).json())).toEqual([
      'boat_type',
    ]);
    const gear = boatForm(gallery, {
      equipment: { outdoor: ['bimini'], electronic: ['bimini'], other: [] },
    });
    expect(fieldNames((await post(gear)).json())).toEqual(['equipment.electronic.0']);
    expect(
      fieldNames((await post(boatForm(gallery, { plans: ['sunset', 'moon'] }))).json()),
    ).toEqual(['plans.1']);
    expect(
      fieldNames((await post(boatForm(gallery, { required_titling: 'pilot' }))).json()),
    ).toEqual(['required_titling']);
    expect(fieldNames((await post(boatForm(gallery.slice(0, 2)))).json())).toEqual(['gallery']);
  });

  it("POST /boat refuses someone else's pictures, and pictures not confirmed", async () => {
    const { headers } = await submitter();
    const other = await submitter();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      headers,
      payload: boatForm(other.gallery),
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldNames(foreign.json())).toEqual(['gallery']);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/asset/generate-signed-url',
      headers,
      payload: { kind: 'boat_picture', contentType: 'image/jpeg', size: 1000 },
    });
    const mine = await uploadPictures(t, headers, 2);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      headers,
      payload: boatForm([...mine, ticket.json().id]),
    });
    expect(fieldNames(pending.json())).toEqual(['gallery']);
  });

  it('GET /boat/:id/form gives the wizard values back; 403 for another user, 404 unknown', async () => {
    const { user, headers, gallery } = await submitter();
    const form = boatForm(gallery, { deposit: '500', skipper: 'mandatory' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/boat',
      headers,
      payload: form,
    });
    const { id } = created.json();
    const res = await t.app.inject({ url: `/api/boat/${id}/form`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending_review',
      name: 'Brisa',
      harbour: 'marina-port-vell',
      boat_type: 'sailboat',
      required_titling: 'per',
      deposit: '500.00',
      skipper_price: '180.00',
      gallery,
      prices: { high: { day: '450.00', half_day: '280.50' }, mid: { day: '380.00', half_day: '' } },
      equipment: { outdoor: ['bimini', 'swim-ladder'], electronic: ['vhf-radio'], other: [] },
    });
    // what the wizard gets back, it can save again unchanged
    const roundTrip = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${id}`,
      headers,
      payload: res.json(),
    });
    expect(roundTrip.statusCode).toBe(200);
    const again = await t.app.inject({ url: `/api/boat/${id}/form`, headers });
    expect(again.json()).toEqual(res.json());

    const other = await bearerFor(t, await createUser(t.db, { role: 'shipowner' }));
    expect((await t.app.inject({ url: `/api/boat/${id}/form`, headers: other })).statusCode).toBe(
      403,
    );
    const admin = await bearerFor(t, await createUser(t.db, { role: 'admin' }));
    expect((await t.app.inject({ url: `/api/boat/${id}/form`, headers: admin })).statusCode).toBe(
      200,
    );
    const unknown = await t.app.inject({
      url: '/api/boat/00000000-0000-4000-8000-000000000000/form',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/boat/${id}/form` })).statusCode).toBe(401);
    expect(user.role).toBe('client');
  });

  it('PUT /boat/:id: the owner edits, another owner gets 403, a rejected boat is queued again', async () => {
    const { headers, gallery } = await submitter();
    const { id, slug } = (
      await t.app.inject({ method: 'POST', url: '/api/boat', headers, payload: boatForm(gallery) })
    ).json();
    const reordered = [gallery[2]!, gallery[0]!, ...(await uploadPictures(t, headers, 1))];
    const edit = boatForm(reordered, {
      name: 'Brisa Nueva',
      prices: {
        high: { day: '500', half_day: '' },
        mid: { day: '400', half_day: '' },
        low: { day: '250.5', half_day: '' },
      },
      equipment: { outdoor: [], electronic: [], other: [] },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${id}`,
      headers,
      payload: edit,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, slug, status: 'pending_review' });
    const [boat] = await t.db.select().from(boats).where(eq(boats.id, id));
    expect(boat).toMatchObject({ name: 'Brisa Nueva', fromPriceCents: 25_050 });
    const pictures = await t.db
      .select()
      .from(boatPictures)
      .where(eq(boatPictures.boatId, id))
      .orderBy(asc(boatPictures.position));
    expect(pictures.map((p) => p.assetId)).toEqual(reordered);
    expect(await t.db.select().from(boatEquipment).where(eq(boatEquipment.boatId, id))).toEqual([]);

    const otherOwner = await bearerFor(t, await createUser(t.db, { role: 'shipowner' }));
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${id}`,
      headers: otherOwner,
      payload: edit,
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/boat/${id}`, payload: edit });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/boat/00000000-0000-4000-8000-000000000000',
      headers,
      payload: edit,
    });
    expect(unknown.statusCode).toBe(404);

    await t.db
      .update(boats)
      .set({ status: 'rejected', rejectionReason: 'Las fotos están borrosas.' })
      .where(eq(boats.id, id));
    const resent = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${id}`,
      headers,
      payload: edit,
    });
    expect(resent.json().status).toBe('pending_review');
  });

  it('PUT /boat/:id keeps a published boat published, lets an admin edit, refuses a removed one', async () => {
    const owner = await createUser(t.db, { role: 'shipowner' });
    const boat = await createBoat(t.db, { ownerId: owner.id });
    const headers = await bearerFor(t, owner);
    const gallery = await uploadPictures(t, headers);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${boat.id}`,
      headers,
      payload: boatForm(gallery),
    });
    expect(res.json()).toMatchObject({ status: 'published', slug: boat.slug });
    // the admin edits with the owner's pictures already on the boat, and one of their own
    const admin = await bearerFor(t, await createUser(t.db, { role: 'admin' }));
    const mixed = [...gallery.slice(0, 2), ...(await uploadPictures(t, admin, 1))];
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${boat.id}`,
      headers: admin,
      payload: boatForm(mixed, { name: 'Revisado' }),
    });
    expect(byAdmin.statusCode).toBe(200);
    await t.db.update(boats).set({ status: 'removed' }).where(eq(boats.id, boat.id));
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/boat/${boat.id}`,
      headers,
      payload: boatForm(gallery),
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('AA00037');
  });

  it('DELETE /boat/:id removes softly, refuses future bookings, 403 for another owner', async () => {
    const owner = await createUser(t.db, { role: 'shipowner' });
    const headers = await bearerFor(t, owner);
    const free = await createBoat(t.db, { ownerId: owner.id });
    const booked = await createBoat(t.db, { ownerId: owner.id });
    const today = todayInMadrid();
    // a past booking does not hold the boat back; a future one does
    await t.db.insert(boatOccupancy).values([
      { boatId: free.id, kind: 'booking', during: occupancyRange(addDays(today, -30), '', 'day') },
      { boatId: free.id, kind: 'blocked', during: occupancyRange(addDays(today, 10), '', 'day') },
      { boatId: booked.id, kind: 'booking', during: occupancyRange(addDays(today, 10), '', 'day') },
    ]);

    const other = await bearerFor(t, await createUser(t.db, { role: 'shipowner' }));
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/boat/${free.id}`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/boat/${free.id}` })).statusCode).toBe(
      401,
    );

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/boat/${booked.id}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'AA00035',
      message: { es: expect.stringContaining('Esta embarcación tiene reservas futuras aceptadas') },
    });

    const ok = await t.app.inject({ method: 'DELETE', url: `/api/boat/${free.id}`, headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: free.id, status: 'removed' });
    const [row] = await t.db.select().from(boats).where(eq(boats.id, free.id));
    expect(row!.status).toBe('removed');
    // removing twice is harmless; unknown is 404
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/boat/${free.id}`, headers })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/boat/00000000-0000-4000-8000-000000000000',
          headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
