import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '../../i18n/translation';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TBoatDetails, TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
import type { TLang } from '../../../shared/i18n';
import { createI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import type { TCheckoutCard } from './charges';
import { CheckoutPage } from './checkout-page';

const boat = {
  id: '8a7f0c52-0000-4000-8000-000000000001',
  slug: 'es-vedra-ibiza',
  name: 'Es Vedrà',
  type: { slug: 'sailboat', name: { es: 'Velero', en: 'Sailboat' } },
  harbour: { name: 'Marina Ibiza', destination: { slug: 'ibiza', name: 'Ibiza' } },
  gallery: [],
  skipper: { policy: 'optional', priceCents: 19_000 },
  requiredDegree: { slug: 'per', name: { es: 'PER', en: 'PER' } },
  cancelationConditions: 'moderate',
  rating: { average: 4.8, count: 12 },
} as unknown as TBoatDetails;

const choice: TQuoteChoice = {
  duration: 'days',
  startDate: '2027-07-14',
  endDate: '2027-07-15',
  slot: null,
  skipper: true,
  people: 4,
};

const quote = {
  ...choice,
  hours: { from: '10:00', to: '19:00' },
  available: true,
  days: [
    { date: '2027-07-14', season: 'high', priceCents: 55_000 },
    { date: '2027-07-15', season: 'high', priceCents: 55_000 },
  ],
  dayCount: 2,
  rentalCents: 110_000,
  skipper: { included: true, mandatory: false, perDayCents: 19_000, totalCents: 38_000 },
  totalCents: 148_000,
  firstPayment: { percent: 30, cents: 44_400 },
  restAtCheckInCents: 103_600,
  cardFeePercent: 1.5,
  depositCents: null,
  fuel: null,
} as TBoatQuote;

const amex: TCheckoutCard = {
  id: 'card-1',
  brand: 'amex',
  last4: '0005',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  country: 'ES',
  isDefault: true,
  feeApplies: true,
};

function render(lang: TLang, cards: TCheckoutCard[], hours = 36) {
  return renderToString(
    <TranslationProvider i18n={createI18n(lang, lang === 'es' ? es : en)}>
      <MemoryRouter initialEntries={[`/${lang}/boats/es-vedra-ibiza/book`]}>
        <Routes>
          <Route
            path="/:lang/boats/:slug/book"
            element={
              <CheckoutPage
                boat={boat}
                ownerResponseHours={hours}
                choice={choice}
                quote={quote}
                quoteError={null}
                quoteMessages={[]}
                loading={false}
                onChange={() => {}}
                tripEditor={null}
                cards={cards}
                calls={{
                  requestBooking: () => Promise.resolve({ id: 'x' }),
                  makeDefaultCard: () => Promise.resolve(),
                }}
                slots={{ cardForm: () => <form aria-label="card form" />, cardMark: () => null }}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </TranslationProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('CheckoutPage', () => {
  it('shows the configured response window, the same number in both languages', () => {
    expect(render('es', [amex])).toContain('El armador tiene 36 horas para responder');
    expect(render('en', [amex])).toContain('The owner has 36 hours to answer');
    expect(render('en', [amex], 1)).toContain('The owner has 1 hour to answer');
  });

  it('says when the card is charged, and prices each day, the skipper and both payments', () => {
    const html = render('en', [amex]);
    expect(html).toContain('The card is charged only after the owner confirms availability.');
    expect(html).toContain('Wed 14 Jul · high season');
    expect(html).toContain('Skipper, 2 days × €190');
    expect(html).toContain('€1,480');
    // American Express: 1.5 % on each charge (444 € + 6.66 €, 1,036 € + 15.54 €)
    expect(html).toContain('€450.66');
    expect(html).toContain('€1,051.54');
    expect(html).toContain('includes a €6.66 card fee');
  });

  it('asks a client without a card to add one, with the form in place', () => {
    const html = render('es', []);
    expect(html).toContain('Debes añadir una tarjeta.');
    expect(html).toContain('aria-label="card form"');
  });
});
