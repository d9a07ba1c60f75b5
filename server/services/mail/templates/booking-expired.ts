import type { TLang } from '../../../../shared/i18n';
import { bookingAction, bookingDates, bookingReason, type TBookingMailBase } from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

function content(locale: TLang, data: TBookingMailBase): TMailContent {
  const when = bookingDates(data, locale);
  if (locale === 'es')
    return {
      locale,
      name: data.name,
      subject: `Tu solicitud para ${data.boatName} ha caducado`,
      preview: 'El armador no respondió a tiempo. No se te ha cobrado nada.',
      heading: 'Tu solicitud ha caducado',
      paragraphs: [
        `El armador de ${data.boatName} no respondió a tiempo a tu solicitud para el ${when}.`,
        'No se te ha cobrado nada. Puedes pedir otras fechas u otro barco cuando quieras.',
      ],
      action: bookingAction(locale, data.link),
      reason: bookingReason(locale, 'client'),
    };
  return {
    locale,
    name: data.name,
    subject: `Your request for ${data.boatName} has expired`,
    preview: 'The owner did not answer in time. You have not been charged.',
    heading: 'Your request has expired',
    paragraphs: [
      `The owner of ${data.boatName} did not answer your request for ${when} in time.`,
      'You have not been charged. You can ask for other dates or another boat whenever you like.',
    ],
    action: bookingAction(locale, data.link),
    reason: bookingReason(locale, 'client'),
  };
}

/** Sent to the client when the owner's response window closed without an answer. */
export function renderBookingExpired(data: TBookingMailBase, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
