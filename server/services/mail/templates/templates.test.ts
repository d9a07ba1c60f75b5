import { describe, expect, it } from 'vitest';
import { languages } from '../../../../shared/i18n';
import type { TMailMessage } from '../types';
import { renderMail } from './index';

const link = 'https://marea.boats/es/cuenta/verificar?token=abc123&next=%2F';
const messages: TMailMessage[] = [
  { template: 'verify-email', data: { name: 'Ana', link } },
  { template: 'reset-password', data: { name: 'Ana', link, expiresInMinutes: 30 } },
  { template: 'email-changed', data: { name: 'Ana', newEmail: 'ana.nueva@example.com' } },
  { template: 'account-deleted', data: { name: 'Ana' } },
  { template: 'password-changed', data: { name: 'Ana' } },
];

describe('mail templates', () => {
  for (const message of messages) {
    for (const locale of languages) {
      it(`${message.template} renders in ${locale}`, () => {
        const mail = renderMail(message, locale);
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text).toContain('Ana');
        expect(mail.text).toContain('Marea Marketplace S.L.');
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).toContain('max-width:560px');
        expect(mail.html).toContain('Carrer de la Marina 19, 08005 Barcelona');
        if ('link' in message.data) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
        }
      });
    }
  }

  it('speaks each language', () => {
    const es = renderMail(messages[0]!, 'es');
    const en = renderMail(messages[0]!, 'en');
    expect(es.subject).toBe('Confirma tu correo en Marea');
    expect(en.subject).toBe('Confirm your email for Marea');
    expect(es.text).toContain('Hola, Ana:');
    expect(en.text).toContain('Hi Ana,');
  });

  it('tells how long a reset link lasts', () => {
    const message: TMailMessage = {
      template: 'reset-password',
      data: { name: 'Ana', link, expiresInMinutes: 30 },
    };
    expect(renderMail(message, 'es').text).toContain('30 minutos');
    expect(renderMail(message, 'en').text).toContain('30 minutes');
  });

  it('names the new address in the mail sent to the old one', () => {
    const mail = renderMail(messages[2]!, 'es');
    expect(mail.text).toContain('ana.nueva@example.com');
    expect(mail.html).toContain('ana.nueva@example.com');
  });

  it('escapes every interpolated value in HTML and keeps it readable in text', () => {
    const name = '<b>Ana & "Co"</b>';
    const evil = `"><script>alert(1)</script>`;
    for (const locale of languages) {
      const mails = [
        renderMail({ template: 'verify-email', data: { name, link: `${link}${evil}` } }, locale),
        renderMail(
          { template: 'email-changed', data: { name, newEmail: `x${evil}@e.com` } },
          locale,
        ),
        renderMail({ template: 'account-deleted', data: { name } }, locale),
      ];
      for (const mail of mails) {
        expect(mail.html).toContain('&lt;b&gt;Ana &amp; &quot;Co&quot;&lt;/b&gt;');
        expect(mail.html).not.toContain('<b>Ana');
        expect(mail.html).not.toContain('<script>');
        expect(mail.text).toContain(name);
      }
    }
  });
});
