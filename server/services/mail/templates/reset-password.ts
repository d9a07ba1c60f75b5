import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string; link: string; expiresInMinutes: number };

/** "30 minutos", "1 hora", "2 hours": whole hours read better than 120 minutes. */
function formatDuration(locale: TLang, minutes: number): string {
  const hours = minutes / 60;
  const [value, unit] =
    minutes >= 60 && Number.isInteger(hours) ? [hours, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

function content(locale: TLang, { name, link, expiresInMinutes }: TData): TMailContent {
  const duration = formatDuration(locale, expiresInMinutes);
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: 'Restablece tu contraseña de Marea',
      preview: `El enlace caduca en ${duration}.`,
      heading: 'Elige una contraseña nueva',
      paragraphs: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Marea. Pulsa el botón para elegir una nueva.',
      ],
      action: { label: 'Elegir una contraseña nueva', url: link },
      after: [
        `Por seguridad, el enlace caduca en ${duration}.`,
        'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
      ],
      reason:
        'Recibes este correo porque se ha pedido restablecer la contraseña de la cuenta de Marea asociada a esta dirección.',
    };
  }
  return {
    locale,
    name,
    subject: 'Reset your Marea password',
    preview: `The link expires in ${duration}.`,
    heading: 'Choose a new password',
    paragraphs: [
      'We received a request to reset the password for your Marea account. Press the button to choose a new one.',
    ],
    action: { label: 'Choose a new password', url: link },
    after: [
      `For your security, the link expires in ${duration}.`,
      "If you didn't ask for this, ignore this email: your password will stay the same.",
    ],
    reason:
      "You're receiving this email because a password reset was requested for the Marea account linked to this address.",
  };
}

/** Sent on "forgot password": the single link that lets the user choose a new password. */
export function renderResetPassword(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
