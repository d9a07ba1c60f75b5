import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { boatOccupancy, bookings, degrees, userDegrees } from '../../../db/schema';
import { asc, eq } from 'drizzle-orm';
import {
  bearerOf,
  createClient,
  createTestBoat,
  daysAhead,
  type THeaders,
} from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('bookings: request, list, one', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = (headers: THeaders | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/booking', headers, payload });
  const fieldsOf = (response: { json: () => { fields?: { field: string }[] } }) =>
    response.json().fields?.map((f) => f.field);
  const body = (boatId: string, overrides: Record<string, unknown> = {}) => ({
    boatId,
    start_date: daysAhead(30),
    end_date: daysAhead(31),
    duration: 'days',
    skipper: false,
    people: 4,
    message: 'Family trip',
    ...overrides,
  });

  describe('POST /booking', () => {
    it('201: a pending request with the frozen price in cents, nothing charged', async () => {
      const { boat } = await createTestBoat(t.db);
      const client = await createClient(t.app);
      const before = Date.now();
      const response = await request(client.headers, body(boat.id, { skipper: true }));
      expect(response.statusCode).toBe(201);
      const booking = response.json();
      expect(booking).toMatchObject({
        status: 'pending',
        startDate: daysAhead(30),
        endDate: daysAhead(31),
        duration: 'days',
        slot: null,
        people: 4,
        skipper: true,
        message: 'Family trip',
        offer: null,
        role: 'client',
        boat: {
          id: boat.id,
          slug: boat.slug,
          name: boat.name,
          departureTime: boat.departureTime.slice(0, 5),
          arrivalTime: boat.arrivalTime.slice(0, 5),
        },
        price: {
          days: [
            { date: daysAhead(30), priceCents: 30_000 },
            { date: daysAhead(31), priceCents: 30_000 },
          ],
          boatCents: 60_000,
          skipperCents: 36_000,
          totalCents: 96_000,
          firstPaymentPercent: 30,
          cardFeePercent: 0,
          firstPayment: { baseCents: 28_800, feeCents: 0, amountCents: 28_800 },
          restAtCheckIn: { baseCents: 67_200, feeCents: 0, amountCents: 67_200 },
        },
      });
      // the response window: 24 h from now (departure is a month away)
      const respondBy = Date.parse(booking.respondBy);
      expect(respondBy).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
      expect(respondBy).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row).toMatchObject({ clientId: client.user.id, status: 'pending' });
      expect(row!.during).toBe(`["${daysAhead(30)} 00:00:00","${daysAhead(32)} 00:00:00")`);
    });

    it('a half day with a slot; an American Express card previews its fee', async () => {
      const { boat } = await createTestBoat(t.db, { skipper: 'none' });
      const client = await createClient(t.app, '378282246310005');
      const response = await request(
        client.headers,
        body(boat.id, { duration: 'half_day', end_date: undefined, slot: 'afternoon' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        duration: 'half_day',
        slot: 'afternoon',
        endDate: daysAhead(30),
        skipper: false,
        price: {
          totalCents: 19_000,
          cardFeePercent: 1.5,
          firstPayment: { baseCents: 5_700, feeCents: 86, amountCents: 5_786 },
        },
      });
    });

    it('a mandatory skipper is always included', async () => {
      const { boat } = await createTestBoat(t.db, { skipper: 'mandatory' });
      const client = await createClient(t.app);
      const response = await request(client.headers, body(boat.id, { skipper: false }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ skipper: true, price: { skipperCents: 36_000 } });
    });

    it('401 without a login', async () => {
      const { boat } = await createTestBoat(t.db);
      const response = await request(undefined, body(boat.id));
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('AA00002');
    });

    it('400 naming the field', async () => {
      const { boat } = await createTestBoat(t.db, { skipper: 'none', numberOfPlaces: 6 });
      const client = await createClient(t.app);
      const cases: [Record<string, unknown>, string][] = [
        [body(boat.id, { boatId: undefined }), 'boatId'],
        [body('not-a-uuid'), 'boatId'],
        [body(boat.id, { start_date: '31-12-2030' }), 'start_date'],
        [body(boat.id, { start_date: '2030-02-30' }), 'start_date'],
        [body(boat.id, { people: 0 }), 'people'],
        [body(boat.id, { people: 7 }), 'people'],
        [body(boat.id, { duration: 'week' }), 'duration'],
        [body(boat.id, { skipper: 'yes' }), 'skipper'],
        [body(boat.id, { skipper: true }), 'skipper'],
        [body(boat.id, { duration: 'day', slot: 'morning', end_date: undefined }), 'slot'],
        [body(boat.id, { duration: 'half_day', end_date: undefined }), 'slot'],
        [body(boat.id, { start_date: daysAhead(-1), end_date: daysAhead(1) }), 'start_date'],
        [body(boat.id, { end_date: daysAhead(29) }), 'end_date'],
      ];
      for (const [payload, field] of cases) {
        const response = await request(client.headers, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code).toBe('AA00001');
        expect(fieldsOf(response), JSON.stringify(payload)).toContain(field);
      }
      const minDays = await createTestBoat(t.db, { minDays: 3 });
      const short = await request(client.headers, body(minDays.boat.id));
      expect(short.statusCode).toBe(400);
      expect(fieldsOf(short)).toContain('end_date');
    });

    it('404 for a boat that is not published', async () => {
      const { boat } = await createTestBoat(t.db, { status: 'pending_review' });
      const client = await createClient(t.app);
      expect((await request(client.headers, body(boat.id))).json().code).toBe('AA00030');
      expect((await request(client.headers, body(unknownId))).statusCode).toBe(404);
    });

    it('422: your own boat, no card on file', async () => {
      const { owner, boat } = await createTestBoat(t.db);
      const own = await request(await bearerOf(t.app, owner), body(boat.id));
      expect(own.statusCode).toBe(422);
      expect(own.json().code).toBe('AA00053');
      const noCard = await createClient(t.app, null);
      const response = await request(noCard.headers, body(boat.id));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'AA00047',
        message: { en: 'You should add a card.' },
      });
    });

    it('422 without the required licence, unless with a skipper; a higher licence will do', async () => {
      const levels = await t.db.select().from(degrees).orderBy(asc(degrees.level));
      const required = levels[1]!;
      const { boat } = await createTestBoat(t.db, { requiredDegreeId: required.id });
      const client = await createClient(t.app);
      const refused = await request(client.headers, body(boat.id));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('AA00054');
      expect(refused.json().message.en).toMatch(/skipper/);
      const withSkipper = await request(client.headers, body(boat.id, { skipper: true }));
      expect(withSkipper.statusCode).toBe(201);

      const lower = await createClient(t.app);
      await t.db.insert(userDegrees).values({ userId: lower.user.id, degreeId: levels[0]!.id });
      expect(
        (
          await request(
            lower.headers,
            body(boat.id, { start_date: daysAhead(40), end_date: daysAhead(40) }),
          )
        ).statusCode,
      ).toBe(422);
      const higher = await createClient(t.app);
      await t.db.insert(userDegrees).values({ userId: higher.user.id, degreeId: levels[2]!.id });
      const ok = await request(
        higher.headers,
        body(boat.id, { start_date: daysAhead(40), end_date: daysAhead(40) }),
      );
      expect(ok.statusCode).toBe(201);
    });

    it('409 when the boat is taken on those dates', async () => {
      const { owner, boat } = await createTestBoat(t.db);
      await t.db.insert(boatOccupancy).values({
        boatId: boat.id,
        kind: 'blocked',
        during: `[${daysAhead(31)} 00:00:00,${daysAhead(32)} 00:00:00)`,
        createdBy: owner.id,
      });
      const client = await createClient(t.app);
      const response = await request(client.headers, body(boat.id));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('AA00052');
      // the day before is free
      const free = await request(
        client.headers,
        body(boat.id, { duration: 'day', start_date: daysAhead(30), end_date: undefined }),
      );
      expect(free.statusCode).toBe(201);
    });
  });

  describe('GET /booking and /booking/{id}', () => {
    it('lists mine as a client and, with as=owner, the requests for my boats', async () => {
      const { owner, boat } = await createTestBoat(t.db);
      const a = await createClient(t.app);
      const b = await createClient(t.app);
      const first = (await request(a.headers, body(boat.id))).json();
      const second = (await request(b.headers, body(boat.id))).json();

      const mine = await t.app.inject({ url: '/api/booking', headers: a.headers });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().items.map((i: { id: string }) => i.id)).toEqual([first.id]);

      const ownerHeaders = await bearerOf(t.app, owner);
      const asOwner = await t.app.inject({ url: '/api/booking?as=owner', headers: ownerHeaders });
      expect(asOwner.json().items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
      expect(asOwner.json().items[0].role).toBe('owner');
      const asClient = await t.app.inject({ url: '/api/booking', headers: ownerHeaders });
      expect(asClient.json().items).toEqual([]);
      // an admin's back office lists every boat's requests
      const admin = await bearerOf(t.app, await createUser(t.db, { role: 'admin' }));
      const asAdmin = await t.app.inject({ url: '/api/booking?as=owner', headers: admin });
      const seen = asAdmin.json().items.map((i: { id: string; role: string }) => [i.id, i.role]);
      expect(seen).toEqual(
        expect.arrayContaining([
          [first.id, 'admin'],
          [second.id, 'admin'],
        ]),
      );

      const bad = await t.app.inject({ url: '/api/booking?as=boss', headers: ownerHeaders });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toContain('as');
      expect((await t.app.inject({ url: '/api/booking' })).statusCode).toBe(401);
    });

    it('one booking for its client, the owner and an admin; 404 for anyone else', async () => {
      const { owner, boat } = await createTestBoat(t.db);
      const client = await createClient(t.app);
      const { id } = (await request(client.headers, body(boat.id))).json();
      const get = (headers?: THeaders, bookingId = id) =>
        t.app.inject({ url: `/api/booking/${bookingId}`, headers });

      expect((await get(client.headers)).json()).toMatchObject({ id, role: 'client' });
      expect((await get(await bearerOf(t.app, owner))).json()).toMatchObject({ role: 'owner' });
      const admin = await createUser(t.db, { role: 'admin' });
      expect((await get(await bearerOf(t.app, admin))).json()).toMatchObject({ role: 'admin' });

      const stranger = await createClient(t.app);
      const hidden = await get(stranger.headers);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().code).toBe('AA00050');
      expect((await get(client.headers, unknownId)).statusCode).toBe(404);
      const bad = await get(client.headers, 'nope');
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toContain('id');
      expect((await get(undefined)).statusCode).toBe(401);
    });
  });

  it('documents every booking call in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/booking',
        '/api/booking/{id}',
        '/api/booking/{id}/accept',
        '/api/booking/{id}/reject',
        '/api/booking/{id}/cancel',
        '/api/booking/{id}/offer',
        '/api/booking/{id}/offer/accept',
        '/api/booking/{id}/check-in',
      ]),
    );
    expect(doc.paths['/api/booking'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/booking/{id}/check-in'].post.summary).toContain('balance');
    const offerAccept = doc.paths['/api/booking/{id}/offer/accept'].post;
    expect(JSON.stringify(offerAccept.requestBody)).toContain('offeredAt');
  });
});
