import type { TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { TranslationProvider, useTranslation } from './translation';

describe('useTranslation', () => {
  it('translates in the language on screen, with a key prefix, with one `t` per kind', () => {
    const seen: TFunction[] = [];
    function Texts() {
      const { t } = useTranslation();
      const prefixed = useTranslation('translation', { keyPrefix: 'language' });
      const again = useTranslation();
      seen.push(t as TFunction, prefixed.t as TFunction, again.t as TFunction);
      return (
        <p>
          {t('language.label')}|{prefixed.t('switchTo', { language: prefixed.t('en') })}|
          {again[0]('common.appName')}|{String(again.ready)}
        </p>
      );
    }
    const i18n = createI18n('es', es);
    const page = (
      <TranslationProvider i18n={i18n}>
        <Texts />
      </TranslationProvider>
    );
    expect(renderToString(page)).toBe(
      '<p>Idioma<!-- -->|<!-- -->Cambiar a English<!-- -->|<!-- -->Marea<!-- -->|<!-- -->true</p>',
    );
    renderToString(page);
    // the same function for the same kind, on every render; another for the prefixed one
    expect(seen[0]).toBe(seen[2]);
    expect(seen[0]).toBe(seen[3]);
    expect(seen[1]).toBe(seen[4]);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('follows the instance when its language changes', async () => {
    function Label() {
      return <>{useTranslation().t('language.label')}</>;
    }
    const i18n = createI18n('es', es);
    i18n.addResourceBundle('en', 'translation', en, true, true);
    const page = (
      <TranslationProvider i18n={i18n}>
        <Label />
      </TranslationProvider>
    );
    expect(renderToString(page)).toBe('Idioma');
    await i18n.changeLanguage('en');
    expect(renderToString(page)).toBe('Language');
  });
});
