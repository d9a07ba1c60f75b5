import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts valid IBANs with or without spaces', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(normalizeIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });
  it('rejects wrong checksums, lengths and shapes', () => {
    expect(isValidIban('ES92 2100 0418 4502 0005 1332')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 133')).toBe(false);
    expect(isValidIban('1234')).toBe(false);
  });
});
