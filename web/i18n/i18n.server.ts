import type { i18n as TI18n, TFunction } from 'i18next';
import { createInstance } from 'i18next';
import type { TLang } from '../../shared/i18n';
import type { TArea } from './areas';
import { createI18n } from './i18n';
import { coreEn } from './locales/core-en';
import { coreEs } from './locales/core-es';
import { en } from './locales/en';
import { es } from './locales/es';
import type { TCoreCatalog } from './locales/types';

export const catalogs = { es, en };

const cores: Record<TLang, TCoreCatalog> = { es: coreEs, en: coreEn };

/**
 * What the server renders a page with: the core and the areas its routes declare, exactly what
 * the browser loads before hydrating (a key of an undeclared area shows raw on both sides).
 */
export function pageCatalog(lang: TLang, areas: readonly TArea[]): TCoreCatalog {
  const catalog: Record<string, unknown> = { ...cores[lang] };
  for (const area of areas) catalog[area] = catalogs[lang][area];
  return catalog as TCoreCatalog;
}

const pageInstances = new Map<string, TI18n>();

/**
 * The i18next instance a page renders with, one per language and set of areas, made once: the
 * server never changes its language or texts, so every render of such a page shares it (making
 * one per request cost a tenth of a boat page's render).
 */
export function pageI18n(lang: TLang, areas: readonly TArea[]): TI18n {
  const key = `${lang}:${areas.join(' ')}`;
  let instance = pageInstances.get(key);
  if (!instance) pageInstances.set(key, (instance = createI18n(lang, pageCatalog(lang, areas))));
  return instance;
}

const fixed = new Map<TLang, TFunction>();

/** A translate function for loaders and meta (server side), one per language, made once. */
export function serverT(lang: TLang): TFunction {
  let t = fixed.get(lang);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: 'es',
      resources: { es: { translation: es }, en: { translation: en } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    t = instance.t;
    fixed.set(lang, t);
  }
  return t;
}
