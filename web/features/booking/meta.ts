import type { MetaDescriptor } from 'react-router';
import { bookingEn } from '../../i18n/locales/booking-en';
import { bookingEs } from '../../i18n/locales/booking-es';

/** The page title from the URL alone (the booking loads in the browser); private, so noindex. */
export function bookingMeta(
  lang: string | undefined,
  page: keyof typeof bookingEs.meta,
): MetaDescriptor[] {
  const catalog = lang === 'en' ? bookingEn : bookingEs;
  return [{ title: catalog.meta[page] }, { name: 'robots', content: 'noindex' }];
}
