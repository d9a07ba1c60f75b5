import { describe, expect, it } from 'vitest';
import { languages } from '../../../../shared/i18n';
import type { TChatUnreadData } from './chat-unread';
import { renderMail } from './index';

const link = 'https://marea.boats/es/settings/inbox/7f0c2a0e-9a43-4c0e-8a53-0b1f5c1d2e3f';
const data: TChatUnreadData = {
  name: 'Ana',
  senderName: 'Luis',
  fromSupport: false,
  excerpt: '¿Cabe un <perro> a bordo?',
  unread: 1,
  link,
};

describe('chat-unread mail', () => {
  for (const locale of languages)
    it(`renders in ${locale}: sender, escaped excerpt, link`, () => {
      const mail = renderMail({ template: 'chat-unread', data }, locale);
      expect(mail.subject).toContain('Luis');
      expect(mail.text).toContain('«¿Cabe un <perro> a bordo?»');
      expect(mail.html).toContain('¿Cabe un &lt;perro&gt; a bordo?');
      expect(mail.html).not.toContain('<perro>');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    });

  it('counts the unread messages and names support and erased senders', () => {
    const many = renderMail({ template: 'chat-unread', data: { ...data, unread: 3 } }, 'en');
    expect(many.subject).toBe('3 new messages from Luis');
    const support = renderMail(
      { template: 'chat-unread', data: { ...data, fromSupport: true } },
      'es',
    );
    expect(support.subject).toBe('Mensaje nuevo de Luis, del equipo de Marea');
    const erased = renderMail(
      { template: 'chat-unread', data: { ...data, senderName: '', excerpt: '' } },
      'en',
    );
    expect(erased.subject).toBe('New message from a Marea user');
    expect(erased.text).not.toContain('«');
  });
});
