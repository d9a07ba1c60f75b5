import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { isLang } from '../shared/i18n';
import { setClientI18n } from './i18n/client-instance';
import { createI18n, loadCatalog } from './i18n/i18n';

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : 'es';
  const i18n = createI18n(lang, await loadCatalog(lang));
  setClientI18n(i18n);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
