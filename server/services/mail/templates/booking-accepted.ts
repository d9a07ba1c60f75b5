import type { TLang } from '../../../../shared/i18n';
import {
  bookingAction,
  bookingDates,
  bookingReason,
  money,
  type TBookingMailBase,
} from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

export type TBookingAcceptedData = TBookingMailBase & {
  totalCents: number;
  /** the first payment charged now, card fee included */
  firstChargeCents: number;
  /** the rest of the rental, charged at check-in (before its card fee) */
  restCents: number;
};

function content(locale: TLang, data: TBookingAcceptedData): TMailContent {
  const when = bookingDates(data, locale);
  const [charged, total, rest] = [data.firstChargeCents, data.totalCents, data.restCents].map(
    (cents) => money(cents, locale),
  );
  const restLine =
    data.restCents > 0
      ? locale === 'es'
        ? `El resto, ${rest}, se cobrará a la misma tarjeta el día de salida, al hacer el check-in.`
        : `The rest, ${rest}, is charged to the same card on the departure day, at check-in.`
      : null;
  if (locale === 'es')
    return {
      locale,
      name: data.name,
      subject: `Reserva confirmada: ${data.boatName}, ${when}`,
      preview: `El armador ha aceptado tu reserva. Hemos cobrado ${charged}.`,
      heading: '¡Tu reserva está confirmada!',
      paragraphs: [
        `El armador ha aceptado tu reserva de ${data.boatName} el ${when}. Total: ${total}.`,
        `Hemos cobrado el primer pago, ${charged}, a tu tarjeta.`,
        ...(restLine ? [restLine] : []),
      ],
      action: bookingAction(locale, data.link),
      reason: bookingReason(locale, 'client'),
    };
  return {
    locale,
    name: data.name,
    subject: `Booking confirmed: ${data.boatName}, ${when}`,
    preview: `The owner accepted your booking. We charged ${charged}.`,
    heading: 'Your booking is confirmed!',
    paragraphs: [
      `The owner accepted your booking of ${data.boatName} on ${when}. Total: ${total}.`,
      `We charged the first payment, ${charged}, to your card.`,
      ...(restLine ? [restLine] : []),
    ],
    action: bookingAction(locale, data.link),
    reason: bookingReason(locale, 'client'),
  };
}

/** Sent to the client when their request (or the owner's offer) is accepted and charged. */
export function renderBookingAccepted(data: TBookingAcceptedData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
