import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCharges, sandboxTokens } from '../../../db/schema';
import { AppError } from '../../errors';
import { useTestDatabase } from '../../testing/test-app';
import { createSandboxProvider } from './sandbox';

const year = new Date().getUTCFullYear() + 3;
const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: year,
  cvc: number.startsWith('37') ? '1234' : '123',
  ...overrides,
});

async function fieldsOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  return (error as AppError).fields?.map((f) => f.field) ?? [];
}

describe('sandbox payment provider', () => {
  const ctx = useTestDatabase();
  const provider = () => createSandboxProvider(ctx.database.db);
  let customerSeq = 0;

  async function savedCard(number: string) {
    const sandbox = provider();
    const { customerId } = await sandbox.createCustomer({
      userId: `00000000-0000-4000-8000-${String(++customerSeq).padStart(12, '0')}`,
      email: 'a@example.test',
      name: 'A',
    });
    const { cardToken } = await sandbox.tokenize!(card(number));
    const saved = await sandbox.saveCard(customerId, cardToken);
    return { sandbox, customerId, saved };
  }

  it('tokenises the test cards of PRODUCT.md §2 with their brand and issuing country', async () => {
    const sandbox = provider();
    const cases = [
      ['4242 4242 4242 4242', 'visa', 'ES', '4242'],
      ['4000 0000 0000 0002', 'visa', 'ES', '0002'],
      ['3782 822463 10005', 'amex', 'ES', '0005'],
      ['4000 0082 6000 0000', 'visa', 'FR', '0000'],
      ['5555-5555-5555-4444', 'mastercard', 'ES', '4444'],
    ] as const;
    for (const [number, brand, country, last4] of cases) {
      const { cardToken } = await sandbox.tokenize!(card(number));
      expect(cardToken).toMatch(/^tok_sbx_[0-9a-f]{24}$/);
      const [row] = await ctx.database.db
        .select()
        .from(sandboxTokens)
        .where(eq(sandboxTokens.token, cardToken));
      expect(row).toMatchObject({ brand, country, last4, expMonth: 12, expYear: year });
      // only the last four digits are kept
      expect(JSON.stringify(row)).not.toContain(number.replace(/\D/g, '').slice(0, 12));
    }
  });

  it('names the wrong field: number (Luhn, not a test card), expiry, cvc', async () => {
    const sandbox = provider();
    expect(await fieldsOf(sandbox.tokenize!(card('4242 4242 4242 4241')))).toEqual(['number']);
    expect(await fieldsOf(sandbox.tokenize!(card('4111 1111 1111 1111')))).toEqual(['number']);
    expect(await fieldsOf(sandbox.tokenize!(card('4242424242424242', { exp_month: 13 })))).toEqual([
      'exp_month',
    ]);
    expect(await fieldsOf(sandbox.tokenize!(card('4242424242424242', { exp_year: 2020 })))).toEqual(
      ['exp_year'],
    );
    expect(await fieldsOf(sandbox.tokenize!(card('4242424242424242', { cvc: '12' })))).toEqual([
      'cvc',
    ]);
    // American Express has a four-digit code
    expect(await fieldsOf(sandbox.tokenize!(card('378282246310005', { cvc: '123' })))).toEqual([
      'cvc',
    ]);
  });

  it('saves a token once: a second save is a 400 naming cardToken', async () => {
    const sandbox = provider();
    const { cardToken } = await sandbox.tokenize!(card('4242424242424242'));
    const saved = await sandbox.saveCard('cus_sbx_a', cardToken);
    expect(saved).toEqual({
      providerCardId: cardToken,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: year,
      country: 'ES',
    });
    expect(await fieldsOf(sandbox.saveCard('cus_sbx_b', cardToken))).toEqual(['cardToken']);
    expect(await fieldsOf(sandbox.saveCard('cus_sbx_a', 'tok_sbx_unknown'))).toEqual(['cardToken']);
  });

  it('makes the same customer for the same user', async () => {
    const sandbox = provider();
    const input = { userId: '00000000-0000-4000-8000-000000000999', email: 'x', name: 'x' };
    const first = await sandbox.createCustomer(input);
    expect(first.customerId).toMatch(/^cus_sbx_/);
    expect(await sandbox.createCustomer(input)).toEqual(first);
  });

  it('charges, declines the declining card, and answers a replayed key with the first result', async () => {
    const ok = await savedCard('4242424242424242');
    const request = {
      customerId: ok.customerId,
      providerCardId: ok.saved.providerCardId,
      amountCents: 12_345,
      idempotencyKey: 'test:charge:1',
      description: 'Test',
    };
    const first = await ok.sandbox.charge(request);
    expect(first).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await ok.sandbox.charge(request)).toEqual(first);
    await expect(ok.sandbox.charge({ ...request, amountCents: 1 })).rejects.toThrow(
      /idempotency key reused/,
    );

    const bad = await savedCard('4000000000000002');
    const declined = await bad.sandbox.charge({
      ...request,
      customerId: bad.customerId,
      providerCardId: bad.saved.providerCardId,
      idempotencyKey: 'test:charge:2',
    });
    expect(declined).toMatchObject({ status: 'declined', failureCode: 'card_declined' });

    const poor = await savedCard('4000000000009995');
    expect(
      await poor.sandbox.charge({
        ...request,
        customerId: poor.customerId,
        providerCardId: poor.saved.providerCardId,
        idempotencyKey: 'test:charge:3',
      }),
    ).toMatchObject({ status: 'declined', failureCode: 'insufficient_funds' });
  });

  it('declines a removed card and an expired one', async () => {
    const { sandbox, customerId, saved } = await savedCard('4242424242424242');
    const later = createSandboxProvider(ctx.database.db, {
      now: () => new Date(Date.UTC(year + 1, 0, 1)),
    });
    const request = {
      customerId,
      providerCardId: saved.providerCardId,
      amountCents: 100,
      description: 'Test',
    };
    expect(await later.charge({ ...request, idempotencyKey: 'test:expired' })).toMatchObject({
      status: 'declined',
      failureCode: 'expired_card',
    });
    await sandbox.removeCard(customerId, saved.providerCardId);
    expect(await sandbox.charge({ ...request, idempotencyKey: 'test:removed' })).toMatchObject({
      status: 'declined',
      failureCode: 'card_removed',
    });
  });

  it('refunds up to what was charged, replays a refund key, refuses more', async () => {
    const { sandbox, customerId, saved } = await savedCard('4242424242424242');
    const paid = await sandbox.charge({
      customerId,
      providerCardId: saved.providerCardId,
      amountCents: 10_000,
      idempotencyKey: 'test:refundable',
      description: 'Test',
    });
    const chargeReference = paid.reference!;
    const part = await sandbox.refund({
      chargeReference,
      amountCents: 6_000,
      idempotencyKey: 'test:refund:1',
    });
    expect(part).toMatchObject({ status: 'succeeded' });
    expect(
      await sandbox.refund({
        chargeReference,
        amountCents: 6_000,
        idempotencyKey: 'test:refund:1',
      }),
    ).toEqual(part);
    expect(
      await sandbox.refund({
        chargeReference,
        amountCents: 4_001,
        idempotencyKey: 'test:refund:2',
      }),
    ).toEqual({ status: 'failed', reference: null, failureCode: 'amount_too_large' });
    expect(
      await sandbox.refund({
        chargeReference,
        amountCents: 4_000,
        idempotencyKey: 'test:refund:3',
      }),
    ).toMatchObject({ status: 'succeeded' });
    const [row] = await ctx.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, chargeReference));
    expect(row!.refundedCents).toBe(10_000);
  });

  it('20 concurrent charges with one key: one charge (PostgreSQL proves it, PGlite serialises)', async () => {
    const { customerId, saved } = await savedCard('4242424242424242');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        provider().charge({
          customerId,
          providerCardId: saved.providerCardId,
          amountCents: 5_000,
          idempotencyKey: 'test:concurrent',
          description: 'Test',
        }),
      ),
    );
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, 'test:concurrent'));
    expect(rows).toHaveLength(1);
  });

  it('concurrent refunds of one charge never pass what it charged', async () => {
    const { sandbox, customerId, saved } = await savedCard('4242424242424242');
    const paid = await sandbox.charge({
      customerId,
      providerCardId: saved.providerCardId,
      amountCents: 10_000,
      idempotencyKey: 'test:concurrent-refunds',
      description: 'Test',
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        provider().refund({
          chargeReference: paid.reference!,
          amountCents: 3_000,
          idempotencyKey: `test:concurrent-refund:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'succeeded')).toHaveLength(3);
    const [row] = await ctx.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, paid.reference!));
    expect(row!.refundedCents).toBe(9_000);
  });

  it('has no webhooks: any delivery is refused', () => {
    expect(() => provider().parseWebhook('{}', 't=1,v1=x')).toThrow(AppError);
  });
});
