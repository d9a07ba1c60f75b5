import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardDigits, checkCardForm, isCardExpired, isLuhnValid } from './card-number';

const now = new Date('2026-05-15T12:00:00Z');

describe('card numbers', () => {
  it('reads digits typed with spaces or dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 abcd')).toBeNull();
    expect(cardDigits('42')).toBeNull();
  });

  it('checks Luhn, and one changed digit always breaks it', () => {
    for (const n of ['4242424242424242', '378282246310005', '4000008260000000', '5555555555554444'])
      expect(isLuhnValid(n)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    fc.assert(
      fc.property(fc.nat({ max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('');
        digits[position] = String((Number(digits[position]) + delta) % 10);
        expect(isLuhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it('tells the brand from the first digits', () => {
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('6011111111111117')).toBe('other');
  });

  it('keeps a card valid through its expiry month', () => {
    expect(isCardExpired(5, 2026, now)).toBe(false);
    expect(isCardExpired(4, 2026, now)).toBe(true);
    expect(isCardExpired(1, 27, now)).toBe(false);
  });

  it('names each wrong field of a card form', () => {
    const good = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2028, cvc: '123' };
    expect(checkCardForm(good, now)).toEqual([]);
    const fields = (card: Partial<typeof good>) =>
      checkCardForm({ ...good, ...card }, now).map((p) => `${p.field}:${p.message}`);
    expect(fields({ number: '4242 4242 4242 4241' })).toEqual(['number:invalidCardNumber']);
    expect(fields({ exp_month: 0 })).toEqual(['exp_month:invalidCardExpiry']);
    expect(fields({ exp_month: 4, exp_year: 2026 })).toEqual(['exp_month:cardExpired']);
    expect(fields({ exp_year: 2025 })).toEqual(['exp_year:cardExpired']);
    expect(fields({ exp_year: 2080 })).toEqual(['exp_year:invalidCardExpiry']);
    expect(fields({ cvc: '12a' })).toEqual(['cvc:invalidCvc']);
    expect(fields({ number: '378282246310005', cvc: '123' })).toEqual(['cvc:invalidCvc']);
    expect(fields({ number: '378282246310005', cvc: '1234' })).toEqual([]);
  });
});
