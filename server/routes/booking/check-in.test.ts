import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { bookings, ledgerEntries } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { ledgerTotals } from '../../services/billing/ledger-totals';
import { saveTestCard } from '../../testing/billing';
import {
  bearerOf,
  bookingParties,
  createClient,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('POST /booking/{id}/check-in', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const act = (name: string, id: string, headers?: THeaders) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/${name}`, headers });
  const checkIn = (id: string, headers?: THeaders) => act('check-in', id, headers);
  const rowOf = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const entriesOf = (id: string) =>
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));

  /** Two days (600 € with the flat test prices) requested and accepted: 30 % charged (180 €). */
  async function acceptedBooking(options: Parameters<typeof bookingParties>[1] = {}) {
    const parties = await bookingParties(t.app, options);
    const id = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    const accepted = await act('accept', id, parties.ownerHeaders);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { ...parties, id };
  }
  /**
   * The departure day has come: the booking's days are moved to today (requests cannot be made
   * for today itself, the owner would have no time to answer).
   */
  async function departToday(id: string) {
    const today = todayInMadrid();
    await t.db
      .update(bookings)
      .set({ startDate: today, endDate: addDays(today, 1) })
      .where(eq(bookings.id, id));
  }

  it('charges the balance, marks the check-in and settles the owner: ledger balanced to the cent', async () => {
    const s = await acceptedBooking();
    await departToday(s.id);
    const response = await checkIn(s.id, s.ownerHeaders);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'accepted', role: 'owner' });
    expect(body.checkedInAt).not.toBeNull();
    expect(body.payments.chargedCents).toBe(60_000);
    expect(body.payments.items.map((p: { kind: string }) => p.kind)).toEqual([
      'first-payment',
      'balance',
    ]);

    const row = await rowOf(s.id);
    const [balance] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `booking:${s.id}:balance`));
    expect(balance).toMatchObject({ kind: 'charge', status: 'succeeded', amountCents: 42_000 });
    expect(row.balanceChargeEntryId).toBe(balance!.id);
    expect(row.lastChargeFailure).toBeNull();

    const totals = await ledgerTotals(t.db, s.id);
    expect(totals).toMatchObject({ chargedCents: 60_000, commissionCents: 12_000 });
    expect(totals.payoutCents).toBe(48_000);
    // charges − refunds − commission − payout = the card fees Marea keeps (none on a Spanish Visa)
    const { chargedCents, refundedCents, commissionCents, payoutCents } = totals;
    expect(chargedCents - refundedCents - commissionCents - payoutCents).toBe(totals.feeCents);
    expect(totals.feeCents).toBe(0);
    const settlement = (await entriesOf(s.id)).filter((e) => e.kind !== 'charge');
    expect(settlement.map((e) => [e.kind, e.userId, e.idempotencyKey]).sort()).toEqual([
      ['commission', s.owner.id, `booking:${s.id}:commission`],
      ['payout', s.owner.id, `booking:${s.id}:payout`],
    ]);
  });

  it('adds the card fee when the card carries it; the fees are what the ledger keeps', async () => {
    const s = await acceptedBooking({ card: '4000008260000000' });
    await departToday(s.id);
    const admin = await createUser(t.db, { role: 'admin' });
    const response = await checkIn(s.id, await bearerOf(t.app, admin));
    expect(response.statusCode, response.body).toBe(200);
    const totals = await ledgerTotals(t.db, s.id);
    // 180 € + 2.70 € fee at accept, 420 € + 6.30 € fee at check-in
    expect(totals).toMatchObject({
      chargedCents: 60_900,
      feeCents: 900,
      commissionCents: 12_000,
      payoutCents: 48_000,
    });
    expect(totals.chargedCents - totals.commissionCents - totals.payoutCents).toBe(900);
  });

  it('401 without a login, 404 for a stranger, 403 for the client, 400 on a bad id', async () => {
    const s = await acceptedBooking();
    await departToday(s.id);
    expect((await checkIn(s.id)).statusCode).toBe(401);
    const stranger = await createClient(t.app);
    const hidden = await checkIn(s.id, stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('AA00050');
    const byClient = await checkIn(s.id, s.client.headers);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().code).toBe('AA00003');
    const bad = await checkIn('nope', s.ownerHeaders);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toContain('id');
    expect((await rowOf(s.id)).checkedInAt).toBeNull();
    expect((await ledgerTotals(t.db, s.id)).chargedCents).toBe(18_000);
  });

  it('409 AA00051 unless accepted: a pending request, a canceled booking', async () => {
    const parties = await bookingParties(t.app);
    const id = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    await departToday(id);
    const pending = await checkIn(id, parties.ownerHeaders);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'AA00051',
      message: { en: 'This booking is no longer in a state that allows this.' },
    });

    const s = await acceptedBooking();
    expect((await act('cancel', s.id, s.ownerHeaders)).statusCode).toBe(200);
    await departToday(s.id);
    expect((await checkIn(s.id, s.ownerHeaders)).json().code).toBe('AA00051');
  });

  it('422 AA00056 before the departure day (Madrid date)', async () => {
    const s = await acceptedBooking();
    const tomorrow = addDays(todayInMadrid(), 1);
    await t.db
      .update(bookings)
      .set({ startDate: tomorrow, endDate: tomorrow })
      .where(eq(bookings.id, s.id));
    const early = await checkIn(s.id, s.ownerHeaders);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      code: 'AA00056',
      message: {
        es: 'El check-in se marca a partir del día de salida.',
        en: 'The check-in can only be marked from the departure day.',
      },
    });
    expect((await rowOf(s.id)).checkedInAt).toBeNull();
    expect((await ledgerTotals(t.db, s.id)).chargedCents).toBe(18_000);
  });

  it('a declined card: 402, still accepted and not checked in, the reason kept; another card then works', async () => {
    const s = await acceptedBooking();
    await departToday(s.id);
    // the client swaps the card they paid with for one that is declined
    const deps = { db: t.db, payments: t.app.payments };
    const paidWith = (await rowOf(s.id)).cardId!;
    await saveTestCard(deps, s.client.user.id, '4000000000000002');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/billing/client/card/${paidWith}`,
      headers: s.client.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);

    const declined = await checkIn(s.id, s.ownerHeaders);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'AA00045',
      message: { en: 'We had problems processing your card please contact your bank' },
    });
    expect(await rowOf(s.id)).toMatchObject({
      status: 'accepted',
      checkedInAt: null,
      balanceChargeEntryId: null,
      lastChargeFailure: 'card_declined',
    });
    const failed = await t.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `booking:${s.id}:balance%`));
    expect(failed.map((e) => [e.status, e.idempotencyKey])).toEqual([
      ['failed', `booking:${s.id}:balance#failed-1`],
    ]);
    expect(await ledgerTotals(t.db, s.id)).toMatchObject({
      chargedCents: 18_000,
      commissionCents: 0,
      payoutCents: 0,
    });

    const good = await saveTestCard(deps, s.client.user.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/billing/client/card/${good.id}/default`,
      headers: s.client.headers,
    });
    const ok = await checkIn(s.id, s.ownerHeaders);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowOf(s.id)).toMatchObject({ cardId: good.id, lastChargeFailure: null });
    expect((await ledgerTotals(t.db, s.id)).chargedCents).toBe(60_000);
  });

  it('422 AA00047 when the card was removed and none is left', async () => {
    const s = await acceptedBooking();
    await departToday(s.id);
    const paidWith = (await rowOf(s.id)).cardId!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/billing/client/card/${paidWith}`,
      headers: s.client.headers,
    });
    const response = await checkIn(s.id, s.ownerHeaders);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('AA00047');
    expect((await rowOf(s.id)).checkedInAt).toBeNull();
  });

  it('a retried check-in never charges twice, one after the other or at once', async () => {
    const s = await acceptedBooking();
    await departToday(s.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkIn(s.id, s.ownerHeaders)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const again = await checkIn(s.id, s.ownerHeaders);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AA00051');
    const entries = await entriesOf(s.id);
    expect(entries.filter((e) => e.kind === 'charge').map((e) => e.amountCents)).toEqual([
      18_000, 42_000,
    ]);
    expect(entries.filter((e) => e.kind === 'commission')).toHaveLength(1);
    expect(entries.filter((e) => e.kind === 'payout')).toHaveLength(1);
  });

  it('nothing left to charge (first payment of 100 %): checked in without a charge, owner settled', async () => {
    const parties = await bookingParties(t.app);
    const id = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    await t.db.update(bookings).set({ firstPaymentPercent: 100 }).where(eq(bookings.id, id));
    expect((await act('accept', id, parties.ownerHeaders)).statusCode).toBe(200);
    await departToday(id);
    const response = await checkIn(id, parties.ownerHeaders);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ balanceChargeEntryId: null });
    expect((await rowOf(id)).checkedInAt).not.toBeNull();
    const totals = await ledgerTotals(t.db, id);
    expect(totals).toMatchObject({ chargedCents: 60_000, commissionCents: 12_000 });
    expect(totals.payoutCents).toBe(48_000);
    const balance = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, id), like(ledgerEntries.idempotencyKey, '%balance%')));
    expect(balance).toHaveLength(0);
  });

  it('a checked-in booking cannot be canceled by either side (409)', async () => {
    const s = await acceptedBooking();
    await departToday(s.id);
    expect((await checkIn(s.id, s.ownerHeaders)).statusCode).toBe(200);
    for (const headers of [s.client.headers, s.ownerHeaders]) {
      const cancel = await act('cancel', s.id, headers);
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().code).toBe('AA00051');
    }
    expect((await ledgerTotals(t.db, s.id)).refundedCents).toBe(0);
  });
});
