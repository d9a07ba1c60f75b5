import { describe, expect, it } from 'vitest';
import { areas } from './areas';
import { coreEn } from './locales/core-en';
import { coreEs } from './locales/core-es';
import { en } from './locales/en';
import { es } from './locales/es';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  const esKeys = flatten(es);
  const enKeys = flatten(en);

  it('have the same keys in es and en', () => {
    expect([...esKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys.keys()].filter((k) => !esKeys.has(k))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const [key, text] of [...esKeys, ...enKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of esKeys)
      expect(placeholders(enKeys.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});

describe('i18n core and areas', () => {
  const keys = (value: unknown) => [...flatten(value).keys()].sort();

  it('have the same keys in es and en, part by part', () => {
    expect(keys(coreEn)).toEqual(keys(coreEs));
    for (const area of areas) expect(keys(en[area]), area).toEqual(keys(es[area]));
  });

  it('split the catalogue: the core and the areas together are the whole of it', () => {
    for (const [core, full] of [
      [coreEs, es],
      [coreEn, en],
    ] as const) {
      const parts = new Set([...Object.keys(core), ...areas]);
      expect([...parts].sort()).toEqual(Object.keys(full).sort());
      // the bits of an area the core carries (search.bar.place*) are the area's own texts
      for (const [key, text] of flatten(core)) expect(flatten(full).get(key), key).toBe(text);
    }
  });
});
