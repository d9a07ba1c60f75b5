import { page as about } from './pages/about';
import { page as contact } from './pages/contact';
import { page as cookiePolicy } from './pages/cookie-policy';
import { page as faq } from './pages/faq';
import { page as howItWorks } from './pages/how-it-works';
import { page as legalNotice } from './pages/legal-notice';
import { page as owners } from './pages/owners';
import { page as privacy } from './pages/privacy';
import { page as safety } from './pages/safety';
import { page as terms } from './pages/terms';
import type { TContentPage, TContentSlug, TLocalizedPage } from './types';

/** Every footer/info page, keyed by its URL slug. */
const pages: Record<TContentSlug, TLocalizedPage> = {
  about,
  'how-it-works': howItWorks,
  owners,
  safety,
  faq,
  contact,
  terms,
  privacy,
  'cookie-policy': cookiePolicy,
  'legal-notice': legalNotice,
};

export { contentSlugs } from '../../shared/site';

export function isContentSlug(slug: string): slug is TContentSlug {
  return Object.hasOwn(pages, slug);
}

/** The page for a slug in one language, or null when the slug is not a content page. */
export function getContentPage(slug: string, lang: 'es' | 'en'): TContentPage | null {
  if (!isContentSlug(slug)) return null;
  return pages[slug][lang];
}
