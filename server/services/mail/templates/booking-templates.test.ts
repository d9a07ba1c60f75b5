import { describe, expect, it } from 'vitest';
import { languages } from '../../../../shared/i18n';
import { formatMoney } from '../../../../shared/money';
import type { TMailMessage } from '../types';
import { bookingDates, type TBookingMailBase } from './booking-parts';
import { renderMail } from './index';

const link = 'https://marea.boats/es/booking/7f0c2a0e-9a43-4c0e-8a53-0b1f5c1d2e3f';
const base: TBookingMailBase = {
  name: 'Ana',
  boatName: 'Brisa <del Sur>',
  startDate: '2026-07-10',
  endDate: '2026-07-12',
  slot: null,
  link,
};
const respondBy = '2026-06-01T10:00:00.000Z';

const messages: TMailMessage[] = [
  {
    template: 'booking-requested',
    data: { ...base, clientName: 'Luis', people: 4, totalCents: 90_050, respondBy, message: 'Hi' },
  },
  {
    template: 'booking-accepted',
    data: { ...base, totalCents: 90_050, firstChargeCents: 27_015, restCents: 63_035 },
  },
  { template: 'booking-rejected', data: { ...base, reason: 'unavailable' } },
  { template: 'booking-expired', data: base },
  {
    template: 'booking-offer',
    data: { ...base, offerTotalCents: 80_000, requestedTotalCents: 90_050, note: null, respondBy },
  },
  {
    template: 'booking-canceled',
    data: {
      ...base,
      by: 'client',
      recipient: 'client',
      clientName: 'Luis',
      refundCents: 13_508,
      wasCharged: true,
    },
  },
  {
    template: 'booking-checked-in',
    data: { ...base, chargedCents: 63_981, feeCents: 946, totalPaidCents: 91_401 },
  },
  { template: 'booking-refunded', data: { ...base, refundCents: 13_508, keptCents: 13_507 } },
];

/** The amounts a mail must show, in the order of the data. */
function amountsOf(message: TMailMessage): number[] {
  const data = message.data as Record<string, unknown>;
  return Object.entries(data)
    .filter(([key, value]) => key.endsWith('Cents') && typeof value === 'number' && value > 0)
    .map(([, value]) => value as number);
}

describe('booking mails', () => {
  for (const message of messages)
    for (const locale of languages)
      it(`${message.template} renders in ${locale}: boat, link, amounts`, () => {
        const mail = renderMail(message, locale);
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text).toContain(base.boatName);
        expect(mail.html).toContain('Brisa &lt;del Sur&gt;');
        expect(mail.html).not.toContain('<del Sur>');
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.text).toContain(locale === 'es' ? 'Hola, Ana:' : 'Hi Ana,');
        for (const cents of amountsOf(message)) {
          // the fee of a check-in is named only in the text of that line
          expect(mail.text, `${cents}`).toContain(formatMoney(cents, locale));
        }
      });

  it('formats the days in the reader’s language, with the half day', () => {
    // ICU puts (thin) spaces around the dash in some locales and versions
    expect(bookingDates(base, 'es')).toMatch(/^10\s?–\s?12 de julio de 2026$/);
    expect(bookingDates(base, 'en')).toMatch(/^10\s?–\s?12 July 2026$/);
    const half = { ...base, endDate: base.startDate, slot: 'afternoon' as const };
    expect(bookingDates(half, 'es')).toBe('10 de julio de 2026, por la tarde');
    expect(bookingDates(half, 'en')).toBe('10 July 2026 (afternoon)');
  });

  it('tells why a request was not accepted', () => {
    const owner = { template: 'booking-rejected', data: { ...base, reason: 'owner' } } as const;
    expect(renderMail(owner, 'en').text).toContain('cannot take your request');
    expect(renderMail(messages[2]!, 'es').text).toContain('ya no está disponible');
  });

  it('a cancellation reads differently for the owner, and without a charge', () => {
    const canceled = messages[5] as Extract<TMailMessage, { template: 'booking-canceled' }>;
    const owner = { ...canceled, data: { ...canceled.data, recipient: 'owner' as const } };
    expect(renderMail(owner, 'en').text).toContain('Luis canceled their booking');
    expect(renderMail(owner, 'en').text).toContain('list a boat');
    const pending = { ...canceled, data: { ...canceled.data, wasCharged: false, refundCents: 0 } };
    expect(renderMail(pending, 'es').text).toContain('No se te había cobrado nada.');
    const kept = { ...canceled, data: { ...canceled.data, refundCents: 0 } };
    expect(renderMail(kept, 'en').text).toContain('has no refund');
  });

  it('a check-in with nothing left to charge says so', () => {
    const checkedIn = messages[6] as Extract<TMailMessage, { template: 'booking-checked-in' }>;
    const paid = { ...checkedIn, data: { ...checkedIn.data, chargedCents: 0, feeCents: 0 } };
    expect(renderMail(paid, 'en').text).toContain('nothing left to charge');
  });
});
