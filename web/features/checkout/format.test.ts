import { describe, expect, it } from 'vitest';
import { expiryText, formatPercent, formatStay } from './format';

describe('formatStay', () => {
  it('writes one day with its year', () => {
    expect(formatStay('en', '2027-07-14', '2027-07-14')).toBe('Wed, 14 Jul 2027');
  });

  it('writes a range with the year once, or twice across years', () => {
    expect(formatStay('en', '2027-07-14', '2027-07-17')).toBe('Wed 14 Jul – Sat 17 Jul 2027');
    expect(formatStay('es', '2027-12-30', '2028-01-02')).toMatch(/2027 – .*2028$/);
  });
});

describe('formatPercent and expiryText', () => {
  it('write the fee and the expiry as people read them', () => {
    expect(formatPercent('en', 1.5)).toBe('1.5%');
    expect(formatPercent('es', 1.5)).toMatch(/^1,5\s%$/);
    expect(expiryText({ expMonth: 3, expYear: 2031 })).toBe('03/31');
  });
});
