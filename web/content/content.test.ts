import { describe, expect, it } from 'vitest';
import { contentSlugs, getContentPage } from './index';
import type { TContentBlock, TContentPage, TContentSlug } from './types';

const allSlugs: TContentSlug[] = [
  'about',
  'contact',
  'faq',
  'how-it-works',
  'owners',
  'safety',
  'terms',
  'privacy',
  'cookie-policy',
  'legal-notice',
];
const legalSlugs: TContentSlug[] = ['terms', 'privacy', 'cookie-policy', 'legal-notice'];

function load(slug: TContentSlug, lang: 'es' | 'en'): TContentPage {
  const page = getContentPage(slug, lang);
  if (!page) throw new Error(`missing page ${slug} (${lang})`);
  return page;
}

/** The shape of a block, without its text: what must match between languages. */
function shape(block: TContentBlock): string {
  switch (block.type) {
    case 'ul':
      return `ul:${block.items.length}`;
    case 'table':
      return `table:${block.head.length}x${block.rows.map((row) => row.length).join(',')}`;
    default:
      return block.type;
  }
}

/** Every piece of text a block carries. */
function texts(block: TContentBlock): string[] {
  switch (block.type) {
    case 'h2':
    case 'p':
      return [block.text];
    case 'ul':
      return block.items;
    case 'qa':
      return [block.q, block.a];
    case 'table':
      return [...block.head, ...block.rows.flat()];
  }
}

describe('content pages', () => {
  it('lists every slug once, in footer order', () => {
    expect(new Set(contentSlugs).size).toBe(contentSlugs.length);
    expect([...contentSlugs].sort()).toEqual([...allSlugs].sort());
  });

  it('returns null for an unknown slug', () => {
    expect(getContentPage('does-not-exist', 'es')).toBeNull();
    expect(getContentPage('does-not-exist', 'en')).toBeNull();
    expect(getContentPage('', 'es')).toBeNull();
    expect(getContentPage('toString', 'en')).toBeNull();
  });

  describe.each(allSlugs)('%s', (slug) => {
    const es = load(slug, 'es');
    const en = load(slug, 'en');

    it('exists in both languages with a title and a description', () => {
      for (const page of [es, en]) {
        expect(page.title.trim()).not.toBe('');
        expect(page.description.trim()).not.toBe('');
        expect(page.blocks.length).toBeGreaterThan(0);
      }
      expect(es.title).not.toBe(en.title);
    });

    it('has the same block structure in es and en', () => {
      expect(es.blocks.map(shape)).toEqual(en.blocks.map(shape));
    });

    it('has no empty text in any block', () => {
      for (const page of [es, en]) {
        for (const block of page.blocks) {
          for (const text of texts(block))
            expect(text.trim(), `${slug}: ${block.type}`).not.toBe('');
        }
      }
    });

    it('has no placeholder text', () => {
      const all = [es, en].flatMap((page) => [
        page.title,
        page.description,
        ...page.blocks.flatMap(texts),
      ]);
      for (const text of all) {
        expect(text).not.toMatch(/lorem|ipsum/i);
        expect(text).not.toMatch(/\bTODO\b|\bTBD\b|XXX|B-?0{8}/);
      }
    });

    it('has the same revision date in both languages', () => {
      expect(es.updated).toBe(en.updated);
      if (legalSlugs.includes(slug)) expect(es.updated).toBe('2026-11-01');
    });
  });

  it('has a FAQ of at least 14 questions in groups', () => {
    const faq = load('faq', 'es');
    expect(faq.blocks.filter((block) => block.type === 'qa').length).toBeGreaterThanOrEqual(14);
    expect(faq.blocks[0]?.type).toBe('h2');
    expect(faq.blocks.filter((block) => block.type === 'h2').length).toBeGreaterThanOrEqual(5);
  });

  it('lists exactly the cookies the site sets', () => {
    const expected = [
      'allowCookie',
      'auth.idToken',
      'auth.refreshToken',
      'auth.loginAt',
      'auth.rememberMe',
      'loggedInUser',
      'name',
      'img',
    ];
    for (const lang of ['es', 'en'] as const) {
      const tables = load('cookie-policy', lang).blocks.filter((block) => block.type === 'table');
      expect(tables).toHaveLength(1);
      expect(tables[0]?.rows.map((row) => row[0])).toEqual(expected);
    }
  });
});
