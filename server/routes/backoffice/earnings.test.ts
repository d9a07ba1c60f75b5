import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { bookings, ledgerEntries, users } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import type { TEarnings, TEarningsTotals } from '../../../shared/schemas/earnings';
import {
  bearerOf,
  bookingParties,
  createClient,
  createTestBoat,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestGroup, groupBody, groupParties, passengers } from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const keys = [
  'grossCents',
  'cardFeeCents',
  'refundCents',
  'commissionCents',
  'netCents',
  'pendingCents',
] as const;
const add = (items: TEarningsTotals[]) =>
  Object.fromEntries(keys.map((k) => [k, items.reduce((sum, i) => sum + i[k], 0)]));

describe('GET /backoffice/earnings', () => {
  let t: TTestApp;
  let owner: Awaited<ReturnType<typeof bookingParties>>['owner'];
  let ownerHeaders: THeaders;
  let boatId: string;
  const year = todayInMadrid().slice(0, 4);
  const ids = { settled: '', open: '', canceled: '' };

  const act = (name: string, id: string, headers: THeaders) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/${name}`, headers });
  const earnings = (query: string, headers?: THeaders) =>
    t.app.inject({ url: `/api/backoffice/earnings${query}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    // one boat, strict conditions: a client's cancellation 30 days ahead refunds half
    const parties = await bookingParties(t.app, {
      card: '4000008260000000',
      boat: { cancelationConditions: 'strict' },
    });
    ({ owner, ownerHeaders } = parties);
    boatId = parties.boat.id;
    await t.db
      .update(users)
      .set({ iban: 'ES9121000418450200051332' })
      .where(eq(users.id, owner.id));
    const client = parties.client.headers;

    // settled: 600 € accepted and checked in on a card issued abroad (+1.5 %)
    ids.settled = await requestBooking(t.app, client, boatId);
    expect((await act('accept', ids.settled, ownerHeaders)).statusCode).toBe(200);
    const today = todayInMadrid();
    await t.db
      .update(bookings)
      .set({ startDate: today, endDate: addDays(today, 1) })
      .where(eq(bookings.id, ids.settled));
    const checkIn = await act('check-in', ids.settled, ownerHeaders);
    expect(checkIn.statusCode, checkIn.body).toBe(200);

    // open: accepted, only the first payment (180 €) so far
    ids.open = await requestBooking(t.app, client, boatId, {
      start_date: addDays(today, 40),
      end_date: addDays(today, 41),
    });
    expect((await act('accept', ids.open, ownerHeaders)).statusCode).toBe(200);

    // canceled by the client: 180 € charged, 90 € refunded, 90 € kept and settled
    ids.canceled = await requestBooking(t.app, client, boatId, {
      start_date: addDays(today, 50),
      end_date: addDays(today, 51),
    });
    expect((await act('accept', ids.canceled, ownerHeaders)).statusCode).toBe(200);
    expect((await act('cancel', ids.canceled, client)).statusCode).toBe(200);

    // another owner's booking never shows
    const other = await bookingParties(t.app);
    const otherId = await requestBooking(t.app, other.client.headers, other.boat.id);
    expect((await act('accept', otherId, other.ownerHeaders)).statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it("adds up the owner's ledger by booking and by month, to the cent", async () => {
    const response = await earnings(`?year=${year}`, ownerHeaders);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TEarnings>();
    expect(body.ownerId).toBe(owner.id);
    expect(body.period).toEqual({ from: `${year}-01`, to: `${year}-12` });
    expect(body.months).toHaveLength(12);
    expect(body.lines.map((l) => l.bookingId).sort()).toEqual(Object.values(ids).sort());

    const line = (id: string) => body.lines.find((l) => l.bookingId === id)!;
    expect(line(ids.settled)).toMatchObject({
      status: 'accepted',
      checkedIn: true,
      grossCents: 60_000,
      cardFeeCents: 900,
      refundCents: 0,
      commissionCents: 12_000,
      netCents: 48_000,
      pendingCents: 0,
      boat: { id: boatId },
      group: null,
    });
    expect(line(ids.open)).toMatchObject({
      grossCents: 18_000,
      cardFeeCents: 270,
      commissionCents: 0,
      netCents: 0,
      pendingCents: 18_000,
    });
    expect(line(ids.canceled)).toMatchObject({
      status: 'canceled',
      grossCents: 18_000,
      refundCents: 9_000,
      commissionCents: 1_800,
      netCents: 7_200,
      pendingCents: 0,
    });
    // the card fee of the refunded half went back too
    expect(line(ids.canceled).cardFeeCents).toBe(135);

    // lines, months and totals agree, and match the raw ledger
    expect(add(body.lines)).toEqual(add([body.totals]));
    expect(add(body.months)).toEqual(add([body.totals]));
    expect(body.currentMonth).toMatchObject(add([body.totals]));
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, owner.id), eq(ledgerEntries.kind, 'payout')));
    expect(body.totals.netCents).toBe(rows.reduce((sum, r) => sum + r.amountCents, 0));
    expect(body.payoutAccount).toEqual({ ibanMasked: 'ES91 •••• 1332' });
  });

  it('takes a range of months, and a past year is empty', async () => {
    const month = todayInMadrid().slice(0, 7);
    const range = await earnings(`?from=${month}&to=${month}`, ownerHeaders);
    expect(range.statusCode).toBe(200);
    expect(range.json().months).toHaveLength(1);
    expect(range.json().totals.netCents).toBe(55_200);
    const past = await earnings('?year=2001', ownerHeaders);
    expect(past.json()).toMatchObject({ lines: [], totals: { grossCents: 0 } });
  });

  it('counts a group sail once its owner accepts it: the members paid their shares on joining', async () => {
    const parties = await groupParties(t.app);
    // two seats of two: complete at once, so the request goes to the owner
    await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { number_of_people: 2, passengers: passengers(2) }),
    );
    const [request] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.boatId, parties.boat.id));
    const before = await earnings('', parties.ownerHeaders);
    expect(before.json().lines).toEqual([]);
    expect((await act('accept', request!.id, parties.ownerHeaders)).statusCode).toBe(200);
    const after = (await earnings('', parties.ownerHeaders)).json<TEarnings>();
    expect(after.lines).toHaveLength(1);
    // (300 € day + 180 € skipper) = 480 €, 30 % paid on joining
    expect(after.lines[0]).toMatchObject({
      bookingId: request!.id,
      group: { name: 'Calas del sur' },
      grossCents: 14_400,
      pendingCents: 14_400,
    });
  });

  it('answers the CSV: BOM, `;`, headers in the reader’s language, amounts as 1234.56', async () => {
    const es = await t.app.inject({
      url: `/api/backoffice/earnings.csv?year=${year}`,
      headers: ownerHeaders,
    });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toContain('text/csv');
    expect(es.headers['content-disposition']).toBe(
      `attachment; filename="marea-earnings-${year}.csv"`,
    );
    expect(es.body.startsWith('\uFEFFReserva;Último movimiento;')).toBe(true);
    const lines = es.body.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.startsWith(ids.settled))).toContain(
      ';600.00;9.00;0.00;120.00;480.00;0.00',
    );
    expect(lines.at(-1)).toBe('Total;;;;;;;;960.00;13.05;90.00;138.00;552.00;180.00');

    const en = await t.app.inject({
      url: `/api/backoffice/earnings.csv?year=${year}`,
      headers: { ...ownerHeaders, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.body.startsWith('\uFEFFBooking;Last movement;')).toBe(true);
    const byQuery = await t.app.inject({
      url: `/api/backoffice/earnings.csv?year=${year}&lang=en`,
      headers: ownerHeaders,
    });
    expect(byQuery.body).toContain(';Canceled;');
  });

  it('401 without a token, 403 for a client and for another owner, admins choose the owner', async () => {
    expect((await earnings('')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/backoffice/earnings.csv' })).statusCode).toBe(401);
    const client = await createClient(t.app, null);
    const forbidden = await earnings('', client.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('AA00003');
    expect(
      (await t.app.inject({ url: '/api/backoffice/earnings.csv', headers: client.headers }))
        .statusCode,
    ).toBe(403);

    const { owner: stranger } = await createTestBoat(t.db);
    const strangerHeaders = await bearerOf(t.app, stranger);
    expect((await earnings(`?ownerId=${owner.id}`, strangerHeaders)).statusCode).toBe(403);
    const own = await earnings('', strangerHeaders);
    expect(own.json()).toMatchObject({ lines: [], payoutAccount: { ibanMasked: null } });

    const admin = await createUser(t.db, { role: 'admin' });
    const adminHeaders = await bearerOf(t.app, admin);
    const one = await earnings(`?year=${year}&ownerId=${owner.id}`, adminHeaders);
    expect(one.json().totals.netCents).toBe(55_200);
    const all = await earnings(`?year=${year}`, adminHeaders);
    expect(all.json()).toMatchObject({ ownerId: null, payoutAccount: null });
    expect(all.json().lines.length).toBeGreaterThan(3);
  });

  it('400 naming the field', async () => {
    const field = async (query: string) => {
      const response = await earnings(query, ownerHeaders);
      expect(response.statusCode).toBe(400);
      return response.json().fields.map((f: { field: string }) => f.field);
    };
    expect(await field('?year=abc')).toContain('year');
    expect(await field('?from=2026-01')).toContain('to');
    expect(await field('?from=2026-05&to=2026-02')).toContain('to');
    expect(await field('?from=2026-13&to=2026-14')).toContain('from');
    expect(await field('?ownerId=nope')).toContain('ownerId');
  });
});
