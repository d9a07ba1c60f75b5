import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('kept Intl formatters', () => {
  it('formats in each language and keeps one formatter per language and options', () => {
    expect(numberFormat('es', { minimumFractionDigits: 1 }).format(4.5)).toBe('4,5');
    expect(numberFormat('en', { minimumFractionDigits: 1 }).format(4.5)).toBe('4.5');
    expect(numberFormat('es', { minimumFractionDigits: 1 })).toBe(
      numberFormat('es', { minimumFractionDigits: 1 }),
    );
    expect(numberFormat('es')).not.toBe(numberFormat('en'));
    const july = new Date('2026-07-12T12:00:00Z');
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', options).format(july)).toBe('12 Jul');
    expect(dateTimeFormat('es', options).format(july)).toBe('12 jul');
    expect(dateTimeFormat('es', options)).toBe(dateTimeFormat('es', { ...options }));
  });
});
