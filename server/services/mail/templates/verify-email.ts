import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string; link: string };

function content(locale: TLang, { name, link }: TData): TMailContent {
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: 'Confirma tu correo en Marea',
      preview: 'Un clic y tu cuenta estará lista para zarpar.',
      heading: 'Te damos la bienvenida a Marea',
      paragraphs: [
        'Gracias por crear tu cuenta. Para reservar barcos y unirte a salidas compartidas, confirma que esta dirección de correo es tuya.',
      ],
      action: { label: 'Confirmar mi correo', url: link },
      after: ['Si no has creado una cuenta en Marea, puedes ignorar este correo.'],
      reason: 'Recibes este correo porque alguien se ha registrado en Marea con esta dirección.',
    };
  }
  return {
    locale,
    name,
    subject: 'Confirm your email for Marea',
    preview: 'One click and your account is ready to set sail.',
    heading: 'Welcome to Marea',
    paragraphs: [
      'Thanks for signing up. To book boats and join shared trips, please confirm that this email address is yours.',
    ],
    action: { label: 'Confirm my email', url: link },
    after: ["If you didn't create a Marea account, you can safely ignore this email."],
    reason: "You're receiving this email because someone signed up to Marea with this address.",
  };
}

/** Sent after sign-up: welcome, and the link that confirms the address. */
export function renderVerifyEmail(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
