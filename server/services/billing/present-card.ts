import type { paymentCards } from '../../../db/schema';
import { cardFeeApplies, type TCardBrand } from '../../../shared/billing';

export type TPaymentCardRow = typeof paymentCards.$inferSelect;

/** A saved card as the API shows it: never the provider's reference. */
export type TPaymentCard = {
  id: string;
  brand: TCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  country: string;
  isDefault: boolean;
  /** charges on this card carry the 1.5 % card fee (American Express, or issued outside Spain) */
  feeApplies: boolean;
};

export function presentCard(row: TPaymentCardRow): TPaymentCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    country: row.country,
    isDefault: row.isDefault,
    feeApplies: cardFeeApplies(row),
  };
}
