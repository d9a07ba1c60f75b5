import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { TranslationProvider } from './i18n/translation';
import { HydratedRouter } from 'react-router/dom';
import { isLang } from '../shared/i18n';
import { setClientI18n } from './i18n/client-instance';
import { parseAreas } from './i18n/areas';
import { loadI18n } from './i18n/i18n';
import { NonceProvider } from './lib/nonce';

async function hydrate() {
  const { lang: htmlLang, dataset } = document.documentElement;
  const lang = isLang(htmlLang) ? htmlLang : 'es';
  // the core catalogue and the areas the server rendered this page with (root.tsx writes them)
  const i18n = await loadI18n(lang, parseAreas(dataset.i18nAreas));
  setClientI18n(i18n);
  // The page's nonce (the browser hides the attribute but keeps the property), so the elements
  // that carry it hydrate with the same value.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={nonce}>
          <TranslationProvider i18n={i18n}>
            <HydratedRouter />
          </TranslationProvider>
        </NonceProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
