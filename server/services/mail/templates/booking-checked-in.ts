import type { TLang } from '../../../../shared/i18n';
import {
  bookingAction,
  bookingDates,
  bookingReason,
  money,
  type TBookingMailBase,
} from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

export type TBookingCheckedInData = TBookingMailBase & {
  /** the balance charged at check-in, card fee included (0 when all was paid at accept) */
  chargedCents: number;
  /** the card fee inside `chargedCents` */
  feeCents: number;
  /** everything paid for this booking, card fees included */
  totalPaidCents: number;
};

function content(locale: TLang, data: TBookingCheckedInData): TMailContent {
  const when = bookingDates(data, locale);
  const [charged, fee, total] = [data.chargedCents, data.feeCents, data.totalPaidCents].map(
    (cents) => money(cents, locale),
  );
  const es = locale === 'es';
  const chargeLine =
    data.chargedCents === 0
      ? es
        ? 'No había nada más que cobrar: ya habías pagado el total.'
        : 'There was nothing left to charge: you had already paid the total.'
      : es
        ? `Hemos cobrado el resto, ${charged}${data.feeCents > 0 ? ` (con ${fee} de comisión de tarjeta)` : ''}, a tu tarjeta.`
        : `We charged the rest, ${charged}${data.feeCents > 0 ? ` (including a ${fee} card fee)` : ''}, to your card.`;
  return {
    locale,
    name: data.name,
    subject: es
      ? `Recibo de tu check-in: ${data.boatName}, ${when}`
      : `Your check-in receipt: ${data.boatName}, ${when}`,
    preview: es
      ? `Total pagado: ${total}. ¡Buena navegación!`
      : `Total paid: ${total}. Enjoy your trip!`,
    heading: es ? '¡Check-in hecho, buena navegación!' : 'Checked in: enjoy your trip!',
    paragraphs: [
      es
        ? `El armador ha registrado tu check-in en ${data.boatName} el ${when}.`
        : `The owner has checked you in on ${data.boatName} on ${when}.`,
      chargeLine,
      es ? `Total pagado por esta reserva: ${total}.` : `Total paid for this booking: ${total}.`,
    ],
    action: bookingAction(locale, data.link),
    after: [
      es
        ? 'El combustible y la fianza se pagan directamente al armador.'
        : 'Fuel and the security deposit are paid directly to the owner.',
    ],
    reason: bookingReason(locale, 'client'),
  };
}

/** Sent to the client when the owner marks the check-in: the balance charged and the total paid. */
export function renderBookingCheckedIn(data: TBookingCheckedInData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
