import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string; boatName: string; reason: string; link: string };

// The admin's reason is quoted as written: it is the one thing the submitter needs to act on.
function content(locale: TLang, { name, boatName, reason, link }: TData): TMailContent {
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: `${boatName} necesita cambios antes de publicarse`,
      preview: 'Revisa el motivo, corrige el anuncio y vuelve a enviarlo.',
      heading: 'Tu barco aún no se ha publicado',
      paragraphs: [
        `Hemos revisado ${boatName} y, por ahora, no podemos publicarlo. Este es el motivo:`,
        `«${reason}»`,
        'Corrige el anuncio y guárdalo: volverá a la cola de revisión y te avisaremos en cuanto lo revisemos.',
      ],
      action: { label: 'Editar mi barco', url: link },
      reason: 'Recibes este correo porque has enviado un barco para publicarlo en Marea.',
    };
  }
  return {
    locale,
    name,
    subject: `${boatName} needs changes before it goes live`,
    preview: 'Check the reason, fix the listing and send it again.',
    heading: "Your boat isn't live yet",
    paragraphs: [
      `We've reviewed ${boatName} and can't publish it for now. Here is why:`,
      `“${reason}”`,
      "Fix the listing and save it: it goes back to the review queue and we'll let you know as soon as we've looked at it.",
    ],
    action: { label: 'Edit my boat', url: link },
    reason: "You're receiving this email because you submitted a boat to be listed on Marea.",
  };
}

/** Sent to the submitter when an admin rejects their boat, with the admin's reason. */
export function renderBoatRejected(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
