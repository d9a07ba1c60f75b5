import type { MetaDescriptor } from 'react-router';
import { inboxEn } from '../../../i18n/locales/inbox-en';
import { inboxEs } from '../../../i18n/locales/inbox-es';

/** The page title from the URL alone (the conversations load in the browser); private: noindex. */
export function inboxMeta(
  lang: string | undefined,
  page: keyof typeof inboxEs.meta,
): MetaDescriptor[] {
  const catalog = lang === 'en' ? inboxEn : inboxEs;
  return [{ title: catalog.meta[page] }, { name: 'robots', content: 'noindex' }];
}
