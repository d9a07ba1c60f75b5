import { refundPercentAt, type TCancelationConditions } from './cancellation';
import { percentOf, type TCents } from './money';
import { cardFeePercent } from './pricing';

/**
 * The money of a private rental (PRODUCT.md §1, docs/decisions/0018-payments.md), in integer
 * cents, rounded half up once per line (`percentOf`). The rental total (skipper included) is
 * charged in two payments, each with the card fee when it applies; Marea keeps the owner
 * commission and the card fees; refunds follow the boat's cancellation conditions.
 */
export const cardBrands = ['visa', 'mastercard', 'amex', 'other'] as const;
export type TCardBrand = (typeof cardBrands)[number];

/** PRODUCT.md §1: 20 % of the rental total (skipper included), kept from the owner's payout. */
export const ownerCommissionPercent = 20;
/** Cards issued here pay no fee (unless American Express). */
export const homeCardCountry = 'ES';
export { cardFeePercent };

/** +1.5 % when the card is American Express or was issued outside Spain. */
export function cardFeeApplies(card: { brand: TCardBrand; country: string }): boolean {
  return card.brand === 'amex' || card.country.toUpperCase() !== homeCardCountry;
}

/** One charge: what it pays for, the card fee on top, and what the card is charged. */
export type TChargeLine = { baseCents: TCents; feeCents: TCents; amountCents: TCents };

export function chargeLine(baseCents: TCents, feeApplies: boolean): TChargeLine {
  const feeCents = feeApplies ? percentOf(baseCents, cardFeePercent) : 0;
  return { baseCents, feeCents, amountCents: baseCents + feeCents };
}

export function ownerCommission(totalCents: TCents): TCents {
  return percentOf(totalCents, ownerCommissionPercent);
}

/** What an owner's rental money becomes: Marea's commission and the owner's payout. */
export type TOwnerSettlement = { commissionCents: TCents; payoutCents: TCents };

/**
 * Splits the rental money the owner keeps (the whole total at check-in, or what a client's
 * cancellation leaves, card fees excluded) into the 20 % commission, half up, and the payout, the
 * exact rest: the two add up to `rentalCents` and neither is negative.
 */
export function ownerSettlement(rentalCents: TCents): TOwnerSettlement {
  const kept = Math.max(0, rentalCents);
  const commissionCents = ownerCommission(kept);
  return { commissionCents, payoutCents: kept - commissionCents };
}

/**
 * The rental money a booking keeps after its refunds: what the client paid and was not given
 * back, less the card fees kept (those are Marea's, never the owner's). Never below zero.
 */
export function retainedRental(totals: {
  chargedCents: TCents;
  refundedCents: TCents;
  /** card fees charged minus card fees refunded */
  feeCents: TCents;
}): TCents {
  return Math.max(0, totals.chargedCents - totals.refundedCents - totals.feeCents);
}

export type TRentalPayments = {
  totalCents: TCents;
  /** charged when the owner accepts */
  first: TChargeLine;
  /** charged at check-in, to the same card */
  rest: TChargeLine;
  commissionCents: TCents;
  ownerPayoutCents: TCents;
};

/**
 * How a rental total is paid: the first payment is `firstPaymentPercent` % of the total, the rest
 * is the difference (so the two always add up to the total), each with its own card fee.
 */
export function rentalPayments(
  totalCents: TCents,
  firstPaymentPercent: number,
  feeApplies: boolean,
): TRentalPayments {
  const firstBase = percentOf(totalCents, firstPaymentPercent);
  const { commissionCents, payoutCents } = ownerSettlement(totalCents);
  return {
    totalCents,
    first: chargeLine(firstBase, feeApplies),
    rest: chargeLine(totalCents - firstBase, feeApplies),
    commissionCents,
    ownerPayoutCents: payoutCents,
  };
}

export type TCancellation = {
  /** what the client has been charged so far, card fees included */
  paidCents: TCents;
  /** what has already been given back */
  refundedCents: TCents;
  by: 'client' | 'owner';
  conditions: TCancelationConditions;
  startDate: string;
  departureTime: string;
  /** local `YYYY-MM-DD HH:MM` (Europe/Madrid) */
  at: string;
};

/**
 * What a cancellation gives back: the policy's percent (shared/cancellation.ts; 100 when the
 * owner cancels) of what the client has paid, less what was already refunded, never below zero.
 */
export function cancellationRefund(cancellation: TCancellation): {
  percent: number;
  refundCents: TCents;
} {
  const { paidCents, refundedCents } = cancellation;
  const percent =
    cancellation.by === 'owner'
      ? 100
      : refundPercentAt(
          cancellation.conditions,
          cancellation.startDate,
          cancellation.departureTime,
          cancellation.at,
        );
  const due = percentOf(paidCents, percent);
  const refundCents = Math.max(0, Math.min(due - refundedCents, paidCents - refundedCents));
  return { percent, refundCents };
}

export type TRefundableCharge = { id: string; amountCents: TCents; refundedCents: TCents };

/**
 * Spreads a refund over charges in the order given, each up to what is left of it; the parts add
 * up to the refund, or to everything refundable when the refund is larger.
 */
export function splitRefund(
  charges: readonly TRefundableCharge[],
  refundCents: TCents,
): { id: string; amountCents: TCents }[] {
  const parts: { id: string; amountCents: TCents }[] = [];
  let left = Math.max(0, refundCents);
  for (const charge of charges) {
    if (left === 0) break;
    const amountCents = Math.min(left, Math.max(0, charge.amountCents - charge.refundedCents));
    if (amountCents > 0) parts.push({ id: charge.id, amountCents });
    left -= amountCents;
  }
  return parts;
}

/**
 * The part of a refund that returns card fee: the fee in proportion to everything refunded of the
 * charge so far (half up), less what earlier refunds returned. Rounding on the running total
 * never drifts: the fee returned is never more than the refund, never more than the charge's fee,
 * and a fully refunded charge has returned exactly its fee.
 */
export function refundFeeShare(
  charge: { amountCents: TCents; feeCents: TCents },
  alreadyRefunded: { amountCents: TCents; feeCents: TCents },
  refundCents: TCents,
): TCents {
  if (charge.amountCents <= 0) return 0;
  const refundedAfter = Math.min(charge.amountCents, alreadyRefunded.amountCents + refundCents);
  // fee × refunded ÷ amount, half up, in BigInt: the product can pass 2^53
  const amount = BigInt(charge.amountCents);
  const feeAfter = Number(
    (BigInt(refundedAfter) * BigInt(charge.feeCents) * 2n + amount) / (2n * amount),
  );
  const feeLeft = charge.feeCents - alreadyRefunded.feeCents;
  return Math.max(0, Math.min(feeAfter - alreadyRefunded.feeCents, feeLeft, refundCents));
}
