import { describe, expect, it } from 'vitest';
import {
  applyFormat,
  caretAfterDigits,
  detectedBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
} from './card-input';

describe('card number formatting', () => {
  it('groups digits as printed on the card, by brand', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('5555-5555 5555x4444')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at the longest number of the brand', () => {
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242 424');
  });

  it('detects the brand from the first digits', () => {
    expect(detectedBrand('4')).toBe('visa');
    expect(detectedBrand('3')).toBeNull();
    expect(detectedBrand('37')).toBe('amex');
    expect(detectedBrand('2221')).toBe('mastercard');
    expect(detectedBrand('')).toBeNull();
  });
});

describe('expiry and security code', () => {
  it('formats MM/YY as it is typed, pasted or autofilled', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12289')).toBe('12/28');
    expect(formatExpiry('12/2028')).toBe('12/28');
    expect(formatExpiry('3 / 2031')).toBe('03/31');
    expect(formatExpiry('0')).toBe('0');
  });

  it('reads the month and the four-digit year', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('08/2')).toEqual({ month: Number.NaN, year: Number.NaN });
  });

  it('keeps up to four digits of the code', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('caret', () => {
  it('goes after the same digit once formatted', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('12/28', 9)).toBe(5);
  });

  it('follows a digit typed at the end or in the middle', () => {
    expect(applyFormat({ previous: '4242', value: '42424', caret: 5 }, formatCardNumber)).toEqual({
      value: '4242 4',
      caret: 6,
    });
    expect(
      applyFormat({ previous: '4242 4242', value: '42142 4242', caret: 3 }, formatCardNumber),
    ).toEqual({ value: '4214 2424 2', caret: 3 });
  });

  it('deletes the digit beyond a deleted separator', () => {
    expect(
      applyFormat(
        { previous: '4242 4', value: '42424', caret: 4, inputType: 'deleteContentBackward' },
        formatCardNumber,
      ),
    ).toEqual({ value: '4244', caret: 3 });
    expect(
      applyFormat(
        { previous: '4242 4', value: '42424', caret: 4, inputType: 'deleteContentForward' },
        formatCardNumber,
      ),
    ).toEqual({ value: '4242', caret: 4 });
    expect(
      applyFormat(
        { previous: '12/2', value: '122', caret: 2, inputType: 'deleteContentBackward' },
        formatExpiry,
      ),
    ).toEqual({ value: '12', caret: 1 });
  });

  it('puts the caret after a padded month and an autofilled expiry', () => {
    expect(applyFormat({ previous: '', value: '4', caret: 1 }, formatExpiry)).toEqual({
      value: '04',
      caret: 2,
    });
    expect(
      applyFormat(
        { previous: '', value: '12/2028', caret: 7, inputType: 'insertReplacementText' },
        formatExpiry,
      ),
    ).toEqual({ value: '12/28', caret: 5 });
  });
});
