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

export type TBookingOfferData = TBookingMailBase & {
  offerTotalCents: number;
  /** the requested total, before the offer */
  requestedTotalCents: number;
  note: string | null;
  /** ISO 8601: the offer lapses with the response window */
  respondBy: string;
};

function content(locale: TLang, data: TBookingOfferData): TMailContent {
  const when = bookingDates(data, locale);
  const offer = money(data.offerTotalCents, locale);
  const requested = money(data.requestedTotalCents, locale);
  const by = madridDateTime(data.respondBy, locale);
  const note = data.note ? [`«${data.note}»`] : [];
  if (locale === 'es')
    return {
      locale,
      name: data.name,
      subject: `Nueva oferta para ${data.boatName}: ${offer}`,
      preview: `El armador te ofrece ${data.boatName} por ${offer}.`,
      heading: 'El armador te ha hecho una oferta',
      paragraphs: [
        `Para tu solicitud de ${data.boatName} el ${when}, el armador te ofrece un total de ${offer} (pediste ${requested}).`,
        ...note,
        `La oferta está disponible hasta el ${by} (hora de España). Al aceptarla se cobra el primer pago.`,
      ],
      action: bookingAction(locale, data.link),
      reason: bookingReason(locale, 'client'),
    };
  return {
    locale,
    name: data.name,
    subject: `New offer for ${data.boatName}: ${offer}`,
    preview: `The owner offers you ${data.boatName} for ${offer}.`,
    heading: 'The owner made you an offer',
    paragraphs: [
      `For your request of ${data.boatName} on ${when}, the owner offers a total of ${offer} (you asked for ${requested}).`,
      ...note,
      `The offer stands until ${by} (Spanish time). Accepting it charges the first payment.`,
    ],
    action: bookingAction(locale, data.link),
    reason: bookingReason(locale, 'client'),
  };
}

/** Sent to the client when the owner makes (or replaces) an offer. */
export function renderBookingOffer(data: TBookingOfferData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
