import { businessTimeZone } from '../../../../shared/dates';
import type { TLang } from '../../../../shared/i18n';
import { bookingDates } from './booking-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

/** The reminder to rate a trip (server/jobs/valuations.ts): once after it, then a last one. */
export type TValuationReminderData = {
  /** the recipient's first name */
  name: string;
  boatName: string;
  startDate: string;
  endDate: string;
  /** the client (or group member) rates the boat and its owner; the owner rates the client */
  as: 'client' | 'owner';
  kind: 'first' | 'last';
  /** ISO 8601: the end of the window (midnight in Madrid after its last day) */
  closesAt: string;
  /** whole days left to rate it, at least 1 */
  daysLeft: number;
  /** `${publicUrl}/{lang}/settings/valuations` */
  link: string;
};

/** The last day to write, on Madrid's calendar: the day before the window closes at midnight. */
function lastDay(closesAt: string, locale: TLang): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: businessTimeZone,
  }).format(new Date(new Date(closesAt).getTime() - 1));
}

function content(locale: TLang, data: TValuationReminderData): TMailContent {
  const when = bookingDates({ ...data, slot: null, link: data.link }, locale);
  const until = lastDay(data.closesAt, locale);
  const owner = data.as === 'owner';
  const last = data.kind === 'last';
  if (locale === 'es') {
    const left = data.daysLeft === 1 ? 'Queda 1 día' : `Quedan ${data.daysLeft} días`;
    return {
      locale,
      name: data.name,
      subject: last
        ? `${left} para valorar la salida en ${data.boatName}`
        : owner
          ? `Valora a tus clientes de la salida en ${data.boatName}`
          : `¿Qué tal la salida en ${data.boatName}?`,
      preview: owner
        ? 'Tu valoración ayuda a otros armadores y a quienes navegan contigo.'
        : 'Tu opinión ayuda a otros navegantes a elegir barco.',
      heading: last
        ? `${left} para valorar`
        : owner
          ? 'Cuéntanos cómo fue con tus clientes'
          : 'Esperamos que disfrutaras del mar',
      paragraphs: [
        owner
          ? `La salida en ${data.boatName} del ${when} ya ha terminado. ¿Cómo fue con tus clientes? Unas líneas bastan para valorarlos.`
          : `Tu salida en ${data.boatName} del ${when} ya ha terminado. ¿Qué tal el barco y el armador? Valorarlo lleva un minuto.`,
        `Las dos valoraciones se publican a la vez, cuando ambas partes han escrito la suya o al cerrarse el plazo. Puedes valorar hasta el ${until}, incluido.`,
      ],
      action: { label: owner ? 'Valorar a mis clientes' : 'Valorar la salida', url: data.link },
      after: last ? ['Es el último recordatorio que te enviamos sobre esta salida.'] : undefined,
      reason: owner
        ? 'Recibes este correo porque tienes un barco publicado en Marea y una salida reciente.'
        : 'Recibes este correo porque has navegado con Marea hace poco.',
    };
  }
  const left = data.daysLeft === 1 ? '1 day left' : `${data.daysLeft} days left`;
  return {
    locale,
    name: data.name,
    subject: last
      ? `${left} to review the trip on ${data.boatName}`
      : owner
        ? `Review your guests from the trip on ${data.boatName}`
        : `How was your trip on ${data.boatName}?`,
    preview: owner
      ? 'Your review helps other owners and the people who sail with you.'
      : 'Your review helps other sailors choose their boat.',
    heading: last
      ? `${left} to leave your review`
      : owner
        ? 'Tell us how it went with your guests'
        : 'We hope you enjoyed your time at sea',
    paragraphs: [
      owner
        ? `The trip on ${data.boatName} on ${when} is over. How did it go with your guests? A few lines are enough to review them.`
        : `Your trip on ${data.boatName} on ${when} is over. How were the boat and the owner? It only takes a minute to review them.`,
      `Both reviews are published together, once both sides have written theirs or when the window closes. You can leave yours until ${until}, inclusive.`,
    ],
    action: { label: owner ? 'Review my guests' : 'Review my trip', url: data.link },
    after: last ? ['This is the last reminder we will send you about this trip.'] : undefined,
    reason: owner
      ? "You're receiving this email because you list a boat on Marea and had a recent trip."
      : "You're receiving this email because you sailed with Marea recently.",
  };
}

/** Sent to each side of an enjoyed trip who has not rated it yet: first, then last reminder. */
export function renderValuationReminder(
  data: TValuationReminderData,
  locale: TLang,
): TRenderedMail {
  return renderMailContent(content(locale, data));
}
