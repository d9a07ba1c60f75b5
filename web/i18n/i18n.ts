import { createInstance, type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, type TLang } from '../../shared/i18n';
import type { TArea, TI18nHandle } from './areas';
import { catalogParts } from './catalog-parts';
import { getClientI18n } from './client-instance';
import type { es } from './locales/es';
import type { TCoreCatalog } from './locales/types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}

/**
 * An i18next instance for one language with its texts already loaded (no async init): the core
 * catalogue and the page's areas, or the whole catalogue.
 */
export function createI18n(lang: TLang, catalog: TCoreCatalog): TI18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'es',
    resources: { [lang]: { translation: catalog } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  leanFixedT(instance);
  return instance;
}

type TFixedT = ((key: unknown, options?: unknown, ...rest: unknown[]) => string) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: unknown;
  keyPrefix?: unknown;
};

/**
 * i18next's fixed `t`, the one `useTranslation` gives every component, copies the instance's whole
 * options object on every call (for key selectors, which we do not use): thousands of copies per
 * boat page, a tenth of its server render and as much of its hydration (bench/load profile).
 * For the calls we make, a string key with or without an options object, this `t` does what
 * i18next's does without that copy; any other call goes to i18next's own.
 */
function leanFixedT(instance: TI18n) {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => TFixedT;
  const separator = instance.options.keySeparator || '.';
  // A key without options always gives the same text in one language (most calls: labels,
  // headings, buttons), so it is looked up once; new texts (an area loaded) start afresh.
  const known = new Map<string, string>();
  // A key's text cut at its `{{name}}`s, when that is all its interpolation does (no format, no
  // nesting): a call with only such values fills them in without i18next's translate (the
  // calendar's 60 day labels, the cards' counts); any other text or call goes to i18next.
  const templates = new Map<string, TTemplate | null>();
  // A count picks the key of its plural form (`days_one`, `days_other`): found once per form,
  // null when the language has no text for it (i18next's fallbacks then answer).
  const pluralKeys = new Map<string, string | null>();
  const forget = () => {
    known.clear();
    templates.clear();
    pluralKeys.clear();
  };
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  instance.getFixedT = ((...args: unknown[]) => {
    const full = getFixedT(...args);
    const idOf = (key: string) =>
      `${lean.lng ?? instance.language}\u0000${String(lean.ns)}\u0000${key}`;
    const textOf = (key: string) => {
      const id = idOf(key);
      let text = known.get(id);
      if (text === undefined) known.set(id, (text = lean(key, {})));
      return text;
    };
    const templateOf = (key: string) => {
      const id = idOf(key);
      let template = templates.get(id);
      if (template === undefined) templates.set(id, (template = parseTemplate(textOf(key))));
      return template;
    };
    const pluralKeyOf = (key: string, count: number) => {
      const lng = lean.lng ?? instance.language;
      const form = pluralRulesOf(lng).select(count);
      const id = `${idOf(key)}\u0000${count === 0 ? 'zero' : form}`;
      let found = pluralKeys.get(id);
      if (found === undefined) {
        // one namespace (ours: `translation`), as a name or a list of one
        const given: unknown = lean.ns ?? instance.options.defaultNS;
        const ns = Array.isArray(given) && given.length === 1 ? given[0] : given;
        const has = (k: string) =>
          typeof ns === 'string' && typeof instance.getResource(lng, ns, k) === 'string';
        // i18next's order: `_zero` first for 0, then the count's form, then the key itself
        const candidates = [...(count === 0 ? [`${key}_zero`] : []), `${key}_${form}`, key];
        found = candidates.find(has) ?? null;
        pluralKeys.set(id, found);
      }
      return found;
    };
    const lean: TFixedT = (key, options, ...rest) => {
      if (rest.length === 0 && typeof key === 'string' && !lean.keyPrefix) {
        if (options === undefined) return textOf(key);
        const kind = fillable(options);
        const values = options as Record<string, string | number>;
        const chosen = kind === 'plural' ? pluralKeyOf(key, values.count as number) : key;
        if (kind && chosen) {
          const template = templateOf(chosen);
          const text = template ? fill(template, values) : undefined;
          if (text !== undefined) return text;
        }
      }
      const plain = options === undefined || (typeof options === 'object' && options !== null);
      if (typeof key !== 'string' || !plain || rest.length > 0) return full(key, options, ...rest);
      const o: Record<string, unknown> = { ...(options as object) };
      o.lng ||= lean.lng;
      o.lngs ||= lean.lngs;
      o.ns ||= lean.ns;
      if (o.keyPrefix !== '') o.keyPrefix ||= lean.keyPrefix;
      if (typeof o.keyPrefix === 'function') return full(key, options);
      const resultKey = o.keyPrefix ? `${String(o.keyPrefix)}${separator}${key}` : key;
      return (instance.t as (key: string, options: object) => string)(resultKey, o);
    };
    Object.assign(lean, { lng: full.lng, lngs: full.lngs, ns: full.ns, keyPrefix: full.keyPrefix });
    return lean;
  }) as unknown as TI18n['getFixedT'];
}

