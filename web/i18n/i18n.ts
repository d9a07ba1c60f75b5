import { createInstance, type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TLang } from '../../shared/i18n';
import type { es } from './locales/es';
import type { TCatalog } from './locales/types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}

/** An i18next instance for one language with its catalogue already loaded (no async init). */
export function createI18n(lang: TLang, catalog: TCatalog): TI18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'es',
    resources: { [lang]: { translation: catalog } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Loads a catalogue on demand in the browser, so a page ships only its own language. */
export async function loadCatalog(lang: TLang): Promise<TCatalog> {
  return lang === 'en' ? (await import('./locales/en')).en : (await import('./locales/es')).es;
}

/** Switches an instance to another language, loading its catalogue first when needed. */
export async function ensureLanguage(instance: TI18n, lang: TLang): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'translation')) {
    instance.addResourceBundle(lang, 'translation', await loadCatalog(lang));
  }
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
