import type { TCardBrand } from './billing';

/**
 * Checks of a card form, for the browser and for the sandbox provider that stands in for the
 * processor's tokenisation. Card numbers never go further than the tokenisation call.
 */

/** The digits of a card number typed with spaces or dashes; null when anything else is there. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the first digits (IIN ranges). */
export function cardBrandOf(digits: string): TCardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'other';
}

/** American Express prints a 4-digit code on the front; the others 3 on the back. */
export function cvcLengthOf(brand: TCardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** `26` → 2026; a four-digit year stays. */
export function fullExpYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = fullExpYear(expYear);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + expMonth < current;
}

/** Processors refuse expiry dates too far ahead. */
export const maxCardYearsAhead = 20;

export type TCardField = 'number' | 'exp_month' | 'exp_year' | 'cvc';
export type TCardProblem = {
  field: TCardField;
  /** a key of shared/validation-messages.ts */
  message: 'invalidCardNumber' | 'invalidCardExpiry' | 'cardExpired' | 'invalidCvc';
};

/** Every problem of a card form, each naming its field; empty when the card may be tokenised. */
export function checkCardForm(
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
  now = new Date(),
): TCardProblem[] {
  const problems: TCardProblem[] = [];
  const digits = cardDigits(card.number);
  if (!digits || !isLuhnValid(digits))
    problems.push({ field: 'number', message: 'invalidCardNumber' });
  const year = fullExpYear(card.exp_year);
  const month = card.exp_month;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    problems.push({ field: 'exp_month', message: 'invalidCardExpiry' });
  } else if (
    !Number.isInteger(year) ||
    year < 2000 ||
    year > now.getUTCFullYear() + maxCardYearsAhead
  ) {
    problems.push({ field: 'exp_year', message: 'invalidCardExpiry' });
  } else if (isCardExpired(month, year, now)) {
    // this year's card with a past month: the month is what is wrong
    const field = year === now.getUTCFullYear() ? 'exp_month' : 'exp_year';
    problems.push({ field, message: 'cardExpired' });
  }
  const cvcLength = digits ? cvcLengthOf(cardBrandOf(digits)) : null;
  const cvcOk = cvcLength ? card.cvc.length === cvcLength : /^\d{3,4}$/.test(card.cvc);
  if (!/^\d+$/.test(card.cvc) || !cvcOk) problems.push({ field: 'cvc', message: 'invalidCvc' });
  return problems;
}
