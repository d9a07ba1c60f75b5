import { describe, expect, it } from 'vitest';
import { alternatePaths, localizedPath, stripLang } from './site';

describe('site paths', () => {
  it('strips only a leading language segment', () => {
    expect(stripLang('/es')).toBe('');
    expect(stripLang('/en/faq')).toBe('/faq');
    expect(stripLang('/es/boats/x')).toBe('/boats/x');
    expect(stripLang('/essentials')).toBe('/essentials');
    expect(stripLang('/fr/faq')).toBe('/fr/faq');
  });
  it('builds the page in each language', () => {
    expect(localizedPath('en', '/faq')).toBe('/en/faq');
    expect(alternatePaths('')).toEqual([
      { lang: 'es', path: '/es' },
      { lang: 'en', path: '/en' },
    ]);
  });
});
