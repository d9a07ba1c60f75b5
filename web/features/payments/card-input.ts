import type { TCardBrand } from '../../../shared/billing';
import { cardBrandOf } from '../../../shared/card-number';

/**
 * Live formatting of the card form's inputs: digits grouped as printed on the card (4-4-4-4,
 * American Express 4-6-5), the expiry as MM/YY, and the caret kept after the digit it followed.
 */

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The groups of digits printed on a card of this brand (19-digit cards get a fifth group). */
export function cardGroups(brand: TCardBrand): number[] {
  return brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/** `4242424242424242` → `4242 4242 4242 4242`; `378282246310005` → `3782 822463 10005`. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input);
  const groups = cardGroups(cardBrandOf(digits));
  const max = groups.reduce((sum, size) => sum + size, 0);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= Math.min(digits.length, max)) break;
    parts.push(digits.slice(start, Math.min(start + size, max)));
    start += size;
  }
  return parts.join(' ');
}

/** The brand to show while typing: none until the first digits say which. */
export function detectedBrand(input: string): TCardBrand | null {
  const digits = digitsOf(input);
  if (!digits) return null;
  const brand = cardBrandOf(digits);
  return brand === 'other' ? null : brand;
}

/**
 * `1` → `1`, `4` → `04` (no month starts with 4), `1228` → `12/28`. An autofilled `12/2028`
 * becomes `12/28`.
 */
export function formatExpiry(input: string): string {
  const full = /^\s*(\d{1,2})\s*[/\-.]\s*(\d{4})\s*$/.exec(input);
  let digits = full ? `${full[1]!.padStart(2, '0')}${full[2]!.slice(2)}` : digitsOf(input);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** `12/28` → month 12, year 2028; NaN for what is missing. */
export function parseExpiry(value: string): { month: number; year: number } {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return { month: Number.NaN, year: Number.NaN };
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function formatCvc(input: string): string {
  return digitsOf(input).slice(0, 4);
}

/** Where the caret goes: just after the `count`-th digit of `formatted`. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

export type TEdit = {
  /** the value before the edit */
  previous: string;
  /** the value the browser made */
  value: string;
  /** the caret after the browser's edit */
  caret: number;
  /** `InputEvent.inputType`, when known */
  inputType?: string;
};

/**
 * Reformats an edited value and says where the caret goes: after as many digits as the part
 * before the caret has once formatted (`4` → `04`). Deleting only a separator (a space or the
 * slash) deletes the digit beyond it instead, as people expect.
 */
export function applyFormat(
  edit: TEdit,
  format: (value: string) => string,
): { value: string; caret: number } {
  const { previous, value, caret, inputType } = edit;
  let raw = value;
  let head = digitsOf(value.slice(0, caret));
  if (digitsOf(value) === digitsOf(previous) && value.length < previous.length) {
    const digits = digitsOf(value);
    if (inputType === 'deleteContentBackward' && head.length > 0) {
      raw = digits.slice(0, head.length - 1) + digits.slice(head.length);
      head = head.slice(0, -1);
    } else if (inputType === 'deleteContentForward') {
      raw = digits.slice(0, head.length) + digits.slice(head.length + 1);
    }
  }
  const formatted = format(raw);
  return { value: formatted, caret: caretAfterDigits(formatted, digitsOf(format(head)).length) };
}
