import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, supportEmail, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string };

function content(locale: TLang, { name }: TData): TMailContent {
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: 'Tu cuenta de Marea se ha eliminado',
      preview: 'Hemos borrado tu cuenta y tus datos. ¡Buen viento!',
      heading: 'Hasta pronto',
      paragraphs: [
        'Hemos eliminado tu cuenta de Marea tal como pediste y hemos borrado tus datos personales.',
        'Gracias por navegar con nosotros. Si algún día quieres volver, solo tienes que crear una cuenta nueva.',
        `Si no has pedido eliminar tu cuenta, escríbenos a ${supportEmail}.`,
      ],
      reason:
        'Recibes este último correo para confirmar que tu cuenta de Marea se ha eliminado. No te escribiremos más.',
    };
  }
  return {
    locale,
    name,
    subject: 'Your Marea account has been deleted',
    preview: "We've erased your account and your data. Fair winds!",
    heading: 'Goodbye for now',
    paragraphs: [
      "We've deleted your Marea account as you asked, and erased your personal data.",
      'Thanks for sailing with us. If you ever want to come back, just create a new account.',
      `If you didn't ask to delete your account, contact us at ${supportEmail}.`,
    ],
    reason:
      "You're receiving this last email to confirm that your Marea account has been deleted. We won't write to you again.",
  };
}

/** The goodbye after the account and its data are erased. */
export function renderAccountDeleted(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
