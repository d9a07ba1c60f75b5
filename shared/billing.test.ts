import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
  cardFeeApplies,
  chargeLine,
  ownerCommission,
  ownerSettlement,
  refundFeeShare,
  rentalPayments,
  retainedRental,
  splitRefund,
  type TCardBrand,
} from './billing';
import { refundPercentAt } from './cancellation';

// up to 1 M € a rental: far beyond any boat, well inside integer columns with the fee added
const cents = fc.integer({ min: 0, max: 100_000_000 });
const positiveCents = fc.integer({ min: 1, max: 100_000_000 });
const share = fc.integer({ min: 1, max: 100 });
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;
/** The exact fee, half up, computed independently in BigInt: 1.5 % = 15 / 1000. */
const exactFee = (base: number) => Number((BigInt(base) * 15n + 500n) / 1000n);

describe('card fee', () => {
  it('applies to American Express and to cards issued outside Spain', () => {
    const cases: [TCardBrand, string, boolean][] = [
      ['visa', 'ES', false],
      ['mastercard', 'ES', false],
      ['amex', 'ES', true],
      ['visa', 'FR', true],
      ['visa', 'US', true],
      ['other', 'es', false],
    ];
    for (const [brand, country, applies] of cases)
      expect(cardFeeApplies({ brand, country }), `${brand} ${country}`).toBe(applies);
  });

  it('is 1.5 % of the line, rounded half up once', () => {
    expect(chargeLine(10_000, true)).toEqual({
      baseCents: 10_000,
      feeCents: 150,
      amountCents: 10_150,
    });
    expect(chargeLine(100, true).feeCents).toBe(2); // 1.5 → 2
    expect(chargeLine(33, true).feeCents).toBe(0); // 0.495 → 0
    expect(chargeLine(34, true).feeCents).toBe(1); // 0.51 → 1
    expect(chargeLine(10_000, false)).toEqual({
      baseCents: 10_000,
      feeCents: 0,
      amountCents: 10_000,
    });
  });

  it('is never off by a cent', () => {
    fc.assert(
      fc.property(cents, (base) => {
        const line = chargeLine(base, true);
        expect(line.feeCents).toBe(exactFee(base));
        // within half a cent of the exact 1.5 %
        expect(Math.abs(line.feeCents * 1000 - base * 15)).toBeLessThanOrEqual(500);
        expect(line.amountCents).toBe(base + line.feeCents);
      }),
    );
  });
});

describe('rental payments', () => {
  it('splits a rental in a first payment and the rest at check-in, with the commission', () => {
    expect(rentalPayments(100_000, 30, true)).toEqual({
      totalCents: 100_000,
      first: { baseCents: 30_000, feeCents: 450, amountCents: 30_450 },
      rest: { baseCents: 70_000, feeCents: 1_050, amountCents: 71_050 },
      commissionCents: 20_000,
      ownerPayoutCents: 80_000,
    });
    // 333.33 € at 30 %: 99.999 → 100.00, the rest takes the difference
    const odd = rentalPayments(33_333, 30, false);
    expect(odd.first.baseCents + odd.rest.baseCents).toBe(33_333);
    expect(odd.first.baseCents).toBe(10_000);
  });

  it('keeps every amount a whole number of cents ≥ 0, and first + rest = total exactly', () => {
    fc.assert(
      fc.property(cents, share, fc.boolean(), (total, percent, feeApplies) => {
        const plan = rentalPayments(total, percent, feeApplies);
        for (const amount of [
          plan.first.baseCents,
          plan.first.feeCents,
          plan.first.amountCents,
          plan.rest.baseCents,
          plan.rest.feeCents,
          plan.rest.amountCents,
          plan.commissionCents,
          plan.ownerPayoutCents,
        ])
          expect(isCents(amount)).toBe(true);
        expect(plan.first.baseCents + plan.rest.baseCents).toBe(total);
        expect(plan.commissionCents + plan.ownerPayoutCents).toBe(total);
        expect(plan.commissionCents).toBe(ownerCommission(total));
        // each charge carries its own fee, rounded once on that line
        expect(plan.first.feeCents).toBe(feeApplies ? exactFee(plan.first.baseCents) : 0);
        expect(plan.rest.feeCents).toBe(feeApplies ? exactFee(plan.rest.baseCents) : 0);
        if (percent === 100) expect(plan.rest.baseCents).toBe(0);
      }),
    );
  });

  it('takes 20 % commission of the total, skipper included, half up', () => {
    expect(ownerCommission(45_000 + 18_000)).toBe(12_600);
    expect(ownerCommission(3)).toBe(1); // 0.6 → 1
    expect(ownerCommission(2)).toBe(0); // 0.4 → 0
    fc.assert(
      fc.property(cents, (total) => {
        expect(ownerCommission(total)).toBe(Number((BigInt(total) * 2n + 5n) / 10n));
      }),
    );
  });
});

