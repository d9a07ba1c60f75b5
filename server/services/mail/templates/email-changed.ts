import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, supportEmail, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string; newEmail: string };

// Sent to the old address, so the owner learns of a change they did not make and can act on it.
function content(locale: TLang, { name, newEmail }: TData): TMailContent {
  const contact = `mailto:${supportEmail}`;
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: 'Tu correo de Marea ha cambiado',
      preview: `Tu cuenta usa ahora ${newEmail}.`,
      heading: 'Tu dirección de correo ha cambiado',
      paragraphs: [
        `El correo de tu cuenta de Marea es ahora ${newEmail}. A partir de hoy te escribiremos allí y lo usarás para iniciar sesión.`,
        'Si has sido tú, no tienes que hacer nada más.',
        `Si no has sido tú, escríbenos cuanto antes a ${supportEmail} y protegeremos tu cuenta.`,
      ],
      action: { label: 'No he sido yo', url: contact },
      reason:
        'Recibes este correo en tu dirección anterior para avisarte de un cambio en tu cuenta de Marea.',
    };
  }
  return {
    locale,
    name,
    subject: 'Your Marea email address has changed',
    preview: `Your account now uses ${newEmail}.`,
    heading: 'Your email address has changed',
    paragraphs: [
      `The email address of your Marea account is now ${newEmail}. From now on we'll write to you there, and you'll use it to log in.`,
      "If this was you, there's nothing else to do.",
      `If it wasn't you, contact us right away at ${supportEmail} and we'll secure your account.`,
    ],
    action: { label: "It wasn't me", url: contact },
    reason:
      "You're receiving this email at your previous address to let you know about a change to your Marea account.",
  };
}

/** Sent to the previous address after the account's email changed. */
export function renderEmailChanged(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
