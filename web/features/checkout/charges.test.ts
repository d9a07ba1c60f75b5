import { describe, expect, it } from 'vitest';
import { checkoutCharges, initialCardId, type TCheckoutCard } from './charges';

const quote = { totalCents: 100_001, firstPayment: { percent: 30, cents: 30_000 } };
const card = (patch: Partial<TCheckoutCard>): TCheckoutCard => ({
  id: 'a',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  country: 'ES',
  isDefault: false,
  feeApplies: false,
  ...patch,
});

describe('checkoutCharges', () => {
  it('splits the total without a fee for a Spanish Visa', () => {
    const { first, rest, feePercent } = checkoutCharges(quote, card({}));
    expect(first).toEqual({ baseCents: 30_000, feeCents: 0, amountCents: 30_000 });
    expect(rest).toEqual({ baseCents: 70_001, feeCents: 0, amountCents: 70_001 });
    expect(feePercent).toBeNull();
  });

  it('adds 1.5 % to each charge when the card carries the fee', () => {
    const { first, rest, feePercent } = checkoutCharges(quote, card({ feeApplies: true }));
    expect(first).toEqual({ baseCents: 30_000, feeCents: 450, amountCents: 30_450 });
    expect(rest.feeCents).toBe(1050);
    expect(feePercent).toBe(1.5);
  });

  it('assumes no fee before a card is chosen', () => {
    expect(checkoutCharges(quote, null).first.feeCents).toBe(0);
  });
});

describe('initialCardId', () => {
  const now = new Date('2027-03-10T10:00:00Z');
  it('starts with the default card', () => {
    expect(
      initialCardId([card({ id: 'new' }), card({ id: 'default', isDefault: true })], now),
    ).toBe('default');
  });

  it('skips an expired default for the newest usable card, or none', () => {
    const expired = card({ id: 'old', isDefault: true, expMonth: 2, expYear: 2027 });
    expect(initialCardId([card({ id: 'next' }), expired], now)).toBe('next');
    expect(initialCardId([expired], now)).toBeNull();
    expect(initialCardId([], now)).toBeNull();
  });
});
