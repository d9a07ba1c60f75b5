import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { boatOccupancy, bookings, ledgerEntries } from '../../../db/schema';
import { saveTestCard } from '../../testing/billing';
import { ledgerTotals } from '../../services/billing/ledger-totals';
import {
  bearerOf,
  bookingParties,
  createClient,
  daysAhead,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('bookings: accept, reject, cancel', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type TSetup = Awaited<ReturnType<typeof setup>>;
  const setup = (options: Parameters<typeof bookingParties>[1] = {}) =>
    bookingParties(t.app, options);
  const ask = async (
    s: Pick<TSetup, 'boat'>,
    headers: THeaders,
    start = 30,
    end = 31,
  ): Promise<string> =>
    requestBooking(t.app, headers, s.boat.id, {
      start_date: daysAhead(start),
      end_date: daysAhead(end),
    });
  const act = (name: string, id: string, headers?: THeaders) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/${name}`, headers });
  const statusOf = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const occupancyOf = (id: string) =>
    t.db.select().from(boatOccupancy).where(eq(boatOccupancy.referenceId, id));

  describe('POST /booking/{id}/accept', () => {
    it('accepts, charges the first payment once, holds the days and rejects overlapping requests', async () => {
      const s = await setup();
      const id = await ask(s, s.client.headers);
      const other = await createClient(t.app);
      const overlapping = await ask(s, other.headers, 31, 33);
      const later = await ask(s, other.headers, 32, 33);

      const response = await act('accept', id, s.ownerHeaders);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status: 'accepted', role: 'owner' });
      const totals = await ledgerTotals(t.db, id);
      expect(totals.chargedCents).toBe(18_000); // 30 % of 600 €
      expect(await occupancyOf(id)).toHaveLength(1);
      expect(await statusOf(overlapping)).toMatchObject({
        status: 'rejected',
        rejectReason: 'unavailable',
      });
      expect((await statusOf(later)).status).toBe('pending');

      const again = await act('accept', id, s.ownerHeaders);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('AA00051');
      expect((await ledgerTotals(t.db, id)).chargedCents).toBe(18_000);
      // the auto-rejected request cannot be accepted
      expect((await act('accept', overlapping, s.ownerHeaders)).statusCode).toBe(409);
    });

    it('adds the card fee for a foreign card; an admin may accept', async () => {
      const s = await setup({ card: '4000008260000000' });
      const id = await ask(s, s.client.headers);
      const admin = await createUser(t.db, { role: 'admin' });
      const response = await act('accept', id, await bearerOf(t.app, admin));
      expect(response.statusCode).toBe(200);
      const [charge] = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.bookingId, id), eq(ledgerEntries.kind, 'charge')));
      expect(charge).toMatchObject({ amountCents: 18_270, feeCents: 270, status: 'succeeded' });
      expect(charge!.idempotencyKey).toBe(`booking:${id}:first-payment`);
    });

    it('a declined card leaves it pending with the reason and the days free; a new card then works', async () => {
      const s = await setup({ card: '4000000000000002' });
      const id = await ask(s, s.client.headers);
      const declined = await act('accept', id, s.ownerHeaders);
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({
        code: 'AA00045',
        message: { en: 'We had problems processing your card please contact your bank' },
      });
      expect(await statusOf(id)).toMatchObject({
        status: 'pending',
        lastChargeFailure: 'card_declined',
      });
      expect(await occupancyOf(id)).toHaveLength(0);
      const failed = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
      expect(failed.map((e) => e.status)).toEqual(['failed']);
      const seen = await t.app.inject({ url: `/api/booking/${id}`, headers: s.ownerHeaders });
      expect(seen.json().lastChargeFailure).toBe('card_declined');

      // the client adds a good card, which becomes the default once the bad one is removed
      const good = await saveTestCard({ db: t.db, payments: t.app.payments }, s.client.user.id);
      await t.app.inject({
        method: 'POST',
        url: `/api/billing/client/card/${good.id}/default`,
        headers: s.client.headers,
      });
      const accepted = await act('accept', id, s.ownerHeaders);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'accepted', lastChargeFailure: null });
      expect((await ledgerTotals(t.db, id)).chargedCents).toBe(18_000);
      expect(await occupancyOf(id)).toHaveLength(1);
    });

    it('409 unavailable when the days were blocked after the request; it is rejected', async () => {
      const s = await setup();
      const id = await ask(s, s.client.headers);
      await t.db.insert(boatOccupancy).values({
        boatId: s.boat.id,
        kind: 'blocked',
        during: `[${daysAhead(31)} 00:00:00,${daysAhead(32)} 00:00:00)`,
        createdBy: s.owner.id,
      });
      const response = await act('accept', id, s.ownerHeaders);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('AA00052');
      expect(await statusOf(id)).toMatchObject({ status: 'rejected', rejectReason: 'unavailable' });
      expect(await ledgerTotals(t.db, id)).toMatchObject({ chargedCents: 0 });
    });

    it('403 for the client, 404 for a stranger, 401 without a login, 400 on a bad id', async () => {
      const s = await setup();
      const id = await ask(s, s.client.headers);
      expect((await act('accept', id, s.client.headers)).statusCode).toBe(403);
      const stranger = await createClient(t.app);
      const hidden = await act('accept', id, stranger.headers);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().code).toBe('AA00050');
      expect((await act('accept', unknownId, s.ownerHeaders)).statusCode).toBe(404);
      expect((await act('accept', id)).statusCode).toBe(401);
      const bad = await act('accept', 'nope', s.ownerHeaders);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.map((f: { field: string }) => f.field)).toContain('id');
      expect((await statusOf(id)).status).toBe('pending');
    });
  });

  describe('POST /booking/{id}/reject', () => {
    it('the owner rejects a pending request; nothing is charged; then 409', async () => {
      const s = await setup();
      const id = await ask(s, s.client.headers);
      expect((await act('reject', id, s.client.headers)).statusCode).toBe(403);
      expect((await act('reject', id, (await createClient(t.app)).headers)).statusCode).toBe(404);
      expect((await act('reject', id)).statusCode).toBe(401);
      expect((await act('reject', 'x', s.ownerHeaders)).statusCode).toBe(400);
      const response = await act('reject', id, s.ownerHeaders);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'rejected', rejectReason: 'owner' });
      expect(await ledgerTotals(t.db, id)).toMatchObject({ chargedCents: 0 });
      expect((await act('reject', id, s.ownerHeaders)).json().code).toBe('AA00051');
      expect((await act('accept', id, s.ownerHeaders)).statusCode).toBe(409);
    });
  });

  describe('POST /booking/{id}/cancel', () => {
    it('the client cancels a pending request: nothing charged; the owner cannot cancel a pending one', async () => {
      const s = await setup();
      const id = await ask(s, s.client.headers);
      const byOwner = await act('cancel', id, s.ownerHeaders);
      expect(byOwner.statusCode).toBe(409);
      expect((await act('cancel', id, (await createClient(t.app)).headers)).statusCode).toBe(404);
      expect((await act('cancel', id)).statusCode).toBe(401);
      expect((await act('cancel', 'x', s.client.headers)).statusCode).toBe(400);
      const response = await act('cancel', id, s.client.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'canceled', canceledBy: 'client' });
      expect(await ledgerTotals(t.db, id)).toMatchObject({ chargedCents: 0, refundedCents: 0 });
      expect((await act('cancel', id, s.client.headers)).statusCode).toBe(409);
    });

    it('the client cancels an accepted booking: refund by the conditions, days freed', async () => {
      // strict: 50 % up to 14 days before departure
      const s = await setup({ boat: { cancelationConditions: 'strict' } });
      const id = await ask(s, s.client.headers);
      expect((await act('accept', id, s.ownerHeaders)).statusCode).toBe(200);
      const response = await act('cancel', id, s.client.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'canceled', canceledBy: 'client' });
      expect(await ledgerTotals(t.db, id)).toMatchObject({
        chargedCents: 18_000,
        refundedCents: 9_000,
        netPaidCents: 9_000,
      });
      expect(await occupancyOf(id)).toHaveLength(0);
      // the days are free again
      const next = await createClient(t.app);
      const again = await ask(s, next.headers);
      expect((await act('accept', again, s.ownerHeaders)).statusCode).toBe(200);
    });

    it('the owner cancels an accepted booking: everything back, fee included', async () => {
      const s = await setup({ card: '378282246310005' });
      const id = await ask(s, s.client.headers);
      expect((await act('accept', id, s.ownerHeaders)).statusCode).toBe(200);
      const response = await act('cancel', id, s.ownerHeaders);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'canceled', canceledBy: 'owner' });
      expect(await ledgerTotals(t.db, id)).toMatchObject({
        chargedCents: 18_270,
        refundedCents: 18_270,
        netPaidCents: 0,
        feeCents: 0,
      });
      expect(await occupancyOf(id)).toHaveLength(0);
      expect((await act('cancel', id, s.client.headers)).statusCode).toBe(409);
      expect((await act('accept', id, s.ownerHeaders)).statusCode).toBe(409);
    });
  });
});
