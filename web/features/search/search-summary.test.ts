import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import { resultCount } from './search-summary';

describe('resultCount', () => {
  const tOf = (lang: 'es' | 'en') => createI18n(lang, lang === 'es' ? es : en).t;

  it('says the exact number of boats in both languages', () => {
    expect(resultCount({ total: 1, totalCapped: false }, 'es', tOf('es'))).toBe('1 barco');
    expect(resultCount({ total: 24, totalCapped: false }, 'en', tOf('en'))).toBe('24 boats');
  });

  it('says "more than" when the count stopped at its cap', () => {
    expect(resultCount({ total: 1000, totalCapped: true }, 'es', tOf('es'))).toBe(
      'Más de 1000 barcos',
    );
    expect(resultCount({ total: 1000, totalCapped: true }, 'en', tOf('en'))).toBe(
      'More than 1,000 boats',
    );
  });
});
