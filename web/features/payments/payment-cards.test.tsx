import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '../../i18n/translation';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TLang } from '../../../shared/i18n';
import { createI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import type { TPaymentCard } from './api';
import { CardForm } from './card-form';
import { PaymentCards } from './payment-cards';

const year = new Date().getUTCFullYear() + 2;
const visa: TPaymentCard = {
  id: '7b4f3c1e-0000-4000-8000-000000000001',
  brand: 'visa',
  last4: '0000',
  expMonth: 3,
  expYear: year,
  country: 'FR',
  isDefault: false,
  feeApplies: true,
};
const amex: TPaymentCard = {
  ...visa,
  id: '7b4f3c1e-0000-4000-8000-000000000002',
  brand: 'amex',
  last4: '0005',
  country: 'ES',
  isDefault: true,
};

function render(lang: TLang, element: ReactNode) {
  const html = renderToString(
    <TranslationProvider i18n={createI18n(lang, lang === 'es' ? es : en)}>
      <MemoryRouter initialEntries={[`/${lang}/settings/account`]}>
        <Routes>
          <Route path="/:lang/settings/account" element={element} />
        </Routes>
      </MemoryRouter>
    </TranslationProvider>,
  );
  // the words a person sees or hears (labels in brackets): no raw key, no HTML
  return html
    .replace(/<[^>]*aria-label="([^"]*)"[^>]*>/g, ' [$1] ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('payment cards', () => {
  it('lists cards with the default badge, the fee and the country, in both languages', () => {
    const shown = render('en', <PaymentCards initialCards={[amex, visa]} />);
    expect(shown).toContain('American Express •••• ending in 0005');
    expect(shown).toContain('Default');
    expect(shown).toContain('Fee +1.5%');
    expect(shown).toContain('Issued in France');
    expect(shown).toContain('[Make default: Visa ending in 0000] Make default');
    expect(shown).toContain('[Remove: American Express ending in 0005] Remove');
    expect(shown).toContain(`Expires 03/${year % 100}`);
    const es_ = render('es', <PaymentCards initialCards={[amex, visa]} />);
    expect(es_).toContain('Por defecto');
    expect(es_).toMatch(/Comisión \+1,5\s%/);
    expect(es_).toContain('Emitida en Francia');
    for (const text of [shown, es_]) expect(text).not.toMatch(/payments\.\w/);
  });

  it('has an empty state and a retry when the cards did not load', () => {
    expect(render('es', <PaymentCards initialCards={[]} />)).toContain('No tienes ninguna tarjeta');
    expect(render('en', <PaymentCards initialCards={[]} />)).toContain("You don't have any cards");
    expect(render('en', <PaymentCards initialCards={null} />)).toContain('Try again');
  });

  it('draws the card form with its fields, autocomplete and the note', () => {
    const html = renderToString(
      <TranslationProvider i18n={createI18n('en', en)}>
        <MemoryRouter initialEntries={['/en/x']}>
          <Routes>
            <Route path="/:lang/x" element={<CardForm onSaved={() => {}} />} />
          </Routes>
        </MemoryRouter>
      </TranslationProvider>,
    );
    for (const attribute of ['cc-number', 'cc-exp', 'cc-csc'])
      expect(html).toContain(`autoComplete="${attribute}"`);
    expect(html.match(/inputMode="numeric"/gi)).toHaveLength(3);
    expect(html).toContain('Marea only keeps its brand, country and last four digits');
    expect(html).toContain('carry a 1.5% fee');
  });
});
