import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser, type TBoat, type TUser } from '../../../db/factories';
import { assets, boatOccupancy, boatPictures, boatSeasons, equipment } from '../../../db/schema';
import { addDays, toQueryDate, todayInMadrid } from '../../../shared/dates';
import { occupancyRange } from '../../../shared/occupancy';
import { bearerOf } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const nextYear = Number(todayInMadrid().slice(0, 4)) + 1;
const on = (monthDay: string) => `${nextYear}-${monthDay}`;
const q = toQueryDate;

describe('boat details, availability and quote', () => {
  let t: TTestApp;
  let owner: TUser;
  let boat: TBoat;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.db, { name: 'Marta', surname: 'Vidal Roig', role: 'shipowner' });
    boat = await createBoat(t.db, {
      ownerId: owner.id,
      name: 'Tramuntana',
      descriptionEs: 'Velero cómodo.',
      descriptionEn: 'A comfortable sailboat.',
      depositCents: 150_000,
      fuelPricePerHourCents: 650,
      departureTime: '10:00',
      arrivalTime: '19:00',
      numberOfPlaces: 8,
      ratingAverage: 4.6,
      ratingCount: 12,
    });
  });
  afterAll(() => t.close());

  const bearer = (user: TUser) => bearerOf(t.app, user);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const fieldsOf = (res: { json: () => { fields?: { field: string }[] } }) =>
    (res.json().fields ?? []).map((f) => f.field).sort();

  describe('GET /boat/:id', () => {
    it('gives every detail by slug or id, equipment grouped and pictures in order', async () => {
      const equipmentRows = await t.db.select().from(equipment);
      const outdoor = equipmentRows.find((e) => e.category === 'outdoor')!;
      const electronic = equipmentRows.find((e) => e.category === 'electronic')!;
      const withKit = await createBoat(t.db, {
        ownerId: owner.id,
        equipmentIds: [outdoor.id, electronic.id],
      });
      const [second, cover] = await t.db
        .insert(assets)
        .values(
          ['b', 'a'].map((key) => ({
            kind: 'boat_picture' as const,
            status: 'ready' as const,
            storageKey: `boats/${withKit.id}/${key}.svg`,
            contentType: 'image/svg+xml',
          })),
        )
        .returning({ id: assets.id });
      await t.db.insert(boatPictures).values([
        { boatId: withKit.id, assetId: second!.id, position: 1 },
        { boatId: withKit.id, assetId: cover!.id, position: 0 },
      ]);

      const res = await get(`/boat/${withKit.slug}`);
      expect(res.statusCode).toBe(200);
      const details = res.json();
      expect(details.gallery).toEqual([cover!.id, second!.id]);
      expect(details.equipment.outdoor).toEqual([
        { slug: outdoor.slug, name: { es: outdoor.nameEs, en: outdoor.nameEn } },
      ]);
      expect(details.equipment.electronic.map((e: { slug: string }) => e.slug)).toEqual([
        electronic.slug,
      ]);
      expect(details.equipment.other).toEqual([]);
      expect((await get(`/boat/${withKit.id}`)).json().slug).toBe(withKit.slug);
    });

    it('has the spec fields, prices by season, rating and the owner first name only', async () => {
      await t.db
        .insert(boatSeasons)
        .values({ boatId: boat.id, startDate: on('05-15'), endDate: on('05-31'), season: 'mid' });
      const details = (await get(`/boat/${boat.slug}`)).json();
      expect(details).toMatchObject({
        id: boat.id,
        name: 'Tramuntana',
        status: 'published',
        description: { es: 'Velero cómodo.', en: 'A comfortable sailboat.' },
        type: { name: { es: expect.any(String), en: expect.any(String) } },
        harbour: { name: expect.any(String), destination: { slug: expect.any(String) } },
        accommodation: { numberOfPlaces: 8, dayPlaces: 8, nightPlaces: 6, cabins: 3, baths: 2 },
        technical: { lengthM: 11.5, fuelType: 'diesel', manufacturer: 'Beneteau', year: 2019 },
        departureTime: '10:00',
        arrivalTime: '19:00',
        skipper: { policy: 'optional', priceCents: 18_000 },
        depositCents: 150_000,
        fuelPricePerHourCents: 650,
        cancelationConditions: 'moderate',
        minDays: 1,
        prices: {
          high: { dayCents: 45_000, halfDayCents: 28_000 },
          mid: { dayCents: 38_000, halfDayCents: 24_000 },
          low: { dayCents: 30_000, halfDayCents: 19_000 },
        },
        fromPriceCents: 30_000,
        seasons: [{ startDate: on('05-15'), endDate: on('05-31'), season: 'mid' }],
        rating: { average: 4.6, count: 12 },
        owner: { firstName: 'Marta', responseRate: null, responseTimeHours: null },
      });
      expect(JSON.stringify(details)).not.toContain('Vidal');
      expect(details.owner.memberSince).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('404 for an unknown boat and for an unpublished one unless owner or admin', async () => {
      const unknown = await get('/boat/no-such-boat');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('AA00025');
      expect((await get('/boat/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

      const draft = await createBoat(t.db, { ownerId: owner.id, status: 'pending_review' });
      const stranger = await createUser(t.db);
      const admin = await createUser(t.db, { role: 'admin' });
      expect((await get(`/boat/${draft.slug}`)).statusCode).toBe(404);
      expect((await get(`/boat/${draft.slug}`, await bearer(stranger))).statusCode).toBe(404);
      expect((await get(`/boat/${draft.id}/availability`)).statusCode).toBe(404);
      expect((await get(`/boat/${draft.id}/quote?start_date=${q(on('07-01'))}`)).statusCode).toBe(
        404,
      );
      const mine = await get(`/boat/${draft.slug}`, await bearer(owner));
      expect(mine.statusCode).toBe(200);
      expect(mine.json().status).toBe('pending_review');
      expect((await get(`/boat/${draft.slug}`, await bearer(admin))).statusCode).toBe(200);
    });
  });

  describe('GET /boat/:id/availability', () => {
    it('marks half days and whole days taken, and past days', async () => {
      const today = todayInMadrid();
      const free = await createBoat(t.db, { ownerId: owner.id });
      const d = (n: number) => addDays(today, n);
      await t.db.insert(boatOccupancy).values([
        { boatId: free.id, kind: 'blocked', during: occupancyRange(d(2), d(2), 'day') },
        {
          boatId: free.id,
          kind: 'booking',
          during: occupancyRange(d(3), d(3), 'half_day', 'morning'),
        },
        {
          boatId: free.id,
          kind: 'booking',
          during: occupancyRange(d(4), d(4), 'half_day', 'afternoon'),
        },
        { boatId: free.id, kind: 'group', during: occupancyRange(d(6), d(8), 'days') },
      ]);
      const res = await get(`/boat/${free.id}/availability?from=${q(d(-1))}&to=${q(d(9))}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.from).toBe(d(-1));
      expect(body.to).toBe(d(9));
      expect(body.days.map((day: { status: string }) => day.status)).toEqual([
        'past',
        'free',
        'free',
        'busy',
        'morning_busy',
        'afternoon_busy',
        'free',
        'busy',
        'busy',
        'busy',
        'free',
      ]);
      expect(body.days[4]).toEqual({
        date: d(3),
        status: 'morning_busy',
        morning: 'busy',
        afternoon: 'free',
      });
    });

    it('defaults to six weeks from today', async () => {
      const body = (await get(`/boat/${boat.slug}/availability`)).json();
      expect(body.days).toHaveLength(42);
      expect(body.days[0].date).toBe(todayInMadrid());
    });

    it('400 naming the field for a bad date, a reversed or too long window', async () => {
      expect(fieldsOf(await get(`/boat/${boat.id}/availability?from=2026-07-01`))).toEqual([
        'from',
      ]);
      expect(fieldsOf(await get(`/boat/${boat.id}/availability?to=31-02-2027`))).toEqual(['to']);
      const reversed = await get(
        `/boat/${boat.id}/availability?from=${q(on('07-10'))}&to=${q(on('07-01'))}`,
      );
      expect(reversed.statusCode).toBe(400);
      expect(fieldsOf(reversed)).toEqual(['to']);
      const long = await get(
        `/boat/${boat.id}/availability?from=${q(on('01-01'))}&to=${q(`${nextYear + 1}-03-01`)}`,
      );
      expect(fieldsOf(long)).toEqual(['to']);
    });
  });

  describe('GET /boat/:id/quote', () => {
    const quote = (query: string, target = boat) => get(`/boat/${target.id}/quote?${query}`);

    it('prices several days across the 30 June → 1 July season boundary', async () => {
      const res = await quote(
        `start_date=${q(on('06-29'))}&end_date=${q(on('07-01'))}&duration=days&skipper=true&people=6`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.days).toEqual([
        { date: on('06-29'), season: 'mid', priceCents: 38_000 },
        { date: on('06-30'), season: 'mid', priceCents: 38_000 },
        { date: on('07-01'), season: 'high', priceCents: 45_000 },
      ]);
      expect(body).toMatchObject({
        duration: 'days',
        dayCount: 3,
        rentalCents: 121_000,
        skipper: { included: true, mandatory: false, perDayCents: 18_000, totalCents: 54_000 },
        totalCents: 175_000,
        firstPayment: { percent: 30, cents: 52_500 },
        restAtCheckInCents: 122_500,
        cardFeePercent: 1.5,
        depositCents: 150_000,
        fuel: { perHourCents: 650, hoursPerDay: 9, estimateCents: 17_550 },
        hours: { from: '10:00', to: '19:00' },
        people: 6,
        available: true,
      });
    });

    it("uses the boat's own season ranges first", async () => {
      const custom = await createBoat(t.db, { ownerId: owner.id });
      await t.db.insert(boatSeasons).values({
        boatId: custom.id,
        startDate: on('10-01'),
        endDate: on('10-02'),
        season: 'high',
      });
      const body = (
        await quote(`start_date=${q(on('09-30'))}&end_date=${q(on('10-03'))}&duration=days`, custom)
      ).json();
      expect(body.days.map((d: { season: string }) => d.season)).toEqual([
        'mid',
        'high',
        'high',
        'low',
      ]);
      expect(body.totalCents).toBe(38_000 + 45_000 + 45_000 + 30_000);
      expect(body.skipper.included).toBe(false);
    });

    it('prices a half day, morning or afternoon, with its hours and fuel', async () => {
      const morning = (
        await quote(`start_date=${q(on('08-10'))}&duration=half_day&slot=morning`)
      ).json();
      expect(morning).toMatchObject({
        duration: 'half_day',
        slot: 'morning',
        days: [{ date: on('08-10'), season: 'high', priceCents: 28_000 }],
        totalCents: 28_000,
        hours: { from: '10:00', to: '14:00' },
        fuel: { hoursPerDay: 4, estimateCents: 2_600 },
      });
      const afternoon = (
        await quote(
          `start_date=${q(on('08-10'))}&end_date=${q(on('08-10'))}&duration=half_day&slot=afternoon`,
        )
      ).json();
      expect(afternoon).toMatchObject({ slot: 'afternoon', hours: { from: '15:00', to: '19:00' } });
    });

    it('says when the boat is taken, half days apart', async () => {
      const busy = await createBoat(t.db, { ownerId: owner.id });
      await t.db.insert(boatOccupancy).values({
        boatId: busy.id,
        kind: 'booking',
        during: occupancyRange(on('07-20'), on('07-20'), 'half_day', 'morning'),
      });
      const day = `start_date=${q(on('07-20'))}`;
      expect((await quote(day, busy)).json().available).toBe(false);
      expect((await quote(`${day}&duration=half_day&slot=morning`, busy)).json().available).toBe(
        false,
      );
      expect((await quote(`${day}&duration=half_day&slot=afternoon`, busy)).json().available).toBe(
        true,
      );
      const around = `start_date=${q(on('07-18'))}&end_date=${q(on('07-22'))}&duration=days`;
      expect((await quote(around, busy)).json().available).toBe(false);
    });

    it('forces a mandatory skipper and refuses one on a bareboat', async () => {
      const crewed = await createBoat(t.db, { ownerId: owner.id, skipper: 'mandatory' });
      const body = (await quote(`start_date=${q(on('07-01'))}&skipper=false`, crewed)).json();
      expect(body.skipper).toMatchObject({ included: true, mandatory: true, totalCents: 18_000 });
      expect(body.totalCents).toBe(63_000);

      const bareboat = await createBoat(t.db, { ownerId: owner.id, skipper: 'none' });
      const refused = await quote(`start_date=${q(on('07-01'))}&skipper=true`, bareboat);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual(['skipper']);
      expect((await quote(`start_date=${q(on('07-01'))}`, bareboat)).statusCode).toBe(200);
    });

    it('400 naming the field for every invalid input', async () => {
      const today = todayInMadrid();
      const start = `start_date=${q(on('07-01'))}`;
      const cases: [string, string[]][] = [
        ['', ['start_date']],
        [`start_date=${on('07-01')}`, ['start_date']],
        ['start_date=31-02-2027', ['start_date']],
        ['start_date=1-7-2027', ['start_date']],
        [`start_date=${q(addDays(today, -1))}`, ['start_date']],
        [`start_date=${q(addDays(today, 800))}`, ['start_date']],
        [`${start}&end_date=tomorrow&duration=days`, ['end_date']],
        [`${start}&duration=days`, ['end_date']],
        [`${start}&end_date=${q(on('06-28'))}&duration=days`, ['end_date']],
        [`${start}&end_date=${q(on('09-30'))}&duration=days`, ['end_date']],
        [`${start}&end_date=${q(on('07-02'))}&duration=day`, ['end_date']],
        [`${start}&end_date=${q(on('07-02'))}&duration=half_day&slot=morning`, ['end_date']],
        [`${start}&duration=half_day`, ['slot']],
        [`${start}&duration=day&slot=morning`, ['slot']],
        [`${start}&duration=half_day&slot=evening`, ['slot']],
        [`${start}&duration=week`, ['duration']],
        [`${start}&skipper=yes`, ['skipper']],
        [`${start}&people=9`, ['people']],
        [`${start}&people=0`, ['people']],
        [`${start}&people=two`, ['people']],
      ];
      for (const [query, fields] of cases) {
        const res = await quote(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code, query).toBe('AA00001');
        expect(fieldsOf(res), query).toEqual(fields);
      }
      const message = (await quote(`${start}&people=9`)).json().fields[0].message;
      expect(message).toEqual({ es: 'Como máximo 8 personas.', en: 'At most 8 people.' });
    });

    it('400 on duration for a half day without half-day prices or below the minimum days', async () => {
      const noHalf = await createBoat(t.db, {
        ownerId: owner.id,
        prices: {
          high: { dayCents: 40_000, halfDayCents: null },
          mid: { dayCents: 30_000, halfDayCents: null },
          low: { dayCents: 20_000, halfDayCents: null },
        },
      });
      const half = `start_date=${q(on('07-01'))}&duration=half_day&slot=morning`;
      expect(fieldsOf(await quote(half, noHalf))).toEqual(['duration']);

      const week = await createBoat(t.db, { ownerId: owner.id, minDays: 3 });
      expect(fieldsOf(await quote(`start_date=${q(on('07-01'))}`, week))).toEqual(['duration']);
      const twoDays = `start_date=${q(on('07-01'))}&end_date=${q(on('07-02'))}&duration=days`;
      const short = await quote(twoDays, week);
      expect(fieldsOf(short)).toEqual(['end_date']);
      expect(short.json().fields[0].message.en).toBe('This boat rents for at least 3 days.');
      const threeDays = `start_date=${q(on('07-01'))}&end_date=${q(on('07-03'))}&duration=days`;
      expect((await quote(threeDays, week)).json().dayCount).toBe(3);
    });
  });
});

describe('sitemap.xml', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://marea.example' } });
  });
  afterAll(() => t.close());

  it('lists every published boat in both languages with alternates, and no other', async () => {
    const owner = await createUser(t.db);
    const listed = await createBoat(t.db, { ownerId: owner.id, name: 'Cap de Creus' });
    const hidden = await createBoat(t.db, { ownerId: owner.id, status: 'draft' });
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`https://marea.example/es/boats/${listed.slug}`);
    expect(locs).toContain(`https://marea.example/en/boats/${listed.slug}`);
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="https://marea.example/en/boats/${listed.slug}"/>`,
    );
    expect(body).not.toContain(hidden.slug);
  });
});

describe('quote with another first-payment share', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FIRST_PAYMENT_SHARE: '25' } });
  });
  afterAll(() => t.close());

  it('charges FIRST_PAYMENT_SHARE percent first, rounded half up', async () => {
    const owner = await createUser(t.db);
    const boat = await createBoat(t.db, {
      ownerId: owner.id,
      prices: {
        high: { dayCents: 33_335, halfDayCents: null },
        mid: { dayCents: 33_335, halfDayCents: null },
        low: { dayCents: 33_335, halfDayCents: null },
      },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/boat/${boat.slug}/quote?start_date=${q(on('07-01'))}`,
    });
    expect(res.json().firstPayment).toEqual({ percent: 25, cents: 8_334 });
    expect(res.json().restAtCheckInCents).toBe(25_001);
  });
});
