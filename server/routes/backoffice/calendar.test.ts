import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import { auditLog, boatCalendarImports, boatOccupancy, boats } from '../../../db/schema';
import { toQueryDate } from '../../../shared/dates';
import {
  bearerOf,
  bookingParties,
  createClient,
  createTestBoat,
  daysAhead,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestGroup, groupBody, groupParties } from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { fieldNames } from './testing';

describe('back-office calendar: stretches, blocks, prices and seasons', () => {
  let t: TTestApp;
  let owner: TUser;
  let ownerHeaders: THeaders;
  let boat: { id: string; name: string; slug: string };
  let other: { owner: TUser; headers: THeaders; boat: { id: string } };
  let clientHeaders: THeaders;
  let adminHeaders: THeaders;

  beforeAll(async () => {
    t = await createTestApp();
    const parties = await bookingParties(t.app);
    owner = parties.owner;
    ownerHeaders = parties.ownerHeaders;
    boat = parties.boat;
    const second = await createTestBoat(t.db);
    other = { ...second, headers: await bearerOf(t.app, second.owner) };
    clientHeaders = parties.client.headers;
    adminHeaders = await bearerOf(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const calendar = (query: string, headers: THeaders | null = ownerHeaders) =>
    t.app.inject({ url: `/api/backoffice/calendar?${query}`, headers: headers ?? undefined });
  const block = (boatId: string, payload: unknown, headers: THeaders | null = ownerHeaders) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/boat/${boatId}/block`,
      headers: headers ?? undefined,
      payload: payload as Record<string, unknown>,
    });
  const unblock = (boatId: string, blockId: string, headers: THeaders | null = ownerHeaders) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/backoffice/boat/${boatId}/block/${blockId}`,
      headers: headers ?? undefined,
    });
  const put = (
    path: string,
    boatId: string,
    payload: unknown,
    headers: THeaders | null = ownerHeaders,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/boat/${boatId}/${path}`,
      headers: headers ?? undefined,
      payload: payload as Record<string, unknown>,
    });
  const window = (from = 0, to = 90) => `from=${daysAhead(from)}&to=${daysAhead(to)}`;

  describe('GET /backoffice/calendar', () => {
    it("lists the owner's boats with requests, bookings, group days and blocks", async () => {
      const pendingId = await requestBooking(t.app, clientHeaders, boat.id, {
        start_date: daysAhead(40),
        end_date: daysAhead(41),
      });
      const acceptedId = await requestBooking(t.app, clientHeaders, boat.id, {
        start_date: daysAhead(50),
        duration: 'half_day',
        slot: 'afternoon',
      });
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/booking/${acceptedId}/accept`,
        headers: ownerHeaders,
      });
      expect(accepted.statusCode).toBe(200);
      const blocked = await block(boat.id, {
        start_date: daysAhead(60),
        end_date: daysAhead(62),
        note: 'Varadero',
      });
      expect(blocked.statusCode).toBe(201);

      const res = await calendar(window());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ from: daysAhead(0), to: daysAhead(90), total: 1 });
      expect(body.boats).toHaveLength(1);
      const mine = body.boats[0];
      expect(mine).toMatchObject({
        id: boat.id,
        name: boat.name,
        owner: { id: owner.id },
        prices: { high: { dayCents: 30_000, halfDayCents: 19_000 }, skipperPriceCents: 18_000 },
        seasons: [],
        groups: [],
      });
      expect(mine.bookings).toEqual([
        expect.objectContaining({
          id: pendingId,
          status: 'pending',
          start_date: daysAhead(40),
          end_date: daysAhead(41),
          duration: 'days',
          slot: null,
          people: 2,
          totalCents: 60_000,
          clientFirstName: expect.any(String),
          respondBy: expect.any(String),
        }),
        expect.objectContaining({
          id: acceptedId,
          status: 'accepted',
          duration: 'half_day',
          slot: 'afternoon',
          totalCents: 19_000,
        }),
      ]);
      expect(mine.blocks).toEqual([
        {
          id: blocked.json().id,
          start_date: daysAhead(60),
          end_date: daysAhead(62),
          slot: null,
          note: 'Varadero',
          importId: null,
          importName: null,
        },
      ]);
      // outside the window: nothing
      expect((await calendar(window(70, 80))).json().boats[0].bookings).toEqual([]);
    });

    it('shows group days and imported blocks, named by their import', async () => {
      const parties = await groupParties(t.app);
      const group = await createTestGroup(
        t.app,
        parties.creator.headers,
        groupBody(parties, { date: daysAhead(35) }),
      );
      const [feed] = await t.db
        .insert(boatCalendarImports)
        .values({ boatId: parties.boat.id, url: 'https://example.com/cal.ics', name: 'Airbnb' })
        .returning();
      await t.db.insert(boatOccupancy).values({
        boatId: parties.boat.id,
        kind: 'blocked',
        during: `[${daysAhead(45)} 09:00:00,${daysAhead(46)} 11:00:00)`,
        importId: feed!.id,
        externalUid: 'evt-1',
      });
      const res = await calendar(window(), parties.ownerHeaders);
      const [row] = res.json().boats;
      expect(row.groups).toEqual([
        expect.objectContaining({ id: group.id, date: daysAhead(35), status: 'open' }),
      ]);
      expect(row.blocks).toEqual([
        expect.objectContaining({
          start_date: daysAhead(45),
          end_date: daysAhead(46),
          importId: feed!.id,
          importName: 'Airbnb',
        }),
      ]);
      // an imported block goes only with its import
      const refused = await unblock(parties.boat.id, row.blocks[0].id, parties.ownerHeaders);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('AA00102');
    });

    it('an admin reads any boat; a boat of another owner is 404 for an owner', async () => {
      const res = await calendar(`${window()}&boatId=${other.boat.id}`, adminHeaders);
      expect(res.statusCode).toBe(200);
      expect(res.json().boats.map((b: { id: string }) => b.id)).toEqual([other.boat.id]);
      const all = await calendar(`${window()}&pageSize=100`, adminHeaders);
      expect(all.json().total).toBeGreaterThanOrEqual(2);

      const foreign = await calendar(`${window()}&boatId=${other.boat.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('AA00038');
    });

    it('401 without a token, 403 for a client, 400 naming the field', async () => {
      expect((await calendar(window(), null)).statusCode).toBe(401);
      const client = await calendar(window(), clientHeaders);
      expect(client.statusCode).toBe(403);
      expect(client.json().code).toBe('AA00003');

      const long = await calendar(`from=${daysAhead(0)}&to=${daysAhead(500)}`);
      expect(long.statusCode).toBe(400);
      expect(fieldNames(long.json())).toEqual(['to']);
      expect(long.json().fields[0].message.en).toContain('400');
      expect(fieldNames((await calendar(`from=2026-13-01&to=${daysAhead(1)}`)).json())).toEqual([
        'from',
      ]);
      expect(fieldNames((await calendar(`${window()}&boatId=nope`)).json())).toEqual(['boatId']);
    });
  });

  describe('POST and DELETE /backoffice/boat/:id/block', () => {
    it('blocks days and half days; an overlap is 409 with a clear message', async () => {
      const day = daysAhead(100);
      const morning = await block(boat.id, { start_date: day, end_date: day, slot: 'morning' });
      expect(morning.statusCode).toBe(201);
      expect(morning.json()).toMatchObject({ start_date: day, end_date: day, slot: 'morning' });
      // the afternoon of the same day is still free
      const afternoon = await block(boat.id, { start_date: day, end_date: day, slot: 'afternoon' });
      expect(afternoon.statusCode).toBe(201);

      const overlap = await block(boat.id, { start_date: daysAhead(99), end_date: day });
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json()).toMatchObject({
        code: 'AA00100',
        message: { en: expect.stringContaining('not free'), es: expect.stringContaining('libres') },
      });

      // unblocking frees the day again
      expect((await unblock(boat.id, morning.json().id)).statusCode).toBe(204);
      expect((await unblock(boat.id, afternoon.json().id)).statusCode).toBe(204);
      expect((await block(boat.id, { start_date: daysAhead(99), end_date: day })).statusCode).toBe(
        201,
      );
    });

    it('a blocked stretch cannot be requested, and shows taken in the availability', async () => {
      const { boat: free, ownerHeaders: headers } = await bookingParties(t.app);
      const res = await block(
        free.id,
        { start_date: daysAhead(45), end_date: daysAhead(46) },
        headers,
      );
      expect(res.statusCode).toBe(201);
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: clientHeaders,
        payload: {
          boatId: free.id,
          start_date: daysAhead(46),
          end_date: daysAhead(47),
          duration: 'days',
          skipper: false,
          people: 2,
        },
      });
      expect(request.statusCode).toBe(409);
      expect(request.json().code).toBe('AA00052');
      const availability = await t.app.inject({
        url: `/api/boat/${free.id}/availability?from=${toQueryDate(daysAhead(44))}&to=${toQueryDate(daysAhead(47))}`,
      });
      expect(availability.json().days.map((d: { status: string }) => d.status)).toEqual([
        'free',
        'busy',
        'busy',
        'free',
      ]);
    });

    it('refuses past dates, a half day over several days, and names the field', async () => {
      const past = await block(boat.id, { start_date: daysAhead(-1), end_date: daysAhead(1) });
      expect(past.statusCode).toBe(400);
      expect(fieldNames(past.json())).toEqual(['start_date']);
      const halves = await block(boat.id, {
        start_date: daysAhead(120),
        end_date: daysAhead(121),
        slot: 'morning',
      });
      expect(fieldNames(halves.json())).toEqual(['slot']);
      const reversed = await block(boat.id, {
        start_date: daysAhead(122),
        end_date: daysAhead(121),
      });
      expect(fieldNames(reversed.json())).toEqual(['end_date']);
      const slot = await block(boat.id, {
        start_date: daysAhead(120),
        end_date: daysAhead(120),
        slot: 'night',
      });
      expect(fieldNames(slot.json())).toEqual(['slot']);
    });

    it('401, 403 for a client, 404 on another owner’s boat or block; admins may', async () => {
      const payload = { start_date: daysAhead(130), end_date: daysAhead(130) };
      expect((await block(boat.id, payload, null)).statusCode).toBe(401);
      expect((await block(boat.id, payload, clientHeaders)).statusCode).toBe(403);
      const foreign = await block(other.boat.id, payload);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('AA00038');

      const theirs = await block(other.boat.id, payload, other.headers);
      expect(theirs.statusCode).toBe(201);
      const id = theirs.json().id as string;
      expect((await unblock(other.boat.id, id, null)).statusCode).toBe(401);
      expect((await unblock(other.boat.id, id, clientHeaders)).statusCode).toBe(403);
      const notMine = await unblock(other.boat.id, id);
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json().code).toBe('AA00101');
      // through my own boat's path: still not found
      expect((await unblock(boat.id, id)).json().code).toBe('AA00101');

      // an admin frees it, and the audit log says so
      expect((await unblock(other.boat.id, id, adminHeaders)).statusCode).toBe(204);
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, other.boat.id), eq(auditLog.action, 'boat.unblock')));
      expect(audit).toHaveLength(1);
    });
  });

  describe('PUT /backoffice/boat/:id/prices and /seasons', () => {
    const prices = {
      prices: {
        high: { day: '520', half_day: '310.50' },
        mid: { day: '410', half_day: '' },
        low: { day: '250.25', half_day: '150' },
      },
      skipper_price: '150',
    };

    it('saves the prices in place: the quote and the search follow; a published boat stays so', async () => {
      const { boat: priced, ownerHeaders: headers } = await bookingParties(t.app, {
        boat: { name: 'Tramontana calendario' },
      });
      const res = await put('prices', priced.id, prices, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        high: { dayCents: 52_000, halfDayCents: 31_050 },
        mid: { dayCents: 41_000, halfDayCents: null },
        low: { dayCents: 25_025, halfDayCents: 15_000 },
        skipperPriceCents: 15_000,
      });
      const [row] = await t.db.select().from(boats).where(eq(boats.id, priced.id));
      expect(row).toMatchObject({
        status: 'published',
        fromPriceCents: 25_025,
        skipperPriceCents: 15_000,
        dayPriceHighCents: 52_000,
        dayPriceLowCents: 25_025,
        halfDayPriceMidCents: null,
      });

      // a day in the boat's own high season, priced by the quote and by the search
      const day = daysAhead(150);
      const seasons = await put(
        'seasons',
        priced.id,
        { seasons: [{ start_date: day, end_date: daysAhead(155), season: 'high' }] },
        headers,
      );
      expect(seasons.statusCode).toBe(200);
      expect(seasons.json().seasons).toEqual([
        { start_date: day, end_date: daysAhead(155), season: 'high' },
      ]);
      const quote = await t.app.inject({
        url: `/api/boat/${priced.id}/quote?start_date=${toQueryDate(day)}&duration=day&skipper=true`,
      });
      expect(quote.statusCode).toBe(200);
      expect(quote.json().totalCents).toBe(52_000 + 15_000);
      const search = await t.app.inject({
        url: `/api/boat?start_date=${toQueryDate(day)}&duration=day&pageSize=48`,
      });
      expect(search.statusCode, search.body).toBe(200);
      const item = search
        .json()
        .items.find((i: { name: string }) => i.name === 'Tramontana calendario');
      expect(item.price).toEqual({ cents: 52_000, unit: 'stay' });

      // back to the default calendar
      const cleared = await put('seasons', priced.id, { seasons: [] }, headers);
      expect(cleared.json().seasons).toEqual([]);
    });

    it('400 naming the field: price format, half day over day, skipper price, overlapping seasons', async () => {
      const bad = await put('prices', boat.id, {
        ...prices,
        prices: { ...prices.prices, high: { day: '12,5' }, low: { day: '100', half_day: '200' } },
      });
      expect(bad.statusCode).toBe(400);
      expect([...new Set(fieldNames(bad.json()))].sort()).toEqual([
        'prices.high.day',
        'prices.low.half_day',
      ]);
      const noSkipper = await put('prices', boat.id, { ...prices, skipper_price: '' });
      expect(fieldNames(noSkipper.json())).toEqual(['skipper_price']);

      const overlap = await put('seasons', boat.id, {
        seasons: [
          { start_date: daysAhead(10), end_date: daysAhead(20), season: 'high' },
          { start_date: daysAhead(15), end_date: daysAhead(25), season: 'low' },
        ],
      });
      expect(overlap.statusCode).toBe(400);
      expect(fieldNames(overlap.json())).toContain('seasons.0.start_date');
      const order = await put('seasons', boat.id, {
        seasons: [{ start_date: daysAhead(20), end_date: daysAhead(10), season: 'mid' }],
      });
      expect(fieldNames(order.json())).toEqual(['seasons.0.end_date']);
      const season = await put('seasons', boat.id, {
        seasons: [{ start_date: daysAhead(1), end_date: daysAhead(2), season: 'summer' }],
      });
      expect(fieldNames(season.json())).toEqual(['seasons.0.season']);
    });

    it('401, 403 for a client, 404 on another owner’s boat; an admin’s change is audited', async () => {
      const seasons = { seasons: [] };
      for (const [path, body] of [
        ['prices', prices],
        ['seasons', seasons],
      ] as const) {
        expect((await put(path, boat.id, body, null)).statusCode).toBe(401);
        expect((await put(path, boat.id, body, clientHeaders)).statusCode).toBe(403);
        const foreign = await put(path, other.boat.id, body);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().code).toBe('AA00038');
      }
      const byAdmin = await put('prices', other.boat.id, prices, adminHeaders);
      expect(byAdmin.statusCode).toBe(200);
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, other.boat.id), eq(auditLog.action, 'boat.prices')));
      expect(audit).toHaveLength(1);
      // a client with a card cannot reach it either
      const client = await createClient(t.app);
      expect((await put('seasons', boat.id, seasons, client.headers)).statusCode).toBe(403);
    });
  });
});