/** A text as literal pieces and the names between them: `['Hi ', 'name', '!']`. */
type TTemplate = string[];

// i18next's call options (TOptions): a call carrying any of them is i18next's to answer
const callOptions = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'replace',
  'skipInterpolation',
  'nsSeparator',
  'keySeparator',
]);

/**
 * What a call's options ask: `values` to fill in only (strings and numbers, no call option),
 * `plural` the same with a numeric `count` (a plural form, the count filled in too), or null:
 * anything else is i18next's to answer.
 */
function fillable(options: unknown): 'values' | 'plural' | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  let kind: 'values' | 'plural' | null = null;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    if (name === 'count' && typeof value === 'number' && Number.isFinite(value)) kind = 'plural';
    else if (callOptions.has(name) || name.startsWith('defaultValue')) return null;
    else kind ??= 'values';
  }
  return kind;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The cardinal plural rules of a language, as i18next picks its forms. */
function pluralRulesOf(lng: string): Intl.PluralRules {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng, { type: 'cardinal' })));
  return rules;
}

/**
 * A text's pieces when its interpolation is only `{{name}}` (or `{{- name}}`, the same with
 * `escapeValue: false`); null when it formats (`{{n, number}}`), reads a path (`{{a.b}}`) or
 * nests (`$t(…)`).
 */
export function parseTemplate(text: string): TTemplate | null {
  if (text.includes('$t(')) return null;
  const pieces: string[] = [];
  let from = 0;
  for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const inner = match[1]!.trim();
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return null;
    pieces.push(text.slice(from, match.index), name);
    from = match.index + match[0].length;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** The text with its names filled in; undefined when a value is missing (i18next's case). */
function fill(template: TTemplate, values: Record<string, string | number>): string | undefined {
  let text = template[0]!;
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i]!;
    if (!Object.hasOwn(values, name)) return undefined;
    const value = values[name];
    text += String(value) + template[i + 1]!;
  }
  return text;
}

type TPart = 'core' | TArea;

/** The parts each browser instance holds, per language (`es:core`, `en:search`…). */
const loadedParts = new WeakMap<TI18n, Set<`${TLang}:${TPart}`>>();

function loaded(instance: TI18n) {
  let parts = loadedParts.get(instance);
  if (!parts) loadedParts.set(instance, (parts = new Set()));
  return parts;
}

/** Imports parts of one language's catalogue as one bundle. */
async function importParts(lang: TLang, parts: readonly TPart[]): Promise<Record<string, unknown>> {
  const texts = await Promise.all(parts.map((part) => catalogParts[lang][part]()));
  const bundle: Record<string, unknown> = {};
  // the core first: an area replaces the bit of itself the core carries (search.bar.place*)
  const core = parts.indexOf('core');
  if (core >= 0) Object.assign(bundle, texts[core]);
  parts.forEach((part, index) => {
    if (part !== 'core') bundle[part] = texts[index];
  });
  return bundle;
}

/** Merges the parts an instance does not have yet into its bundle for `lang`. */
async function addParts(instance: TI18n, lang: TLang, parts: Iterable<TPart>): Promise<void> {
  const have = loaded(instance);
  const missing = [...new Set(parts)].filter((part) => !have.has(`${lang}:${part}`));
  if (missing.length === 0) return;
  instance.addResourceBundle(lang, 'translation', await importParts(lang, missing), true, true);
  for (const part of missing) have.add(`${lang}:${part}`);
}

/**
 * Hydration: an instance for the page's language with the core catalogue and the areas the
 * server rendered with, so the first render matches the server's HTML.
 */
export async function loadI18n(lang: TLang, pageAreas: readonly TArea[]): Promise<TI18n> {
  const parts: TPart[] = ['core', ...pageAreas];
  const instance = createI18n(lang, (await importParts(lang, parts)) as TCoreCatalog);
  for (const part of parts) loaded(instance).add(`${lang}:${part}`);
  return instance;
}

/** Loads areas (and the core, when that language has none yet) before a page uses them. */
export function loadAreas(instance: TI18n, lang: TLang, areas: readonly TArea[]): Promise<void> {
  return addParts(instance, lang, ['core', ...areas]);
}

/**
 * Switches an instance to another language, first loading that language's core and every area
 * already loaded in the other one (the page on screen re-renders at once in the new language).
 */
export async function ensureLanguage(instance: TI18n, lang: TLang): Promise<void> {
  const inUse = [...loaded(instance)].map((part) => part.split(':')[1] as TPart);
  await addParts(instance, lang, ['core', ...inUse]);
  if (instance.language !== lang) await instance.changeLanguage(lang);
}

/**
 * For a route's clientLoader: loads the areas its handle declares, in the URL's language, so a
 * client-side navigation renders the page with its texts.
 */
export async function loadRouteAreas(lang: string | undefined, handle: TI18nHandle): Promise<void> {
  const instance = getClientI18n();
  if (instance && isLang(lang) && handle.i18n) await loadAreas(instance, lang, handle.i18n);
}
