import { describe, expect, it } from 'vitest';
import { languages } from '../../../../shared/i18n';
import { renderMail } from './index';
import type { TValuationReminderData } from './valuation-reminder';

const link = 'https://marea.boats/es/settings/valuations';
const data: TValuationReminderData = {
  name: 'Ana',
  boatName: 'Brisa <del Sur>',
  startDate: '2026-07-10',
  endDate: '2026-07-12',
  as: 'client',
  kind: 'first',
  // midnight in Madrid after 26 July: the last day to write is the 26th
  closesAt: '2026-07-26T22:00:00.000Z',
  daysLeft: 14,
  link,
};
const render = (overrides: Partial<TValuationReminderData>, locale: 'es' | 'en') =>
  renderMail({ template: 'valuation-reminder', data: { ...data, ...overrides } }, locale);

describe('valuation-reminder mail', () => {
  for (const locale of languages)
    for (const as of ['client', 'owner'] as const)
      for (const kind of ['first', 'last'] as const)
        it(`renders in ${locale} for the ${as}, ${kind}: boat, dates, last day, link`, () => {
          const mail = render({ as, kind, daysLeft: kind === 'last' ? 3 : 14 }, locale);
          expect(mail.subject).toContain('Brisa <del Sur>');
          expect(mail.html).toContain('Brisa &lt;del Sur&gt;');
          expect(mail.html).not.toContain('<del Sur>');
          expect(mail.text).toContain(locale === 'es' ? 'Hola, Ana:' : 'Hi Ana,');
          expect(mail.text).toContain(locale === 'es' ? '26 de julio' : '26 July');
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link}"`);
          expect(mail.html).toContain(`<html lang="${locale}">`);
        });

  it('asks the client about the boat and the owner about their guests', () => {
    expect(render({}, 'es').subject).toBe('¿Qué tal la salida en Brisa <del Sur>?');
    expect(render({}, 'en').subject).toBe('How was your trip on Brisa <del Sur>?');
    expect(render({ as: 'owner' }, 'es').text).toContain('Valorar a mis clientes');
    expect(render({ as: 'owner' }, 'en').text).toContain('Review my guests');
  });

  it('tells how many days are left in the last reminder, and only there', () => {
    const es = render({ kind: 'last', daysLeft: 3 }, 'es');
    expect(es.subject).toBe('Quedan 3 días para valorar la salida en Brisa <del Sur>');
    expect(es.text).toContain('último recordatorio');
    expect(render({ kind: 'last', daysLeft: 1 }, 'es').subject).toMatch(/^Queda 1 día /);
    const en = render({ kind: 'last', daysLeft: 2 }, 'en');
    expect(en.subject).toBe('2 days left to review the trip on Brisa <del Sur>');
    expect(render({ kind: 'last', daysLeft: 1 }, 'en').subject).toMatch(/^1 day left /);
    expect(render({}, 'en').text).not.toContain('last reminder');
  });
});
