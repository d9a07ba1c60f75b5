import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TAvailability } from '../../../shared/dto/boat-details';
import type { TLang } from '../../../shared/i18n';
import { createI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import { TranslationProvider } from '../../i18n/translation';
import { AvailabilityCalendar } from './availability-calendar';

// November 2026 starts on a Sunday (6 weeks on the grid), December on a Tuesday (5 weeks)
const availability: TAvailability = {
  from: '2026-11-01',
  to: '2026-12-31',
  days: ['2026-11-27', '2026-11-28', '2026-12-01'].map((date) => ({
    date,
    status: 'free',
    morning: 'free',
    afternoon: 'free',
  })),
};

function serverHtml(lang: TLang) {
  return renderToString(
    <TranslationProvider i18n={createI18n(lang, lang === 'es' ? es : en)}>
      <MemoryRouter initialEntries={[`/${lang}/boats/x`]}>
        <Routes>
          <Route
            path="/:lang/boats/:slug"
            element={
              <AvailabilityCalendar
                boatId="b"
                initial={availability}
                today="2026-11-27"
                selected={{ startDate: '2026-11-28', endDate: '2026-11-28' }}
                onPick={() => {}}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

describe('the boat page calendar as the server renders it (decision 0050)', () => {
  it('sends the months by name in their exact space, without their day buttons', () => {
    const html = serverHtml('es');
    expect(html).toContain('noviembre de 2026');
    expect(html).toContain('diciembre de 2026');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('aria-pressed');
    // 20 px of weekdays, 40 px a week, 4 px apart: 6 weeks and 5 weeks
    expect(html).toContain('height:292px');
    expect(html).toContain('height:248px');
  });

  it('tells a browser without scripts that the days need them, in both languages', () => {
    expect(serverHtml('es')).toContain(es.boatPage.calendar.needsScripts);
    expect(serverHtml('en')).toContain(en.boatPage.calendar.needsScripts);
  });
});
