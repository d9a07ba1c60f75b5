import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, supportEmail, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string };

// Sent after a change from the account's settings or a reset link, so that the owner learns of a
// change they did not make (ASVS 2.2.3) and can act on it.
function content(locale: TLang, { name }: TData): TMailContent {
  const contact = `mailto:${supportEmail}`;
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: 'Tu contraseña de Marea ha cambiado',
      preview: 'Se han cerrado las demás sesiones de tu cuenta.',
      heading: 'Tu contraseña ha cambiado',
      paragraphs: [
        'La contraseña de tu cuenta de Marea acaba de cambiar, y hemos cerrado las demás sesiones abiertas.',
        'Si has sido tú, no tienes que hacer nada más.',
        `Si no has sido tú, pide una contraseña nueva con «¿Has olvidado tu contraseña?» al iniciar sesión y escríbenos cuanto antes a ${supportEmail}: protegeremos tu cuenta.`,
      ],
      action: { label: 'No he sido yo', url: contact },
      reason: 'Recibes este correo para avisarte de un cambio en tu cuenta de Marea.',
    };
  }
  return {
    locale,
    name,
    subject: 'Your Marea password has changed',
    preview: "We've logged out your account's other sessions.",
    heading: 'Your password has changed',
    paragraphs: [
      "The password of your Marea account has just changed, and we've logged out its other open sessions.",
      "If this was you, there's nothing else to do.",
      `If it wasn't you, ask for a new password with "Forgot your password?" when logging in, and contact us right away at ${supportEmail}: we'll secure your account.`,
    ],
    action: { label: "It wasn't me", url: contact },
    reason: "You're receiving this email to let you know about a change to your Marea account.",
  };
}

/** Sent to the account's address after its password changed. */
export function renderPasswordChanged(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
