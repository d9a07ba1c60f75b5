import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { ledgerEntries, sandboxCharges } from '../../../db/schema';
import { createSandboxProvider } from '../../adapters/payments/sandbox';
import type { TPaymentProvider } from '../../adapters/payments/types';
import type { AppError } from '../../errors';
import { saveTestCard } from '../../testing/billing';
import { useTestDatabase } from '../../testing/test-app';
import { CardDeclinedError } from './card-declined';
import type { TBillingDeps } from './deps';
import { ledgerTotals } from './ledger-totals';
import { recordCharge } from './record-charge';
import { recordRefund } from './record-refund';

/** The sandbox, counting the calls that move money. */
function countingSandbox(db: TBillingDeps['db']) {
  const calls = { charge: 0, refund: 0 };
  const wrap = (provider: TPaymentProvider): TPaymentProvider => ({
    ...provider,
    within: (tx) => wrap(provider.within(tx)),
    charge: async (request) => {
      calls.charge++;
      return provider.charge(request);
    },
    refund: async (request) => {
      calls.refund++;
      return provider.refund(request);
    },
  });
  return { payments: wrap(createSandboxProvider(db)), calls };
}

describe('ledger: charges and refunds', () => {
  const ctx = useTestDatabase();
  const setup = () => {
    const { payments, calls } = countingSandbox(ctx.database.db);
    return { deps: { db: ctx.database.db, payments } satisfies TBillingDeps, calls };
  };

  async function clientWithCard(deps: TBillingDeps, number = '4242424242424242') {
    const user = await createUser(ctx.database.db);
    const card = await saveCard(deps, user.id, number);
    return { user, card };
  }
  const saveCard = (deps: TBillingDeps, userId: string, number: string) =>
    saveTestCard(deps, userId, number);
  const entriesOf = (bookingId: string) =>
    ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));

  it('charges the default card once per key and records the row; a retry replays it', async () => {
    const { deps, calls } = setup();
    const { user, card } = await clientWithCard(deps);
    const bookingId = randomUUID();
    const input = {
      userId: user.id,
      bookingId,
      baseCents: 30_000,
      idempotencyKey: `booking:${bookingId}:first-payment`,
      description: 'First payment',
    };
    const first = await recordCharge(deps, input);
    expect(first).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      amountCents: 30_000,
      feeCents: 0,
      cardId: card.id,
      bookingId,
      replayed: false,
    });
    expect(first.providerReference).toMatch(/^ch_sbx_/);
    const again = await recordCharge(deps, input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(calls.charge).toBe(1);
    expect(await entriesOf(bookingId)).toHaveLength(1);
  });

  it('adds the 1.5 % card fee on American Express and foreign cards', async () => {
    const { deps } = setup();
    for (const number of ['378282246310005', '4000008260000000']) {
      const { user } = await clientWithCard(deps, number);
      const entry = await recordCharge(deps, {
        userId: user.id,
        baseCents: 30_001,
        idempotencyKey: `test:fee:${user.id}`,
        description: 'Fee',
      });
      // 450.015 → 450
      expect(entry).toMatchObject({ amountCents: 30_451, feeCents: 450 });
    }
  });

  it('a declined card: 402 with the spec message, a failed row, nothing charged; another card then works', async () => {
    const { deps, calls } = setup();
    const { user } = await clientWithCard(deps, '4000000000000002');
    const bookingId = randomUUID();
    const input = {
      userId: user.id,
      bookingId,
      baseCents: 10_000,
      idempotencyKey: `booking:${bookingId}:first-payment`,
      description: 'First payment',
    };
    const error = await recordCharge(deps, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardDeclinedError);
    expect(error).toMatchObject({
      status: 402,
      code: 'AA00045',
      failureCode: 'card_declined',
      messages: { en: 'We had problems processing your card please contact your bank' },
    });
    expect((error as AppError).messages.es).toMatch(/tarjeta/);
    const rows = await entriesOf(bookingId);
    expect(rows).toMatchObject([{ status: 'failed', failureCode: 'card_declined' }]);
    expect((await ledgerTotals(ctx.database.db, bookingId)).chargedCents).toBe(0);

    // the client adds a good card and tries again: a new attempt at the provider
    const good = await saveCard(deps, user.id, '4242424242424242');
    const paid = await recordCharge(deps, { ...input, cardId: good.id });
    expect(paid).toMatchObject({ status: 'succeeded', cardId: good.id, replayed: false });
    expect(calls.charge).toBe(2);
    expect((await ledgerTotals(ctx.database.db, bookingId)).chargedCents).toBe(10_000);
  });

  it('without a card: 422 "You should add a card."; another user\'s card: 404', async () => {
    const { deps } = setup();
    const user = await createUser(ctx.database.db);
    const input = { userId: user.id, baseCents: 100, idempotencyKey: 'x', description: 'x' };
    await expect(
      recordCharge(deps, { ...input, idempotencyKey: `t:${user.id}` }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'AA00047',
      messages: { en: 'You should add a card.' },
    });
    const other = await clientWithCard(deps);
    await expect(
      recordCharge(deps, { ...input, cardId: other.card.id, idempotencyKey: `t2:${user.id}` }),
    ).rejects.toMatchObject({ status: 404, code: 'AA00046' });
  });

  it('20 concurrent charges with one key: one provider charge and one ledger row', async () => {
    const { deps, calls } = setup();
    const { user } = await clientWithCard(deps);
    const bookingId = randomUUID();
    const key = `booking:${bookingId}:first-payment`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        recordCharge(deps, {
          userId: user.id,
          bookingId,
          baseCents: 45_000,
          idempotencyKey: key,
          description: 'First payment',
        }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(calls.charge).toBe(1);
    expect(await entriesOf(bookingId)).toHaveLength(1);
    const charges = await ctx.database.db
      .select()
      .from(sandboxCharges)
      .where(sql`starts_with(${sandboxCharges.idempotencyKey}, ${key})`);
    expect(charges).toHaveLength(1);
  });

  it('refunds within what was charged, replays a refund key, and derives the totals', async () => {
    const { deps, calls } = setup();
    const { user } = await clientWithCard(deps, '378282246310005');
    const bookingId = randomUUID();
    const first = await recordCharge(deps, {
      userId: user.id,
      bookingId,
      baseCents: 30_000,
      idempotencyKey: `booking:${bookingId}:first-payment`,
      description: 'First payment',
    });
    const rest = await recordCharge(deps, {
      userId: user.id,
      bookingId,
      baseCents: 70_000,
      idempotencyKey: `booking:${bookingId}:check-in`,
      description: 'Rest',
    });
    expect([first.amountCents, rest.amountCents]).toEqual([30_450, 71_050]);

    const refund = {
      chargeEntryId: first.id,
      amountCents: 15_225,
      idempotencyKey: `booking:${bookingId}:cancel:${first.id}`,
    };
    const half = await recordRefund(deps, refund);
    expect(half).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amountCents: 15_225,
      feeCents: 225,
      chargeEntryId: first.id,
      bookingId,
      replayed: false,
    });
    expect(await recordRefund(deps, refund)).toEqual({ ...half, replayed: true });
    expect(calls.refund).toBe(1);

    await expect(
      recordRefund(deps, { ...refund, amountCents: 15_226, idempotencyKey: 'test:too-much' }),
    ).rejects.toMatchObject({ status: 422, code: 'AA00049' });
    await recordRefund(deps, { ...refund, amountCents: 15_225, idempotencyKey: 'test:rest' });

    expect(await ledgerTotals(ctx.database.db, bookingId)).toEqual({
      chargedCents: 101_500,
      refundedCents: 30_450,
      netPaidCents: 71_050,
      feeCents: 1_050,
      commissionCents: 0,
      payoutCents: 0,
      charges: [
        { id: first.id, amountCents: 30_450, refundedCents: 30_450 },
        { id: rest.id, amountCents: 71_050, refundedCents: 0 },
      ],
    });
  });

  it('concurrent refunds of one charge never pass what it charged', async () => {
    const { deps } = setup();
    const { user } = await clientWithCard(deps);
    const bookingId = randomUUID();
    const charge = await recordCharge(deps, {
      userId: user.id,
      bookingId,
      baseCents: 10_000,
      idempotencyKey: `booking:${bookingId}:first-payment`,
      description: 'x',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        recordRefund(deps, {
          chargeEntryId: charge.id,
          amountCents: 3_000,
          idempotencyKey: `booking:${bookingId}:refund:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const totals = await ledgerTotals(ctx.database.db, bookingId);
    expect(totals.refundedCents).toBe(9_000);
  });

  it('the ledger is append-only: the database refuses updates and deletes', async () => {
    const { deps } = setup();
    const { user } = await clientWithCard(deps);
    const entry = await recordCharge(deps, {
      userId: user.id,
      baseCents: 500,
      idempotencyKey: `test:append-only:${user.id}`,
      description: 'x',
    });
    const db = ctx.database.db;
    await expect(
      db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate ${ledgerEntries}`)).rejects.toThrow();
    // and amounts are positive whole cents
    await expect(
      db.insert(ledgerEntries).values({
        kind: 'charge',
        status: 'succeeded',
        amountCents: 0,
        userId: user.id,
        idempotencyKey: `test:zero:${user.id}`,
      }),
    ).rejects.toThrow();
    const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry.id));
    expect(row!.amountCents).toBe(500);
  });
});
