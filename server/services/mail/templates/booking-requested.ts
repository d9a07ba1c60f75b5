import type { TLang } from '../../../../shared/i18n';
import {
  bookingAction,
  bookingDates,
  bookingReason,
  madridDateTime,
  money,
  type TBookingMailBase,
} from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

export type TBookingRequestedData = TBookingMailBase & {
  clientName: string;
  people: number;
  totalCents: number;
  /** ISO 8601: the request expires if unanswered by then */
  respondBy: string;
  message: string | null;
};

function content(locale: TLang, data: TBookingRequestedData): TMailContent {
  const when = bookingDates(data, locale);
  const total = money(data.totalCents, locale);
  const by = madridDateTime(data.respondBy, locale);
  const quote = data.message ? [`«${data.message}»`] : [];
  if (locale === 'es')
    return {
      locale,
      name: data.name,
      subject: `Nueva solicitud para ${data.boatName}: ${when}`,
      preview: `${data.clientName} quiere reservar ${data.boatName}. Responde antes del ${by}.`,
      heading: 'Tienes una nueva solicitud de reserva',
      paragraphs: [
        `${data.clientName} quiere reservar ${data.boatName} el ${when}, para ${data.people} ${data.people === 1 ? 'persona' : 'personas'}, por ${total}.`,
        ...quote,
        `Acepta, rechaza o haz una oferta antes del ${by} (hora de España); si no respondes, la solicitud caduca.`,
      ],
      action: bookingAction(locale, data.link),
      reason: bookingReason(locale, 'owner'),
    };
  return {
    locale,
    name: data.name,
    subject: `New request for ${data.boatName}: ${when}`,
    preview: `${data.clientName} would like to book ${data.boatName}. Answer before ${by}.`,
    heading: 'You have a new booking request',
    paragraphs: [
      `${data.clientName} would like to book ${data.boatName} on ${when}, for ${data.people} ${data.people === 1 ? 'person' : 'people'}, for ${total}.`,
      ...quote,
      `Accept, decline or make an offer before ${by} (Spanish time); unanswered requests expire.`,
    ],
    action: bookingAction(locale, data.link),
    reason: bookingReason(locale, 'owner'),
  };
}

/** Sent to the boat's owner when a client asks for it. */
export function renderBookingRequested(data: TBookingRequestedData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
