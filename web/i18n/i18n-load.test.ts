import { describe, expect, it } from 'vitest';
import { ensureLanguage, loadAreas, loadI18n } from './i18n';
import { en } from './locales/en';
import { es } from './locales/es';

describe('loading the catalogue by parts', () => {
  it('hydrates with the core and the areas of the page, and nothing else', async () => {
    const i18n = await loadI18n('es', ['search']);
    expect(i18n.t('header.login')).toBe(es.header.login);
    expect(i18n.t('search.heading')).toBe(es.search.heading);
    // the area replaced the core's bit of it, not the other way round
    expect(i18n.t('search.bar.placeSuggestions')).toBe(es.search.bar.placeSuggestions);
    expect(i18n.exists('boatPage.meta.title')).toBe(false);
    expect(i18n.exists('addBoat.meta.title')).toBe(false);
  });

  it('home: only the core, with the destination field the search page shares', async () => {
    const i18n = await loadI18n('es', []);
    expect(i18n.t('search.bar.placeSuggestions')).toBe(es.search.bar.placeSuggestions);
    expect(i18n.exists('search.heading')).toBe(false);
    await loadAreas(i18n, 'es', ['search']);
    expect(i18n.t('search.heading')).toBe(es.search.heading);
    expect(i18n.t('header.login')).toBe(es.header.login);
  });

  it('adds the areas of the next page', async () => {
    const i18n = await loadI18n('es', []);
    await loadAreas(i18n, 'es', ['boatPage', 'map']);
    expect(i18n.t('map.zoomIn')).toBe(es.map.zoomIn);
    expect(i18n.exists('boatPage.meta.title')).toBe(true);
  });

  it('switches language with the core and every area already in use', async () => {
    const i18n = await loadI18n('es', ['search']);
    await loadAreas(i18n, 'es', ['map']);
    await ensureLanguage(i18n, 'en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('header.login')).toBe(en.header.login);
    expect(i18n.t('search.heading')).toBe(en.search.heading);
    expect(i18n.t('map.zoomIn')).toBe(en.map.zoomIn);
    expect(i18n.getResource('en', 'translation', 'review')).toBeUndefined();
    // a page of another area, in the new language, before it renders
    await loadAreas(i18n, 'en', ['review']);
    expect(i18n.t('review.title')).toBe(en.review.title);
  });

  it('an area loaded in another language first still gets that language’s core', async () => {
    const i18n = await loadI18n('es', []);
    // the next page's clientLoader may run before the layout's language switch
    await loadAreas(i18n, 'en', ['search']);
    await ensureLanguage(i18n, 'en');
    expect(i18n.t('header.login')).toBe(en.header.login);
    expect(i18n.t('search.heading')).toBe(en.search.heading);
  });
});
