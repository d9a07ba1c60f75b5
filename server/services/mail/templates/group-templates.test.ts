import { describe, expect, it } from 'vitest';
import { languages, type TLang } from '../../../../shared/i18n';
import { formatMoney } from '../../../../shared/money';
import type { TMailMessage } from '../types';
import { madridDateTime } from './booking-parts';
import { groupDay, groupDayAndHours, type TGroupMailBase } from './group-parts';
import { renderMail } from './index';

const link = 'https://marea.boats/es/groups/7f0c2a0e-9a43-4c0e-8a53-0b1f5c1d2e3f';
const base: TGroupMailBase = {
  name: 'Ana',
  groupName: 'Cabrera & <amigos>',
  boatName: 'Brisa <del Sur>',
  sailDate: '2026-07-10',
  harbourName: 'Port de Sóller',
  link,
};
const deadline = '2026-07-08T08:00:00.000Z';
const respondBy = '2026-06-01T10:00:00.000Z';
const payment = {
  seats: 2,
  pricePerPersonCents: 8_050,
  chargedCents: 4_830,
  balanceCents: 11_270,
  deadline,
  seatsLeft: 3,
};

const messages: TMailMessage[] = [
  { template: 'group-created', data: { ...base, ...payment } },
  { template: 'group-joined', data: { ...base, ...payment } },
  { template: 'group-left', data: { ...base, refundCents: 4_830 } },
  { template: 'group-complete', data: { ...base, respondBy } },
  { template: 'group-confirmed', data: { ...base, balanceCents: 11_270 } },
  {
    template: 'group-boat-declined',
    data: { ...base, reason: 'owner', isCreator: true, deadline },
  },
  { template: 'group-boat-changed', data: { ...base, respondBy } },
  {
    template: 'group-canceled',
    data: { ...base, reason: 'deadline', isCreator: false, refundCents: 4_830 },
  },
];

/** The amounts a mail must show. */
function amountsOf(message: TMailMessage): number[] {
  const data = message.data as Record<string, unknown>;
  return Object.entries(data)
    .filter(([key, value]) => key.endsWith('Cents') && typeof value === 'number' && value > 0)
    .map(([, value]) => value as number);
}

/** The instants a mail must show, on Madrid's clock. */
function instantsOf(message: TMailMessage): string[] {
  const data = message.data as Record<string, unknown>;
  return ['deadline', 'respondBy'].flatMap((key) =>
    typeof data[key] === 'string' ? [data[key]] : [],
  );
}

const render = (message: TMailMessage, locale: TLang) => renderMail(message, locale);
const withData = <T extends TMailMessage>(message: T, data: Partial<T['data']>): TMailMessage =>
  ({ ...message, data: { ...message.data, ...data } }) as TMailMessage;