describe('owner settlement (commission and payout)', () => {
  it('takes 20 % half up as commission and pays out the exact rest', () => {
    expect(ownerSettlement(60_000)).toEqual({ commissionCents: 12_000, payoutCents: 48_000 });
    expect(ownerSettlement(9_003)).toEqual({ commissionCents: 1_801, payoutCents: 7_202 });
    expect(ownerSettlement(2)).toEqual({ commissionCents: 0, payoutCents: 2 }); // 0.4 → 0
    expect(ownerSettlement(0)).toEqual({ commissionCents: 0, payoutCents: 0 });
  });

  it('is never negative, adds up to what was kept exactly, never off by a cent', () => {
    fc.assert(
      fc.property(cents, (kept) => {
        const { commissionCents, payoutCents } = ownerSettlement(kept);
        expect(isCents(commissionCents) && isCents(payoutCents)).toBe(true);
        expect(commissionCents + payoutCents).toBe(kept);
        // the exact 20 %, half up, computed apart in BigInt; within half a cent of kept / 5
        expect(commissionCents).toBe(Number((BigInt(kept) * 2n + 5n) / 10n));
        expect(Math.abs(commissionCents * 5 - kept)).toBeLessThanOrEqual(2.5);
      }),
    );
  });

  it('after any refund, charges − refunds − commission − payout = the card fees kept, ≥ 0', () => {
    fc.assert(
      fc.property(
        positiveCents,
        share,
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        (total, firstPercent, feeApplies, refundPercent) => {
          const { first } = rentalPayments(total, firstPercent, feeApplies);
          const refundCents = Math.floor((first.amountCents * refundPercent) / 100);
          const refundFee =
            refundCents > 0
              ? refundFeeShare(first, { amountCents: 0, feeCents: 0 }, refundCents)
              : 0;
          const feeCents = first.feeCents - refundFee;
          const kept = retainedRental({
            chargedCents: first.amountCents,
            refundedCents: refundCents,
            feeCents,
          });
          const { commissionCents, payoutCents } = ownerSettlement(kept);
          const balance = first.amountCents - refundCents - commissionCents - payoutCents;
          expect(balance).toBe(feeCents);
          expect(feeCents).toBeGreaterThanOrEqual(0);
          expect(kept).toBeLessThanOrEqual(first.baseCents);
        },
      ),
    );
  });

  it('the retained rental is never below zero', () => {
    expect(retainedRental({ chargedCents: 100, refundedCents: 100, feeCents: 2 })).toBe(0);
    expect(retainedRental({ chargedCents: 18_270, refundedCents: 9_135, feeCents: 135 })).toBe(
      9_000,
    );
  });
});

const conditions = fc.constantFrom('flexible', 'moderate', 'strict' as const);
const localTime = fc
  .date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2026-12-31T23:59:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 16).replace('T', ' '));

