import { describe, expect, it } from 'vitest';
import { ZCardForm, formFieldOf, tokenRequestOf } from './card-form-values';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const issues = (values: { number: string; expiry: string; cvc: string }) => {
  const result = ZCardForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('card form checks', () => {
  it('accepts a test card, with 4 digits of code on American Express', () => {
    expect(issues({ number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' })).toEqual(
      {},
    );
    expect(issues({ number: '3782 822463 10005', expiry: `01/${nextYear}`, cvc: '1234' })).toEqual(
      {},
    );
  });

  it('names one message per field: required, Luhn, expiry, code length', () => {
    expect(issues({ number: '', expiry: '', cvc: '' })).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(issues({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' })).toEqual({
      number: 'invalidCardNumber',
      expiry: 'invalidCardExpiry',
      cvc: 'invalidCvc',
    });
    expect(issues({ number: '3782 822463 10005', expiry: '01/20', cvc: '123' })).toEqual({
      expiry: 'cardExpired',
      cvc: 'invalidCvc',
    });
    expect(issues({ number: '4242 4242 4242 4242', expiry: '12/2', cvc: '123' })).toEqual({
      expiry: 'invalidCardExpiry',
    });
  });

  it('sends month and four-digit year apart, and maps the API fields back', () => {
    expect(tokenRequestOf({ number: '4242 4242 4242 4242', expiry: '08/29', cvc: '123' })).toEqual({
      number: '4242 4242 4242 4242',
      exp_month: 8,
      exp_year: 2029,
      cvc: '123',
    });
    expect(['number', 'exp_month', 'exp_year', 'cvc', 'cardToken'].map(formFieldOf)).toEqual([
      'number',
      'expiry',
      'expiry',
      'cvc',
      null,
    ]);
  });
});
