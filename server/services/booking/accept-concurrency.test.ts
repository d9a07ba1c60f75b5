import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatOccupancy, bookings, ledgerEntries } from '../../../db/schema';
import { rentalPayments } from '../../../shared/billing';
import {
  bearerOf,
  bookingParties,
  createClient,
  createTestBoat,
  daysAhead,
  requestBooking,
} from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * The double-booking proof (PRODUCT.md §3): 50 overlapping requests of one boat, the owner's 50
 * accepts fired at once. Meaningful on PostgreSQL (DATABASE_URL, a pool of 20 connections); on
 * PGlite the transactions run one after the other and the same expectations hold.
 *
 * Requests A (20, days D..D+1) and B (15, days D+1..D+2) all overlap one another; requests C (15,
 * day D+5) overlap only one another. So exactly one of A∪B and one of C can be accepted.
 */
describe('accepting overlapping requests concurrently', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts exactly one per overlapping set; every other answer is a clean 409; the ledger balances', async () => {
    const { owner, boat } = await createTestBoat(t.db);
    const ownerHeaders = await bearerOf(t.app, owner);
    const plan = [
      ...Array.from({ length: 20 }, () => ({ set: 'AB', start: 30, end: 31 })),
      ...Array.from({ length: 15 }, () => ({ set: 'AB', start: 31, end: 32 })),
      ...Array.from({ length: 15 }, () => ({ set: 'C', start: 35, end: 35 })),
    ];
    const requests = await Promise.all(
      plan.map(async (p, i) => {
        // every fourth client pays with American Express: a card fee on its first payment
        const client = await createClient(t.app, i % 4 === 0 ? '378282246310005' : undefined);
        const id = await requestBooking(t.app, client.headers, boat.id, {
          start_date: daysAhead(p.start),
          end_date: daysAhead(p.end),
        });
        return { ...p, id };
      }),
    );

    const answers = await Promise.all(
      requests.map((r) =>
        t.app.inject({ method: 'POST', url: `/api/booking/${r.id}/accept`, headers: ownerHeaders }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(['AA00051', 'AA00052']).toContain(answer.json().code);

    const ids = requests.map((r) => r.id);
    const rows = await t.db.select().from(bookings).where(inArray(bookings.id, ids));
    const accepted = rows.filter((r) => r.status === 'accepted');
    const setOf = (id: string) => requests.find((r) => r.id === id)!.set;
    expect(accepted.map((r) => setOf(r.id)).sort()).toEqual(['AB', 'C']);
    for (const row of rows.filter((r) => r.status !== 'accepted'))
      expect(row).toMatchObject({ status: 'rejected', rejectReason: 'unavailable' });

    const held = await t.db.select().from(boatOccupancy).where(eq(boatOccupancy.boatId, boat.id));
    expect(held.map((h) => h.referenceId).sort()).toEqual(accepted.map((r) => r.id).sort());

    // the ledger: one succeeded charge per accepted booking, worth its first payment with fee
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.bookingId, ids));
    expect(entries.every((e) => e.kind === 'charge' && e.status === 'succeeded')).toBe(true);
    expect(entries.map((e) => e.bookingId).sort()).toEqual(accepted.map((r) => r.id).sort());
    const expected = accepted.reduce(
      (sum, r) =>
        sum +
        rentalPayments(r.totalCents, r.firstPaymentPercent, r.cardFeePercent > 0).first.amountCents,
      0,
    );
    const net = entries.reduce((sum, e) => sum + (e.kind === 'refund' ? -1 : 1) * e.amountCents, 0);
    expect(net).toBe(expected);
  }, 120_000);

  it('accepts racing new requests for the same days: one accepted, no request left pending beside it', async () => {
    const { owner, boat } = await createTestBoat(t.db);
    const ownerHeaders = await bearerOf(t.app, owner);
    const clients = await Promise.all(Array.from({ length: 35 }, () => createClient(t.app)));
    const days = { start_date: daysAhead(70), end_date: daysAhead(71) };
    const waiting = await Promise.all(
      clients.slice(0, 15).map((c) => requestBooking(t.app, c.headers, boat.id, days)),
    );
    // 15 accepts of the waiting requests and 20 new requests, all fired at once
    const answers = await Promise.all([
      ...waiting.map((id) =>
        t.app.inject({ method: 'POST', url: `/api/booking/${id}/accept`, headers: ownerHeaders }),
      ),
      ...clients.slice(15).map((c, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking',
          headers: c.headers,
          payload: {
            boatId: boat.id,
            duration: 'days',
            people: 2,
            // half start on the first day, half on the second: every one overlaps the others
            ...(i % 2 === 0 ? days : { start_date: daysAhead(71), end_date: daysAhead(72) }),
          },
        }),
      ),
    ]);
    const accepts = answers.slice(0, 15).map((a) => a.statusCode);
    const requests = answers.slice(15);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(accepts.filter((s) => s === 200)).toHaveLength(1);
    expect(accepts.filter((s) => s === 409)).toHaveLength(14);
    for (const answer of requests) {
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().code).toBe('AA00052');
    }

    const rows = await t.db.select().from(bookings).where(eq(bookings.boatId, boat.id));
    expect(rows).toHaveLength(15 + requests.filter((a) => a.statusCode === 201).length);
    const accepted = rows.filter((r) => r.status === 'accepted');
    expect(accepted).toHaveLength(1);
    for (const row of rows.filter((r) => r.status !== 'accepted'))
      expect(row).toMatchObject({ status: 'rejected', rejectReason: 'unavailable' });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.bookingId,
          rows.map((r) => r.id),
        ),
      );
    const net = entries
      .filter((e) => e.status === 'succeeded')
      .reduce((sum, e) => sum + (e.kind === 'refund' ? -1 : 1) * e.amountCents, 0);
    const row = accepted[0]!;
    expect(net).toBe(
      rentalPayments(row.totalCents, row.firstPaymentPercent, row.cardFeePercent > 0).first
        .amountCents,
    );
  }, 120_000);

  it('the same request accepted 10 times at once: one 200, nine 409, one charge', async () => {
    const { boat, ownerHeaders, client } = await bookingParties(t.app);
    const id = await requestBooking(t.app, client.headers, boat.id, {
      start_date: daysAhead(40),
      duration: 'day',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: `/api/booking/${id}/accept`, headers: ownerHeaders }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
    expect(entries.map((e) => [e.kind, e.status, e.amountCents])).toEqual([
      ['charge', 'succeeded', 9_000],
    ]);
  }, 60_000);

  it('the exclusion constraint is the guard: an owner block racing an accept, one of them wins', async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, boat, ownerHeaders, client } = await bookingParties(t.app);
      const id = await requestBooking(t.app, client.headers, boat.id, {
        start_date: daysAhead(50),
        duration: 'day',
      });
      // the block takes no boat lock: only the database keeps the two apart
      const [accept, block] = await Promise.allSettled([
        t.app.inject({ method: 'POST', url: `/api/booking/${id}/accept`, headers: ownerHeaders }),
        t.db.insert(boatOccupancy).values({
          boatId: boat.id,
          kind: 'blocked',
          during: `[${daysAhead(50)} 00:00:00,${daysAhead(51)} 00:00:00)`,
          createdBy: owner.id,
        }),
      ]);
      const accepted = accept.status === 'fulfilled' && accept.value.statusCode === 200;
      expect(accept.status).toBe('fulfilled');
      if (!accepted && accept.status === 'fulfilled') {
        expect(accept.value.statusCode).toBe(409);
        expect(accept.value.json().code).toBe('AA00052');
      }
      expect(block.status === 'fulfilled').toBe(!accepted);
      const held = await t.db.select().from(boatOccupancy).where(eq(boatOccupancy.boatId, boat.id));
      expect(held).toHaveLength(1);
      const totals = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
      expect(totals.filter((e) => e.status === 'succeeded')).toHaveLength(accepted ? 1 : 0);
    }
  }, 60_000);

  it("an accept racing the client's cancel: either accepted then refunded, or canceled and 409", async () => {
    const { owner, boat } = await createTestBoat(t.db, { cancelationConditions: 'flexible' });
    const ownerHeaders = await bearerOf(t.app, owner);
    for (let round = 0; round < 5; round++) {
      const client = await createClient(t.app);
      const id = await requestBooking(t.app, client.headers, boat.id, {
        start_date: daysAhead(60 + round),
        duration: 'day',
      });
      const [accept, cancel] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/booking/${id}/accept`, headers: ownerHeaders }),
        t.app.inject({ method: 'POST', url: `/api/booking/${id}/cancel`, headers: client.headers }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(accept.statusCode);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row!.status).toBe('canceled');
      const entries = await t.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.bookingId, id));
      const net = entries
        .filter((e) => e.status === 'succeeded')
        .reduce((sum, e) => sum + (e.kind === 'refund' ? -1 : 1) * e.amountCents, 0);
      expect(net).toBe(0);
      const held = await t.db.select().from(boatOccupancy).where(eq(boatOccupancy.referenceId, id));
      expect(held).toHaveLength(0);
    }
  }, 60_000);
});
