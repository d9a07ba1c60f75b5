import { describe, expect, it } from 'vitest';
import { languages } from '../../../../shared/i18n';
import type { TMailMessage } from '../types';
import { renderMail } from './index';

const link = 'https://marea.boats/es/boats/brisa-barcelona';
const messages: TMailMessage[] = [
  { template: 'boat-submitted', data: { name: 'Ana', boatName: 'Brisa', link } },
  {
    template: 'boat-approved',
    data: { name: 'Ana', boatName: 'Brisa', link, becameShipowner: true },
  },
  {
    template: 'boat-rejected',
    data: { name: 'Ana', boatName: 'Brisa', reason: 'Fotos <borrosas> & oscuras', link },
  },
];

describe('boat review mails', () => {
  for (const message of messages)
    for (const locale of languages)
      it(`${message.template} renders in ${locale} with the boat and the link`, () => {
        const mail = renderMail(message, locale);
        expect(mail.subject).toContain('Brisa');
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.html).toContain(`<html lang="${locale}">`);
      });

  it('quotes the reason, escaped in HTML', () => {
    const mail = renderMail(messages[2]!, 'en');
    expect(mail.text).toContain('Fotos <borrosas> & oscuras');
    expect(mail.html).toContain('Fotos &lt;borrosas&gt; &amp; oscuras');
  });

  it('tells a new shipowner about the back office only when the role changed', () => {
    const approved = messages[1] as Extract<TMailMessage, { template: 'boat-approved' }>;
    expect(renderMail(approved, 'es').text).toContain('armador');
    const again = { ...approved, data: { ...approved.data, becameShipowner: false } };
    expect(renderMail(again, 'en').text).not.toContain('shipowner');
  });
});
