/**
 * The sandbox's test cards (PRODUCT.md §2), like a processor's test mode: only these numbers are
 * accepted, with any future expiry and any CVC of the right length. `declineCode`: the card saves
 * fine and every charge on it is declined with that code.
 */
export const sandboxTestCards: Record<
  string,
  { country: string; declineCode: string | null; behaviour: string }
> = {
  '4242424242424242': { country: 'ES', declineCode: null, behaviour: 'Visa (Spain): succeeds' },
  '4000000000000002': {
    country: 'ES',
    declineCode: 'card_declined',
    behaviour: 'Visa (Spain): every charge is declined',
  },
  '4000000000009995': {
    country: 'ES',
    declineCode: 'insufficient_funds',
    behaviour: 'Visa (Spain): declined for insufficient funds',
  },
  '378282246310005': {
    country: 'ES',
    declineCode: null,
    behaviour: 'American Express (Spain): succeeds, with the card fee',
  },
  '4000008260000000': {
    country: 'FR',
    declineCode: null,
    behaviour: 'Visa issued in France: succeeds, with the card fee',
  },
  '5555555555554444': {
    country: 'ES',
    declineCode: null,
    behaviour: 'Mastercard (Spain): succeeds',
  },
};