describe('group mails', () => {
  for (const message of messages)
    for (const locale of languages)
      it(`${message.template} renders in ${locale}: group, boat, day, link, amounts`, () => {
        const mail = render(message, locale);
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text).toContain(base.boatName);
        expect(mail.text).toContain(base.groupName);
        expect(mail.text).toContain(groupDay(base.sailDate, locale));
        expect(mail.html).toContain('Brisa &lt;del Sur&gt;');
        expect(mail.html).toContain('Cabrera &amp; &lt;amigos&gt;');
        expect(mail.html).not.toContain('<del Sur>');
        expect(mail.html).not.toContain('<amigos>');
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.text).toContain(locale === 'es' ? 'Hola, Ana:' : 'Hi Ana,');
        expect(mail.text).toContain(locale === 'es' ? 'grupo' : 'group');
        for (const cents of amountsOf(message))
          expect(mail.text, `${cents}`).toContain(formatMoney(cents, locale));
        for (const iso of instantsOf(message))
          expect(mail.text, iso).toContain(madridDateTime(iso, locale));
        // nothing left as a key, a placeholder or an undefined value
        for (const body of [mail.subject, mail.text, mail.html])
          expect(body).not.toMatch(/undefined|null|NaN|\$\{|\{\{|group\.[a-z]+\.[a-z]/i);
      });

  it('reads in the recipient’s language only', () => {
    for (const message of messages) {
      const es = render(message, 'es').text;
      const en = render(message, 'en').text;
      expect(es).not.toContain('Hi Ana');
      expect(es).toContain('Un saludo');
      expect(en).not.toContain('Hola');
      expect(en).toContain('Best wishes');
      expect(en).not.toMatch(/ el | del | tu | grupo/);
    }
  });

  it('the confirmation gives the day, the hours and the harbour', () => {
    const confirmed = messages[4]!;
    expect(render(confirmed, 'es').text).toContain(groupDayAndHours(base.sailDate, 'es'));
    expect(render(confirmed, 'es').text).toContain('10 de julio de 2026, de 10:00 a 20:00');
    expect(render(confirmed, 'en').text).toContain('10 July 2026, 10:00–20:00');
    expect(render(confirmed, 'en').text).toContain('Port de Sóller');
    expect(render(confirmed, 'en').text).toContain('at check-in');
    const paid = withData(confirmed, { balanceCents: 0 });
    expect(render(paid, 'en').text).toContain('nothing left to charge');
  });

  it('joining shows the seats, the charge now and the balance at check-in', () => {
    const joined = render(messages[1]!, 'en').text;
    expect(joined).toContain('2 seats at €80.50 per person');
    expect(joined).toContain('first payment for your seats, €48.30');
    expect(joined).toContain('The rest, €112.70, is charged to the same card on the sailing day');
    expect(joined).toContain('3 seats left');
    const last = withData(messages[1]!, { seatsLeft: 1 });
    expect(render(last, 'es').text).toContain('Queda 1 plaza libre.');
    const es = render(messages[1]!, 'es').text;
    expect(es).toContain(`2 plazas a ${formatMoney(8_050, 'es')} por persona`);
    const full = withData(messages[1]!, { seatsLeft: 0, balanceCents: 0 });
    expect(render(full, 'es').text).toContain('Con tus plazas, el grupo está completo.');
    expect(render(full, 'es').text).not.toContain('El resto');
  });

  it('the creator is asked to share the link; the last place reads in the singular', () => {
    expect(render(messages[0]!, 'en').text).toContain("Share the group's link to fill the 3 seats");
    const one = withData(messages[0]!, { seatsLeft: 1 });
    expect(render(one, 'es').text).toContain('la plaza que queda');
  });

  it('a declined boat asks the creator to choose and tells the others to wait', () => {
    const declined = messages[5]!;
    expect(render(declined, 'en').text).toContain('Choose another boat:');
    expect(render(declined, 'es').text).toContain('Elegir otro barco:');
    const member = withData(declined, { isCreator: false });
    expect(render(member, 'en').text).toContain('creator is choosing a similar boat');
    expect(render(member, 'en').text).toContain('See the group:');
    const expired = withData(declined, { reason: 'expired' });
    expect(render(expired, 'en').text).toContain('did not answer');
    const taken = withData(declined, { reason: 'unavailable' });
    expect(render(taken, 'es').text).toContain('ya no está disponible');
  });

  it('a cancellation names its reason and the full refund', () => {
    const canceled = messages[7]!;
    expect(render(canceled, 'en').text).toContain('48 hours before sailing');
    expect(render(canceled, 'en').text).toContain('refunded in full: €48.30 back');
    const owner = withData(canceled, { reason: 'owner' });
    expect(render(owner, 'es').text).toContain('El armador de Brisa <del Sur> ha cancelado');
    const creator = withData(canceled, { reason: 'creator' });
    expect(render(creator, 'en').text).toContain('created the group');
    const alone = withData(canceled, { reason: 'creator', isCreator: true });
    expect(render(alone, 'en').text).toContain('You left the group');
    const unpaid = withData(canceled, { refundCents: 0 });
    expect(render(unpaid, 'es').text).toContain('No se te había cobrado nada.');
  });

  it('without a pending request, the complete mail only promises news', () => {
    const complete = withData(messages[3]!, { respondBy: null });
    expect(render(complete, 'en').text).toContain('We will let you know');
    expect(render(complete, 'en').text).not.toContain('Spanish time');
  });
});
