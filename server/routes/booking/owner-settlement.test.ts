import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../db/schema';
import { ledgerTotals } from '../../services/billing/ledger-totals';
import { recordOwnerSettlement } from '../../services/booking/settle-owner';
import { bookingParties, requestBooking, type THeaders } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/** Commission and payout rows when a booking ends without a check-in (decision 0020). */
describe('owner settlement on cancellation', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const act = (name: string, id: string, headers: THeaders) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/${name}`, headers });
  async function accepted(options: Parameters<typeof bookingParties>[1]) {
    const parties = await bookingParties(t.app, options);
    const id = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    expect((await act('accept', id, parties.ownerHeaders)).statusCode).toBe(200);
    return { ...parties, id };
  }
  const settlementOf = async (id: string) =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id)))
      .filter((e) => e.kind === 'commission' || e.kind === 'payout')
      .map((e) => ({ kind: e.kind, amountCents: e.amountCents, userId: e.userId }))
      .sort((a, b) => a.kind.localeCompare(b.kind));

  it('a client cancellation settles what the owner keeps, card fees excluded', async () => {
    // strict: 50 % back up to 14 days before; American Express: 1.5 % fee on each charge
    const s = await accepted({
      card: '378282246310005',
      boat: { cancelationConditions: 'strict' },
    });
    expect((await act('cancel', s.id, s.client.headers)).statusCode).toBe(200);
    const totals = await ledgerTotals(t.db, s.id);
    // 180 € + 2.70 € charged, half given back (its fee share too): 90 € of rental kept
    expect(totals).toMatchObject({ chargedCents: 18_270, refundedCents: 9_135, feeCents: 135 });
    expect(await settlementOf(s.id)).toEqual([
      { kind: 'commission', amountCents: 1_800, userId: s.owner.id },
      { kind: 'payout', amountCents: 7_200, userId: s.owner.id },
    ]);
    const { chargedCents, refundedCents, commissionCents, payoutCents } = totals;
    expect(chargedCents - refundedCents - commissionCents - payoutCents).toBe(totals.feeCents);
  });

  it('a full refund (flexible, well ahead) leaves nothing to settle', async () => {
    const s = await accepted({ boat: { cancelationConditions: 'flexible' } });
    expect((await act('cancel', s.id, s.client.headers)).statusCode).toBe(200);
    expect(await ledgerTotals(t.db, s.id)).toMatchObject({ netPaidCents: 0 });
    expect(await settlementOf(s.id)).toEqual([]);
  });

  it('an owner cancellation gives everything back: no commission, no payout', async () => {
    const s = await accepted({ boat: { cancelationConditions: 'strict' } });
    expect((await act('cancel', s.id, s.ownerHeaders)).statusCode).toBe(200);
    expect(await settlementOf(s.id)).toEqual([]);
    const totals = await ledgerTotals(t.db, s.id);
    expect(totals.chargedCents - totals.refundedCents).toBe(0);
  });

  it('settles a booking once: a replay writes nothing more', async () => {
    const s = await accepted({ boat: { cancelationConditions: 'strict' } });
    expect((await act('cancel', s.id, s.client.headers)).statusCode).toBe(200);
    const input = {
      bookingId: s.id,
      ownerId: s.owner.id,
      rentalCents: 9_000,
      event: 'client-cancel',
    } as const;
    await recordOwnerSettlement(t.db, input);
    await recordOwnerSettlement(t.db, { ...input, rentalCents: 60_000, event: 'check-in' });
    expect(await settlementOf(s.id)).toEqual([
      { kind: 'commission', amountCents: 1_800, userId: s.owner.id },
      { kind: 'payout', amountCents: 7_200, userId: s.owner.id },
    ]);
  });
});
