import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

/** The unread-message alert (server/jobs/chat-alerts.ts): one per conversation and quiet period. */
export type TChatUnreadData = {
  /** the recipient's first name */
  name: string;
  /** first name of the newest unread message's sender; '' when their account was cancelled */
  senderName: string;
  /** the recipient's own support conversation: Marea's team answered */
  fromSupport: boolean;
  /** the start of the newest unread message, plain text; '' when it was erased */
  excerpt: string;
  /** how many messages the recipient has not read, at least 1 */
  unread: number;
  /** `${publicUrl}/{lang}/settings/inbox/{conversationId}` */
  link: string;
};

/** Who wrote, as the subject and the first line name them. */
function writer(locale: TLang, data: TChatUnreadData): string {
  const { senderName, fromSupport } = data;
  if (locale === 'es') {
    if (fromSupport)
      return senderName ? `${senderName}, del equipo de Marea` : 'el equipo de Marea';
    return senderName || 'un usuario de Marea';
  }
  if (fromSupport) return senderName ? `${senderName} from the Marea team` : 'the Marea team';
  return senderName || 'a Marea user';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function content(locale: TLang, data: TChatUnreadData): TMailContent {
  const who = writer(locale, data);
  const quote = data.excerpt ? [`«${data.excerpt}»`] : [];
  const many = data.unread > 1;
  if (locale === 'es')
    return {
      locale,
      name: data.name,
      subject: many ? `${data.unread} mensajes nuevos de ${who}` : `Mensaje nuevo de ${who}`,
      preview: data.excerpt || `${capitalised(who)} te ha escrito en Marea.`,
      heading: many ? `Tienes ${data.unread} mensajes sin leer` : 'Tienes un mensaje sin leer',
      paragraphs: [
        many
          ? `${capitalised(who)} te ha escrito. Este es el último mensaje:`
          : `${capitalised(who)} te ha escrito:`,
        ...quote,
      ],
      action: { label: 'Leer y responder', url: data.link },
      after: ['No te avisaremos otra vez de esta conversación hasta que la leas.'],
      reason:
        'Recibes este correo porque tienes activados los avisos de tu actividad. Puedes desactivarlos en Mi cuenta › Avisos por email.',
    };
  return {
    locale,
    name: data.name,
    subject: many ? `${data.unread} new messages from ${who}` : `New message from ${who}`,
    preview: data.excerpt || `${capitalised(who)} wrote to you on Marea.`,
    heading: many ? `You have ${data.unread} unread messages` : 'You have an unread message',
    paragraphs: [
      many
        ? `${capitalised(who)} wrote to you. This is the latest message:`
        : `${capitalised(who)} wrote to you:`,
      ...quote,
    ],
    action: { label: 'Read and reply', url: data.link },
    after: ["We won't remind you about this conversation again until you've read it."],
    reason:
      "You're receiving this email because activity alerts are on. You can turn them off in My account › Email notifications.",
  };
}

/** Sent when a message has waited unread for the alert delay (PRODUCT.md §5). */
export function renderChatUnread(data: TChatUnreadData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
