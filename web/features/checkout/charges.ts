import { cardFeePercent, rentalPayments, type TChargeLine } from '../../../shared/billing';
import { isCardExpired } from '../../../shared/card-number';
import type { TBoatQuote } from '../../../shared/dto/boat-details';
import type { TPaymentCardDto } from '../../../shared/schemas/billing';

/** A saved card as `GET /billing/client/card` lists it. */
export type TCheckoutCard = TPaymentCardDto;

/**
 * The two charges of a quote with the chosen card (PRODUCT.md §1): the first payment when the
 * owner accepts and the rest at check-in, each with the card fee when the card carries it
 * (American Express or issued outside Spain). Without a card yet, no fee is assumed.
 */
export function checkoutCharges(
  quote: Pick<TBoatQuote, 'totalCents' | 'firstPayment'>,
  card: Pick<TCheckoutCard, 'feeApplies'> | null,
): { first: TChargeLine; rest: TChargeLine; feePercent: number | null } {
  const feeApplies = card?.feeApplies ?? false;
  const { first, rest } = rentalPayments(quote.totalCents, quote.firstPayment.percent, feeApplies);
  return { first, rest, feePercent: feeApplies ? cardFeePercent : null };
}

/** The card the checkout starts with: the default, else the newest unexpired one, else none. */
export function initialCardId(cards: readonly TCheckoutCard[], now = new Date()): string | null {
  const usable = cards.filter((card) => !isCardExpired(card.expMonth, card.expYear, now));
  return (usable.find((card) => card.isDefault) ?? usable[0])?.id ?? null;
}
