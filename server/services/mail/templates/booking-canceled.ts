import type { TLang } from '../../../../shared/i18n';
import {
  bookingAction,
  bookingDates,
  bookingReason,
  money,
  type TBookingMailBase,
} from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

export type TBookingCanceledData = TBookingMailBase & {
  /** who canceled */
  by: 'client' | 'owner';
  /** who reads this mail */
  recipient: 'client' | 'owner';
  clientName: string;
  /** what the cancellation gives back to the client, card fee included */
  refundCents: number;
  /** whether anything had been charged (a pending request had not) */
  wasCharged: boolean;
};

function clientLines(locale: TLang, data: TBookingCanceledData, when: string): string[] {
  const refund = money(data.refundCents, locale);
  const es = locale === 'es';
  const what = es
    ? data.by === 'client'
      ? `Has cancelado tu reserva de ${data.boatName} el ${when}.`
      : `El armador ha cancelado tu reserva de ${data.boatName} el ${when}. Sentimos las molestias.`
    : data.by === 'client'
      ? `You canceled your booking of ${data.boatName} on ${when}.`
      : `The owner canceled your booking of ${data.boatName} on ${when}. We are sorry for the trouble.`;
  if (!data.wasCharged)
    return [what, es ? 'No se te había cobrado nada.' : 'You had not been charged.'];
  if (data.refundCents > 0)
    return [
      what,
      es
        ? `Te devolvemos ${refund} a la tarjeta con la que pagaste.`
        : `We are refunding ${refund} to the card you paid with.`,
    ];
  return [
    what,
    es
      ? 'Según las condiciones de cancelación del barco, esta cancelación no tiene reembolso.'
      : "Under the boat's cancellation conditions, this cancellation has no refund.",
  ];
}

function content(locale: TLang, data: TBookingCanceledData): TMailContent {
  const when = bookingDates(data, locale);
  const es = locale === 'es';
  const subject = es
    ? `Reserva cancelada: ${data.boatName}, ${when}`
    : `Booking canceled: ${data.boatName}, ${when}`;
  const paragraphs =
    data.recipient === 'client'
      ? clientLines(locale, data, when)
      : [
          es
            ? `${data.clientName} ha cancelado su reserva de ${data.boatName} el ${when}. Esos días vuelven a estar libres.`
            : `${data.clientName} canceled their booking of ${data.boatName} on ${when}. Those days are free again.`,
        ];
  return {
    locale,
    name: data.name,
    subject,
    preview: paragraphs[0]!,
    heading: es ? 'Reserva cancelada' : 'Booking canceled',
    paragraphs,
    action: bookingAction(locale, data.link),
    reason: bookingReason(locale, data.recipient),
  };
}

/** Sent to the client when a booking is canceled, and to the owner when the client canceled. */
export function renderBookingCanceled(data: TBookingCanceledData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
