import { languages, type TLang } from './i18n';

/** The cookie that keeps the visitor's answer to the cookie banner (spec §9). */
export const consentCookie = 'allowCookie';

/** The information pages of the footer, in footer order; each exists in both languages. */
export const contentSlugs = [
  'how-it-works',
  'owners',
  'safety',
  'faq',
  'about',
  'contact',
  'terms',
  'privacy',
  'cookie-policy',
  'legal-notice',
] as const;
export type TContentSlug = (typeof contentSlugs)[number];

export const siteName = 'Marea';

/** A public path without its language (`/faq`, `` for home) in a language: `/es/faq`. */
export function localizedPath(lang: TLang, pathWithoutLang: string): string {
  return `/${lang}${pathWithoutLang}`;
}

/** The same page in every language, for hreflang alternates and the sitemap. */
export function alternatePaths(pathWithoutLang: string): { lang: TLang; path: string }[] {
  return languages.map((lang) => ({ lang, path: localizedPath(lang, pathWithoutLang) }));
}

/** The path without its language segment: `/es/faq?x=1` → `/faq?x=1`; `/es` → ``. */
export function stripLang(pathname: string): string {
  return pathname.replace(/^\/(es|en)(?=\/|$|\?)/, '');
}
