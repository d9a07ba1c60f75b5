import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, parseTemplate } from './i18n';
import { coreEn } from './locales/core-en';
import { en } from './locales/en';
import { es } from './locales/es';
import type { TCoreCatalog } from './locales/types';

const catalog = {
  ...coreEn,
  probe: {
    hello: 'Hello {{name}}',
    boats_one: '{{count}} boat',
    boats_other: '{{count}} boats',
    things_zero: 'No things',
    things_one: 'One thing of {{owner}}',
    things_other: '{{count}} things of {{owner}}',
    onlyOne_one: 'a single {{count}}',
    nested: { deep: 'Deep {{what}}' },
    list: ['a', 'b'],
    two: '{{ a }} and {{-b}}, {{a}} again',
    formatted: 'Total {{n, number}}',
    nesting: 'See $t(probe.hello)',
    path: 'Of {{boat.name}}',
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
      // plural forms: filled in without i18next's translate when the form's text is there
      [undefined, ['probe.boats', { count: 0 }]],
      [undefined, ['probe.boats', { count: 2.5 }]],
      [undefined, ['probe.boats', { count: -1 }]],
      [undefined, ['probe.things', { count: 0, owner: 'Ana' }]],
      [undefined, ['probe.things', { count: 1, owner: 'Ana' }]],
      [undefined, ['probe.things', { count: 4, owner: 'Ana' }]],
      [undefined, ['probe.things', { count: 4 }]],
      [undefined, ['probe.onlyOne', { count: 1 }]],
      [undefined, ['probe.onlyOne', { count: 2 }]],
      [undefined, ['probe.boats', { count: '3' }]],
      [undefined, ['probe.boats', { count: Number.NaN }]],
      [undefined, ['probe.boats', { count: 3, ordinal: true }]],
      [undefined, ['probe.boats', { count: 3, context: 'x' }]],
      ['probe', ['boats', { count: 1 }]],
      // a text without plural forms serves every count
      [undefined, ['probe.hello', { name: 'Fe', count: 2 }]],
      [undefined, ['probe.hello', { name: 'Fe', count: 0 }]],
      [undefined, ['probe.missing']],
      [undefined, ['probe.missing', 'A default']],
      [undefined, ['probe.missing', { defaultValue: 'Other default' }]],
      [undefined, [['probe.missing', 'probe.hello'], { name: 'Bo' }]],
      [undefined, ['probe.list', { returnObjects: true }]],
      ['probe', ['hello', { name: 'Cy' }]],
      ['probe.nested', ['deep', { what: 'sea' }]],
      ['probe', ['nested.deep', { what: 'blue', keyPrefix: '' }]],
      ['probe', ['hello', { name: 'Di', keyPrefix: 'probe' }]],
      // values filled in without i18next's translate, and the calls left to it
      [undefined, ['probe.two', { a: 1.5, b: 'B' }]],
      [undefined, ['probe.two', { a: 'A' }]],
      [undefined, ['probe.two', { a: 'A', b: '{{a}} $t(probe.hello)' }]],
      [undefined, ['probe.hello', { name: 'Ana', lng: 'es' }]],
      [undefined, ['probe.hello', { name: { first: 'Ana' } }]],
      [undefined, ['probe.hello', { constructor: 'x' }]],
      [undefined, ['probe.formatted', { n: 1234.5 }]],
      [undefined, ['probe.nesting', { name: 'Eve' }]],
      [undefined, ['probe.path', { boat: 'Sea' }]],
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

  it('fills in values and plural forms without i18next once it knows the text', () => {
    const instance = createI18n('en', catalog);
    const t = instance.getFixedT('en') as unknown as (key: string, options?: object) => string;
    t('probe.boats', { count: 2 });
    t('probe.boats', { count: 1 });
    t('probe.two', { a: 'A', b: 'B' });
    t('probe.nested.deep', { what: 'x', count: 1 });
    const { translator } = instance as unknown as { translator: { translate: () => unknown } };
    const translate = vi.spyOn(translator, 'translate');
    expect(t('probe.boats', { count: 7 })).toBe('7 boats');
    expect(t('probe.boats', { count: 1 })).toBe('1 boat');
    expect(t('probe.two', { a: 1, b: 2 })).toBe('1 and 2, 1 again');
    // a text without plural forms, for any count
    expect(t('probe.nested.deep', { what: 'sea', count: 1 })).toBe('Deep sea');
    expect(translate).not.toHaveBeenCalled();
    // a call it leaves to i18next does reach it
    t('probe.boats', { count: 7, ordinal: true });
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('keeps the language, namespace and prefix it was made for', () => {
    const t = ours.getFixedT('en', null, 'probe' as never) as unknown as Record<string, unknown>;
    expect(t.lng).toBe('en');
    expect(t.keyPrefix).toBe('probe');
  });

  it('fills in every text of both catalogues as i18next does', () => {
    let filled = 0;
    for (const { lang, full, lean, plain } of bothCatalogues()) {
      for (const [key, text] of textsOf(full)) {
        const names = [...text.matchAll(/\{\{-?\s*([A-Za-z_]\w*)\s*\}\}/g)].map((m) => m[1]!);
        if (names.length === 0 || names.includes('count')) continue;
        const values = Object.fromEntries(
          names.map((name, i) => [name, i % 2 ? i * 1.5 : `v${i}`]),
        );
        expect(lean(key, values), `${lang} ${key}`).toBe(plain(key, values));
        if (parseTemplate(text)) filled += 1;
      }
    }
    // the catalogues' texts with values are nearly all plain `{{name}}`s
    expect(filled).toBeGreaterThan(300);
  });

  it('says every plural text of both catalogues as i18next does, for any count', () => {
    let said = 0;
    for (const { lang, full, lean, plain } of bothCatalogues()) {
      const bases = textsOf(full)
        .map(([key]) => key)
        .filter((key) => key.endsWith('_other'))
        .map((key) => key.slice(0, -'_other'.length));
      for (const key of bases) {
        for (const count of [0, 1, 2, 5, 21, 1.5, 1_000_000]) {
          const values = { count, name: 'N', date: 'D', boat: 'B', total: 'T', price: 'P' };
          expect(lean(key, values), `${lang} ${key} ${count}`).toBe(plain(key, values));
          said += 1;
        }
      }
    }
    expect(said).toBeGreaterThan(500);
  });
});

type TCall = (key: string, options: object) => string;

/** Every text of a catalogue tree with its full key. */
function textsOf(tree: unknown, prefix = ''): [string, string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : typeof value === 'object' && value !== null && !Array.isArray(value)
        ? textsOf(value, `${prefix}${key}.`)
        : [],
  );
}

/** Each language's whole catalogue with our `t` and i18next's own over it. */
function bothCatalogues() {
  return (
    [
      ['es', es],
      ['en', en],
    ] as const
  ).map(([lang, full]) => {
    const plain = createInstance();
    void plain.init({
      lng: lang,
      resources: { [lang]: { translation: full } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return {
      lang,
      full,
      lean: createI18n(lang, full as unknown as TCoreCatalog).getFixedT(lang) as unknown as TCall,
      plain: plain.t as unknown as TCall,
    };
  });
}
