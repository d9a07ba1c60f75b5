import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, groups, ledgerEntries } from '../../../db/schema';
import { percentOf } from '../../../shared/money';
import type { TGroup } from '../../../shared/schemas/group';
import { createClient } from '../../testing/booking';
import { createTestGroup, groupBody, groupParties, passengers } from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/** Creating, reading and listing groups (docs/decisions/0028-groups.md). */
describe('groups: create, read, list', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('POST /group needs a login (401 before validation)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/group', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().message.en).toBe('You should log in first.');
  });

  it('POST /group names each missing field of the spec in both languages', async () => {
    const { creator } = await groupParties(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/group',
      headers: creator.headers,
      payload: { date: '2030-01-01', country: 'ES', number_of_people: 4, passengers: [] },
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      response
        .json()
        .fields.map((f: { field: string; message: { en: string } }) => [f.field, f.message.en]),
    );
    expect(fields.harbour).toBe('Choose the harbour.');
    expect(fields.plan).toBe('Choose the route.');
    expect(fields.boatId).toBe('Choose a boat.');
    expect(fields.passengers).toBe('Add at least 1 passenger.');
    expect(fields.group_name).toMatch(/name/);
    expect(fields.note).toMatch(/plan/);
  });

  it('refuses a passenger without a valid email, more passengers than people, and a date too soon', async () => {
    const parties = await groupParties(t.app);
    const post = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/group',
        headers: parties.creator.headers,
        payload: groupBody(parties, body),
      });
    const email = await post({ passengers: [{ name: 'Ana', email: 'ana@' }] });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields[0]).toMatchObject({
      field: 'passengers.0.email',
      message: { en: 'Invalid email!' },
    });
    const many = await post({ number_of_people: 2, passengers: passengers(3) });
    expect(many.json().fields[0].field).toBe('passengers');
    const soon = await post({ date: new Date().toISOString().slice(0, 10) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().fields[0]).toMatchObject({ field: 'date' });
    const capacity = await post({ number_of_people: 12, passengers: passengers(9) });
    expect(capacity.statusCode).toBe(400);
    expect(capacity.json().fields[0].field).toBe('passengers');
  });

  it('a boat that does not match (another harbour, no skipper) is refused with 422', async () => {
    const parties = await groupParties(t.app, { boat: { skipper: 'none' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/group',
      headers: parties.creator.headers,
      payload: groupBody(parties),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('AA00078');
  });

  it('creates a group: the creator joins with their passengers and pays the first share', async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { passengers: passengers(2) }),
    );
    // (300 € day + 180 € skipper) ÷ 6 people
    expect(group).toMatchObject({
      status: 'open',
      numberOfPeople: 6,
      seatsTaken: 2,
      seatsLeft: 4,
      pricePerPersonCents: 8_000,
      departureTime: '10:00',
      arrivalTime: '20:00',
      memberCount: 1,
    });
    expect(group.me).toMatchObject({
      seats: 2,
      isCreator: true,
      firstPaymentCents: percentOf(16_000, 30),
      balanceCents: 16_000 - percentOf(16_000, 30),
    });
    expect(group.me!.payments).toEqual([
      expect.objectContaining({ kind: 'first-payment', status: 'succeeded', amountCents: 4_800 }),
    ]);
    const charges = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.groupId, group.id), eq(ledgerEntries.kind, 'charge')));
    expect(charges.map((c) => c.amountCents)).toEqual([4_800]);
  });

  it('GET /group/{id} is public: members by first name, no `me` for visitors; 404 and 400', async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(t.app, parties.creator.headers, groupBody(parties));
    const visitor = await t.app.inject({ method: 'GET', url: `/api/group/${group.id}` });
    expect(visitor.statusCode).toBe(200);
    const seen = visitor.json<TGroup>();
    expect(seen.me).toBeNull();
    expect(seen.members).toEqual([
      expect.objectContaining({ firstName: parties.creator.user.name, isCreator: true, seats: 1 }),
    ]);
    expect(JSON.stringify(seen)).not.toContain(parties.creator.user.email);
    const other = await createClient(t.app);
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/group/${group.id}`,
      headers: other.headers,
    });
    expect(asOther.json().me).toBeNull();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/group/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('AA00070');
    const bad = await t.app.inject({ method: 'GET', url: '/api/group/nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /group lists groups still to sail with filters; GET /group/boats and /group/options', async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(t.app, parties.creator.headers, groupBody(parties));
    const all = await t.app.inject({ method: 'GET', url: '/api/group' });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((g: TGroup) => g.id)).toContain(group.id);
    const [d, m, y] = [group.date.slice(8), group.date.slice(5, 7), group.date.slice(0, 4)];
    const byDate = await t.app.inject({ method: 'GET', url: `/api/group?date=${d}-${m}-${y}` });
    expect(byDate.json().items.map((g: TGroup) => g.id)).toContain(group.id);
    const cheap = await t.app.inject({ method: 'GET', url: '/api/group?max_price=50.00' });
    expect(cheap.json().items.map((g: TGroup) => g.id)).not.toContain(group.id);
    const roomy = await t.app.inject({ method: 'GET', url: '/api/group?places=6' });
    expect(roomy.json().items.map((g: TGroup) => g.id)).not.toContain(group.id);
    const place = await t.app.inject({
      method: 'GET',
      url: `/api/group?place=${parties.harbourSlug}&plan=${parties.planSlug}`,
    });
    expect(place.json().items.map((g: TGroup) => g.id)).toContain(group.id);
    const badFilter = await t.app.inject({ method: 'GET', url: '/api/group?date=31-02-2030' });
    expect(badFilter.statusCode).toBe(400);

    const boats = await t.app.inject({
      method: 'GET',
      url: `/api/group/boats?date=${group.date}&harbour=${parties.harbourSlug}&number_of_people=4`,
    });
    expect(boats.statusCode).toBe(200);
    const option = boats.json().items.find((b: { id: string }) => b.id === parties.boat.id);
    // the boat is free that day (a group does not hold it until confirmed)
    expect(option).toMatchObject({ pricePerPersonCents: 12_000, dayPriceCents: 30_000 });
    const options = await t.app.inject({ method: 'GET', url: '/api/group/options' });
    expect(options.json().countries).toEqual([{ code: 'ES', name: { es: 'España', en: 'Spain' } }]);
    expect(options.json().harbours.length).toBeGreaterThan(5);
  });

  it('GET /group/options tells the share charged on joining from FIRST_PAYMENT_SHARE', async () => {
    const other = await createTestApp({ env: { FIRST_PAYMENT_SHARE: '25' } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/group/options' });
      expect(response.statusCode).toBe(200);
      expect(response.json().firstPaymentPercent).toBe(25);
    } finally {
      await other.close();
    }
  });

  it('a declined card creates nothing (402)', async () => {
    const parties = await groupParties(t.app);
    const decliner = await createClient(t.app, '4000000000000002');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/group',
      headers: decliner.headers,
      payload: groupBody(parties),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('AA00045');
    const rows = await t.db.select().from(groups).where(eq(groups.creatorId, decliner.user.id));
    expect(rows).toEqual([]);
  });

  it('a creator who fills every seat completes the group and the request goes to the owner', async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { number_of_people: 3, passengers: passengers(3) }),
    );
    expect(group.status).toBe('requested');
    expect(group.booking).toMatchObject({ status: 'pending' });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.groupId, group.id));
    expect(booking).toMatchObject({
      people: 3,
      skipper: true,
      duration: 'day',
      totalCents: 3 * 16_000,
      clientId: parties.creator.user.id,
    });
  });
});
