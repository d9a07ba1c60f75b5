import { describe, expect, it } from 'vitest';
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