describe('refunds', () => {
  it('follow the boat conditions of shared/cancellation.ts; the owner refunds everything', () => {
    const base = {
      paidCents: 30_450,
      refundedCents: 0,
      conditions: 'moderate' as const,
      startDate: '2026-07-10',
      departureTime: '10:00',
    };
    expect(cancellationRefund({ ...base, by: 'client', at: '2026-07-01 09:00' })).toEqual({
      percent: 100,
      refundCents: 30_450,
    });
    expect(cancellationRefund({ ...base, by: 'client', at: '2026-07-05 09:00' })).toEqual({
      percent: 50,
      refundCents: 15_225,
    });
    expect(cancellationRefund({ ...base, by: 'client', at: '2026-07-10 11:00' })).toEqual({
      percent: 0,
      refundCents: 0,
    });
    expect(cancellationRefund({ ...base, by: 'owner', at: '2026-07-10 11:00' })).toEqual({
      percent: 100,
      refundCents: 30_450,
    });
  });

  it('never give back more than was paid, nor go below zero, whatever happened before', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        conditions,
        localTime,
        fc.constantFrom('client', 'owner' as const),
        (paid, refundedRaw, policy, at, by) => {
          const refunded = Math.min(refundedRaw, paid);
          const { percent, refundCents } = cancellationRefund({
            paidCents: paid,
            refundedCents: refunded,
            conditions: policy,
            startDate: '2026-07-10',
            departureTime: '10:00',
            at,
            by,
          });
          expect(isCents(refundCents)).toBe(true);
          expect(refunded + refundCents).toBeLessThanOrEqual(paid);
          expect(percent).toBe(
            by === 'owner' ? 100 : refundPercentAt(policy, '2026-07-10', '10:00', at),
          );
          if (refunded === 0) expect(refundCents).toBe(Math.floor((paid * percent + 50) / 100));
        },
      ),
    );
  });

  const charges = fc.array(
    fc.record({
      amountCents: positiveCents,
      refundedPart: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    { maxLength: 4 },
  );

  it('spread over charges: each within what is left of it, adding up to the refund', () => {
    fc.assert(
      fc.property(charges, cents, (raw, refund) => {
        const list = raw.map((c, i) => ({
          id: `c${i}`,
          amountCents: c.amountCents,
          refundedCents: Math.floor(c.amountCents * c.refundedPart),
        }));
        const parts = splitRefund(list, refund);
        const refundable = list.reduce((s, c) => s + c.amountCents - c.refundedCents, 0);
        const total = parts.reduce((s, p) => s + p.amountCents, 0);
        expect(total).toBe(Math.min(refund, refundable));
        for (const part of parts) {
          const charge = list.find((c) => c.id === part.id)!;
          expect(part.amountCents).toBeGreaterThan(0);
          expect(part.amountCents).toBeLessThanOrEqual(charge.amountCents - charge.refundedCents);
        }
      }),
    );
  });

  it('any sequence of refunds: charges − refunds never negative; card fee returned in proportion', () => {
    fc.assert(
      fc.property(
        positiveCents,
        fc.boolean(),
        fc.array(positiveCents, { maxLength: 8 }),
        (base, feeApplies, asks) => {
          const charge = chargeLine(base, feeApplies);
          const refunded = { amountCents: 0, feeCents: 0 };
          for (const ask of asks) {
            const [part] = splitRefund(
              [{ id: 'c', amountCents: charge.amountCents, refundedCents: refunded.amountCents }],
              ask,
            );
            if (!part) continue;
            const fee = refundFeeShare(charge, refunded, part.amountCents);
            expect(isCents(fee)).toBe(true);
            expect(fee).toBeLessThanOrEqual(part.amountCents);
            refunded.amountCents += part.amountCents;
            refunded.feeCents += fee;
            expect(charge.amountCents - refunded.amountCents).toBeGreaterThanOrEqual(0);
            expect(charge.feeCents - refunded.feeCents).toBeGreaterThanOrEqual(0);
          }
          // a fully refunded charge has returned its whole fee
          if (refunded.amountCents === charge.amountCents)
            expect(refunded.feeCents).toBe(charge.feeCents);
        },
      ),
    );
  });

  it('many small refunds do not drift: the fee comes back whole, never more than a refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 400 }),
        (base, asks) => {
          const charge = chargeLine(base, true);
          const refunded = { amountCents: 0, feeCents: 0 };
          // the asks, then whatever is left: the charge ends fully refunded
          for (const ask of [...asks, charge.amountCents]) {
            const amount = Math.min(ask, charge.amountCents - refunded.amountCents);
            if (amount === 0) break;
            const fee = refundFeeShare(charge, refunded, amount);
            expect(fee).toBeGreaterThanOrEqual(0);
            expect(fee).toBeLessThanOrEqual(amount);
            refunded.amountCents += amount;
            refunded.feeCents += fee;
            expect(refunded.feeCents).toBeLessThanOrEqual(charge.feeCents);
          }
          expect(refunded).toEqual({ amountCents: charge.amountCents, feeCents: charge.feeCents });
        },
      ),
    );
  });
});
