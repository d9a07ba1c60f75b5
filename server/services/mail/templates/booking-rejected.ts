import type { TLang } from '../../../../shared/i18n';
import { bookingAction, bookingDates, bookingReason, type TBookingMailBase } from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

export type TBookingRejectedData = TBookingMailBase & {
  /** `owner`: the owner declined; `unavailable`: the days went to another booking */
  reason: 'owner' | 'unavailable';
};

function content(locale: TLang, data: TBookingRejectedData): TMailContent {
  const when = bookingDates(data, locale);
  if (locale === 'es')
    return {
      locale,
      name: data.name,
      subject: `Tu solicitud para ${data.boatName} no ha sido aceptada`,
      preview: 'No se te ha cobrado nada.',
      heading: 'Tu solicitud no ha sido aceptada',
      paragraphs: [
        data.reason === 'unavailable'
          ? `${data.boatName} ya no está disponible el ${when}: esos días se han reservado.`
          : `El armador de ${data.boatName} no puede atender tu solicitud para el ${when}.`,
        'No se te ha cobrado nada. Hay muchos más barcos esperándote en Marea.',
      ],
      action: bookingAction(locale, data.link),
      reason: bookingReason(locale, 'client'),
    };
  return {
    locale,
    name: data.name,
    subject: `Your request for ${data.boatName} was not accepted`,
    preview: 'You have not been charged.',
    heading: 'Your request was not accepted',
    paragraphs: [
      data.reason === 'unavailable'
        ? `${data.boatName} is no longer available on ${when}: those days have been booked.`
        : `The owner of ${data.boatName} cannot take your request for ${when}.`,
      'You have not been charged. Plenty of other boats are waiting for you on Marea.',
    ],
    action: bookingAction(locale, data.link),
    reason: bookingReason(locale, 'client'),
  };
}

/** Sent to the client when the owner declines, or when another booking took the days. */
export function renderBookingRejected(data: TBookingRejectedData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
