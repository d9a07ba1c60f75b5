import { describe, expect, it } from 'vitest';
import { seoMeta } from './seo';

describe('seoMeta', () => {
  it('gives title, description, canonical, hreflang alternates and Open Graph tags', () => {
    const tags = seoMeta({
      lang: 'en',
      path: '/faq',
      title: 'FAQ',
      description: 'Answers',
      publicUrl: 'https://marea.example',
      imageId: 'abc',
    });
    expect(tags).toContainEqual({ title: 'FAQ' });
    expect(tags).toContainEqual({ name: 'description', content: 'Answers' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://marea.example/en/faq',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'es',
      href: 'https://marea.example/es/faq',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://marea.example/es/faq',
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_GB' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://marea.example/media/abc/1280.webp',
    });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
