import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string; boatName: string; link: string };

function content(locale: TLang, { name, boatName, link }: TData): TMailContent {
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: `Nuevo barco para revisar: ${boatName}`,
      preview: 'Un usuario ha enviado un barco y espera tu revisión.',
      heading: 'Hay un barco esperando revisión',
      paragraphs: [
        `Se ha enviado ${boatName} para publicarlo. Revísalo y apruébalo o recházalo indicando el motivo.`,
      ],
      action: { label: 'Abrir la revisión', url: link },
      reason: 'Recibes este correo porque administras Marea.',
    };
  }
  return {
    locale,
    name,
    subject: `New boat to review: ${boatName}`,
    preview: 'A user has submitted a boat and it is waiting for your review.',
    heading: 'A boat is waiting for review',
    paragraphs: [
      `${boatName} has been submitted to be listed. Review it, then approve it or reject it with a reason.`,
    ],
    action: { label: 'Open the review', url: link },
    reason: "You're receiving this email because you administer Marea.",
  };
}

/** Sent to the admins when a boat is submitted, so the review queue does not wait. */
export function renderBoatSubmitted(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
