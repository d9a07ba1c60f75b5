import { describe, expect, it } from 'vitest';
import { formatMoney, parsePriceInput, percentOf } from './money';

describe('percentOf', () => {
  it('rounds half up once', () => {
    expect(percentOf(10_000, 20)).toBe(2_000);
    expect(percentOf(333, 30)).toBe(100); // 99.9 → 100
    expect(percentOf(5, 30)).toBe(2); // 1.5 → 2
    expect(percentOf(1, 50)).toBe(1); // 0.5 → 1
    expect(percentOf(10_001, 1.5)).toBe(150); // 150.015 → 150
    expect(percentOf(100, 1.5)).toBe(2); // 1.5 → 2
  });
});

describe('parsePriceInput', () => {
  it('accepts XXXX.YY', () => {
    expect(parsePriceInput('1234.56')).toBe(123_456);
    expect(parsePriceInput('12.5')).toBe(1_250);
    expect(parsePriceInput('0')).toBe(0);
    expect(parsePriceInput('250')).toBe(25_000);
  });
  it('rejects other shapes', () => {
    for (const bad of ['', '12345', '1.234', '1,50', '-1', 'abc', '.5', '1.']) {
      expect(parsePriceInput(bad)).toBeNull();
    }
  });
});

describe('formatMoney', () => {
  it('formats per language', () => {
    expect(formatMoney(125_000, 'es')).toBe('1.250\u00a0€');
    expect(formatMoney(125_050, 'en')).toBe('€1,250.50');
    expect(formatMoney(9_900, 'es')).toMatch(/^99\s€$/);
  });
});
