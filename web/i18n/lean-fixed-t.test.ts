import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { coreEn } from './locales/core-en';
import type { TCoreCatalog } from './locales/types';

const catalog = {
  ...coreEn,
  probe: {
    hello: 'Hello {{name}}',
    boats_one: '{{count}} boat',
    boats_other: '{{count}} boats',
    nested: { deep: 'Deep {{what}}' },
    list: ['a', 'b'],
  },
} as unknown as TCoreCatalog;

/** i18next's own fixed `t`, from an instance without ours. */
function plainFixedT(lng: string, keyPrefix?: string) {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: 'es',
    resources: { [lng]: { translation: catalog } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance.getFixedT(lng, null, keyPrefix as never) as unknown as (
    ...args: unknown[]
  ) => unknown;
}

describe("the components' t", () => {
  const ours = createI18n('en', catalog);

  it("translates every kind of call as i18next's own does", () => {
    const calls: [string | undefined, unknown[]][] = [
      [undefined, ['probe.hello', { name: 'Ana' }]],
      [undefined, ['probe.boats', { count: 1 }]],
      [undefined, ['probe.boats', { count: 3 }]],
      [undefined, ['probe.missing']],
      [undefined, ['probe.missing', 'A default']],
      [undefined, ['probe.missing', { defaultValue: 'Other default' }]],
      [undefined, [['probe.missing', 'probe.hello'], { name: 'Bo' }]],
      [undefined, ['probe.list', { returnObjects: true }]],
      ['probe', ['hello', { name: 'Cy' }]],
      ['probe.nested', ['deep', { what: 'sea' }]],
      ['probe', ['nested.deep', { what: 'blue', keyPrefix: '' }]],
      ['probe', ['hello', { name: 'Di', keyPrefix: 'probe' }]],
    ];
    for (const [keyPrefix, args] of calls) {
      const lean = ours.getFixedT('en', null, keyPrefix as never) as unknown as (
        ...a: unknown[]
      ) => unknown;
      expect(lean(...args), JSON.stringify([keyPrefix, args])).toEqual(
        plainFixedT('en', keyPrefix)(...args),
      );
    }
  });

  it('looks a key without options up once, and again when texts are added', () => {
    const instance = createI18n('en', catalog);
    const t = instance.getFixedT('en') as unknown as (key: string, options?: object) => string;
    expect(t('probe.missing')).toBe('probe.missing');
    expect(t('probe.hello')).toBe(plainFixedT('en')('probe.hello'));
    expect(t('probe.hello')).toBe('Hello {{name}}');
    expect(t('probe.hello', { name: 'Ana' })).toBe('Hello Ana');
    instance.addResourceBundle(
      'en',
      'translation',
      { probe: { hello: 'Hi', missing: 'Found' } },
      true,
      true,
    );
    expect(t('probe.hello')).toBe('Hi');
    expect(t('probe.missing')).toBe('Found');
    // another language of the same instance: its own texts
    instance.addResourceBundle('es', 'translation', { probe: { hello: 'Hola' } }, true, true);
    const es = instance.getFixedT('es') as unknown as (key: string) => string;
    expect(es('probe.hello')).toBe('Hola');
    expect(t('probe.hello')).toBe('Hi');
  });

  it('keeps the language, namespace and prefix it was made for', () => {
    const t = ours.getFixedT('en', null, 'probe' as never) as unknown as Record<string, unknown>;
    expect(t.lng).toBe('en');
    expect(t.keyPrefix).toBe('probe');
  });
});
