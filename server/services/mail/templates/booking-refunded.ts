import type { TLang } from '../../../../shared/i18n';
import {
  bookingAction,
  bookingDates,
  bookingReason,
  money,
  type TBookingMailBase,
} from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

export type TBookingRefundedData = TBookingMailBase & {
  /** what this refund gives back, card fee included */
  refundCents: number;
  /** what the client has paid and keeps paid after it */
  keptCents: number;
};

function content(locale: TLang, data: TBookingRefundedData): TMailContent {
  const when = bookingDates(data, locale);
  const refund = money(data.refundCents, locale);
  const kept = money(data.keptCents, locale);
  const es = locale === 'es';
  return {
    locale,
    name: data.name,
    subject: es
      ? `Reembolso de ${refund}: ${data.boatName}`
      : `Refund of ${refund}: ${data.boatName}`,
    preview: es
      ? `Te hemos devuelto ${refund} a tu tarjeta.`
      : `We have refunded ${refund} to your card.`,
    heading: es ? 'Reembolso hecho' : 'Refund issued',
    paragraphs: [
      es
        ? `Te hemos devuelto ${refund} de tu reserva de ${data.boatName} el ${when}, a la tarjeta con la que pagaste.`
        : `We have refunded ${refund} from your booking of ${data.boatName} on ${when} to the card you paid with.`,
      es
        ? `Según tu banco, el dinero puede tardar unos días en aparecer. Importe final pagado: ${kept}.`
        : `Depending on your bank, it may take a few days to show. Final amount paid: ${kept}.`,
    ],
    action: bookingAction(locale, data.link),
    reason: bookingReason(locale, 'client'),
  };
}

/** Sent to the client when money of a booking goes back to their card. */
export function renderBookingRefunded(data: TBookingRefundedData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
