import type { MetaDescriptor } from 'react-router';
import type { TLang } from '../../shared/i18n';
import { pictureUrl } from '../../shared/media';
import { alternatePaths, localizedPath, siteName } from '../../shared/site';

export type TSeoInput = {
  lang: TLang;
  /** the page's path without the language segment: '' for home, '/faq' */
  path: string;
  title: string;
  description: string;
  publicUrl: string;
  /** an asset id for og:image */
  imageId?: string | null;
  noindex?: boolean;
};

/** Title, description, canonical, hreflang alternates and Open Graph tags of a public page. */
export function seoMeta(input: TSeoInput): MetaDescriptor[] {
  const url = input.publicUrl + localizedPath(input.lang, input.path);
  const alternates = alternatePaths(input.path);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates.map((a) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: a.lang,
      href: input.publicUrl + a.path,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: input.publicUrl + alternates[0]!.path,
    },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: input.lang === 'es' ? 'es_ES' : 'en_GB' },
    { property: 'og:locale:alternate', content: input.lang === 'es' ? 'en_GB' : 'es_ES' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (input.imageId) {
    tags.push({ property: 'og:image', content: input.publicUrl + pictureUrl(input.imageId, 1280) });
  }
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
