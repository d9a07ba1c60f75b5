import { describe, expect, it } from 'vitest';
import type { TLedgerLine } from '../../../shared/schemas/admin';
import { summarizeLedger } from './ledger-lines';

const line = (kind: TLedgerLine['kind'], amountCents: number, feeCents = 0, failed = false) =>
  ({
    id: crypto.randomUUID(),
    kind,
    status: failed ? 'failed' : 'succeeded',
    amountCents,
    feeCents,
    user: { id: crypto.randomUUID(), name: 'Ana' },
    chargeEntryId: null,
    failureCode: failed ? 'card_declined' : null,
    createdAt: '2026-11-22T00:00:00.000Z',
  }) satisfies TLedgerLine;

describe('summarizeLedger', () => {
  it('sums succeeded rows by kind; card fees kept are charged minus refunded', () => {
    expect(
      summarizeLedger([
        line('charge', 18_270, 270),
        line('charge', 42_630, 630),
        line('charge', 5_000, 0, true),
        line('refund', 18_270, 270),
        line('commission', 8_400),
        line('payout', 33_600),
      ]),
    ).toEqual({
      chargedCents: 60_900,
      feeCents: 630,
      refundedCents: 18_270,
      commissionCents: 8_400,
      payoutCents: 33_600,
    });
  });

  it('is all zeros without rows', () => {
    expect(summarizeLedger([])).toEqual({
      chargedCents: 0,
      feeCents: 0,
      refundedCents: 0,
      commissionCents: 0,
      payoutCents: 0,
    });
  });
});
