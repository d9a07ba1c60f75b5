import type { TFunction } from 'i18next';
import { createInstance } from 'i18next';
import type { TLang } from '../../shared/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const catalogs = { es, en };

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
