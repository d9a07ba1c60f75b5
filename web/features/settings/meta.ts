import type { MetaDescriptor } from 'react-router';
import { settingsEn } from '../../i18n/locales/settings-en';
import { settingsEs } from '../../i18n/locales/settings-es';

/** The title of a settings page, known from the URL alone (the data loads in the browser). */
export function settingsMeta(
  lang: string | undefined,
  page: keyof typeof settingsEs.meta,
): MetaDescriptor[] {
  const catalog = lang === 'en' ? settingsEn : settingsEs;
  return [{ title: catalog.meta[page] }, { name: 'robots', content: 'noindex' }];
}
