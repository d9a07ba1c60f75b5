import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { sandboxCharges, sandboxRefunds, sandboxTokens } from '../../../db/schema';
import {
  cardBrandOf,
  cardDigits,
  checkCardForm,
  fullExpYear,
  isCardExpired,
} from '../../../shared/card-number';
import { validationMessages } from '../../../shared/validation-messages';
import { appError } from '../../errors';
import { invalidCardForm, invalidCardToken, invalidWebhookSignature } from './errors';
import { sandboxTestCards } from './sandbox-cards';
import type { TChargeResult, TPaymentProvider, TProviderCard, TRefundResult } from './types';

export type TSandboxOptions = { now?: () => Date };

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

class RefundTooLarge extends Error {}

/**
 * The in-process card processor of `npm start` and the tests (PRODUCT.md §2): deterministic by
 * card number, its state in our database (sandbox_* tables). Replayed idempotency keys answer the
 * first result; the unique indexes make that hold under concurrency too.
 */
export function createSandboxProvider(
  db: TDbOrTx,
  options: TSandboxOptions = {},
): TPaymentProvider {
  const now = options.now ?? (() => new Date());

  async function tokenize(card: Parameters<NonNullable<TPaymentProvider['tokenize']>>[0]) {
    const problems = checkCardForm(card, now());
    if (problems.length > 0) throw invalidCardForm(problems);
    const digits = cardDigits(card.number)!;
    const testCard = sandboxTestCards[digits];
    if (!testCard) {
      throw appError('AA00001', undefined, [
        { field: 'number', message: validationMessages.sandboxTestCardsOnly },
      ]);
    }
    const token = newId('tok');
    await db.insert(sandboxTokens).values({
      token,
      brand: cardBrandOf(digits),
      last4: digits.slice(-4),
      country: testCard.country,
      expMonth: card.exp_month,
      expYear: fullExpYear(card.exp_year),
      declineCode: testCard.declineCode,
    });
    return { cardToken: token };
  }

  async function saveCard(customerId: string, cardToken: string): Promise<TProviderCard> {
    // one statement: two requests with the same token cannot both save it
    const [row] = await db
      .update(sandboxTokens)
      .set({ usedAt: now(), customerId })
      .where(and(eq(sandboxTokens.token, cardToken), isNull(sandboxTokens.usedAt)))
      .returning();
    if (!row) throw invalidCardToken();
    return {
      providerCardId: row.token,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
      country: row.country,
    };
  }

  async function charge(
    request: Parameters<TPaymentProvider['charge']>[0],
  ): Promise<TChargeResult> {
    const [card] = await db
      .select()
      .from(sandboxTokens)
      .where(
        and(
          eq(sandboxTokens.token, request.providerCardId),
          eq(sandboxTokens.customerId, request.customerId),
        ),
      );
    if (!card) throw new Error('sandbox: this card is not saved for this customer');
    const failureCode = card.detachedAt
      ? 'card_removed'
      : (card.declineCode ??
        (isCardExpired(card.expMonth, card.expYear, now()) ? 'expired_card' : null));
    const [inserted] = await db
      .insert(sandboxCharges)
      .values({
        id: newId('ch'),
        idempotencyKey: request.idempotencyKey,
        customerId: request.customerId,
        cardToken: card.token,
        amountCents: request.amountCents,
        status: failureCode ? 'declined' : 'succeeded',
        failureCode,
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
      .returning();
    const first =
      inserted ??
      (
        await db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey))
      )[0]!;
    if (first.amountCents !== request.amountCents || first.cardToken !== card.token) {
      // as a real processor does: a key stands for one request
      throw new Error('sandbox: idempotency key reused with different parameters');
    }
    return first.status === 'succeeded'
      ? { status: 'succeeded', reference: first.id, failureCode: null }
      : { status: 'declined', reference: first.id, failureCode: first.failureCode ?? 'declined' };
  }

  async function refund(
    request: Parameters<TPaymentProvider['refund']>[0],
  ): Promise<TRefundResult> {
    const [paid] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, request.chargeReference));
    if (!paid || paid.status !== 'succeeded')
      return { status: 'failed', reference: null, failureCode: 'charge_not_refundable' };
    try {
      return await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(sandboxRefunds)
          .values({
            id: newId('re'),
            idempotencyKey: request.idempotencyKey,
            chargeId: paid.id,
            amountCents: request.amountCents,
          })
          .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
          .returning();
        if (!inserted) {
          const [first] = await tx
            .select()
            .from(sandboxRefunds)
            .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
          if (first!.chargeId !== paid.id || first!.amountCents !== request.amountCents)
            throw new Error('sandbox: idempotency key reused with different parameters');
          return { status: 'succeeded', reference: first!.id, failureCode: null };
        }
        // the condition holds under concurrency: the row lock makes a second refund re-check it
        const [updated] = await tx
          .update(sandboxCharges)
          .set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${request.amountCents}` })
          .where(
            and(
              eq(sandboxCharges.id, paid.id),
              sql`${sandboxCharges.refundedCents} + ${request.amountCents} <= ${sandboxCharges.amountCents}`,
            ),
          )
          .returning({ id: sandboxCharges.id });
        if (!updated) throw new RefundTooLarge();
        return { status: 'succeeded', reference: inserted.id, failureCode: null };
      });
    } catch (error) {
      if (error instanceof RefundTooLarge)
        return { status: 'failed', reference: null, failureCode: 'amount_too_large' };
      throw error;
    }
  }

  return {
    name: 'sandbox',
    within: (tx) => createSandboxProvider(tx, options),
    // deterministic: asking twice for one user gives the same customer
    async createCustomer({ userId }) {
      const digest = createHash('sha256').update(`sandbox-customer:${userId}`).digest('hex');
      return { customerId: `cus_sbx_${digest.slice(0, 24)}` };
    },
    saveCard,
    async removeCard(customerId, providerCardId) {
      await db
        .update(sandboxTokens)
        .set({ detachedAt: now() })
        .where(
          and(
            eq(sandboxTokens.token, providerCardId),
            eq(sandboxTokens.customerId, customerId),
            isNull(sandboxTokens.detachedAt),
          ),
        );
    },
    charge,
    refund,
    tokenize,
    parseWebhook() {
      // the sandbox answers every call at once: it has nothing to tell later
      throw invalidWebhookSignature();
    },
  };
}
