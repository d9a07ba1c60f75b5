import type { TLang } from '../../../../shared/i18n';
import { madridDateTime, money } from './booking-parts';
import {
  groupAction,
  groupDay,
  groupDayAndHours,
  groupReason,
  type TGroupBoatChangedData,
  type TGroupBoatDeclinedData,
  type TGroupCompleteData,
  type TGroupConfirmedData,
} from './group-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

/** When the owner is expected to answer, or only that we will tell. */
function answerLine(locale: TLang, respondBy: string | null): string {
  if (!respondBy)
    return locale === 'es'
      ? 'Te avisaremos en cuanto responda.'
      : 'We will let you know as soon as they answer.';
  const by = madridDateTime(respondBy, locale);
  return locale === 'es'
    ? `Esperamos su respuesta antes del ${by} (hora de España); te avisaremos en cuanto responda.`
    : `We expect their answer by ${by} (Spanish time) and will let you know as soon as they reply.`;
}

function completeContent(locale: TLang, data: TGroupCompleteData): TMailContent {
  const es = locale === 'es';
  const when = groupDayAndHours(data.sailDate, locale);
  return {
    locale,
    name: data.name,
    subject: es
      ? `Grupo completo: solicitud enviada para ${data.boatName}`
      : `Group complete: request sent for ${data.boatName}`,
    preview: es
      ? `Hemos pedido ${data.boatName} al armador para «${data.groupName}».`
      : `We asked the owner of ${data.boatName} for “${data.groupName}”.`,
    heading: es ? '¡El grupo está completo!' : 'The group is complete!',
    paragraphs: [
      es
        ? `El grupo «${data.groupName}» ha llenado todas sus plazas. Hemos enviado la solicitud de reserva al armador de ${data.boatName} para el ${when}.`
        : `The group “${data.groupName}” has filled every seat. We sent the booking request to the owner of ${data.boatName} for ${when}.`,
      answerLine(locale, data.respondBy),
    ],
    action: groupAction(locale, data.link),
    reason: groupReason(locale),
  };
}

function confirmedContent(locale: TLang, data: TGroupConfirmedData): TMailContent {
  const es = locale === 'es';
  const when = groupDayAndHours(data.sailDate, locale);
  const day = groupDay(data.sailDate, locale);
  const balance = money(data.balanceCents, locale);
  return {
    locale,
    name: data.name,
    subject: es ? `¡Confirmado! ${data.boatName}, ${day}` : `Confirmed! ${data.boatName}, ${day}`,
    preview: es
      ? `El armador ha confirmado ${data.boatName} para «${data.groupName}».`
      : `The owner confirmed ${data.boatName} for “${data.groupName}”.`,
    heading: es ? '¡Vuestra salida está confirmada!' : 'Your sail is confirmed!',
    paragraphs: [
      es
        ? `El armador ha confirmado ${data.boatName} para el grupo «${data.groupName}».`
        : `The owner confirmed ${data.boatName} for the group “${data.groupName}”.`,
      es
        ? `Cuándo: ${when}. Dónde: ${data.harbourName}. El patrón va incluido.`
        : `When: ${when}. Where: ${data.harbourName}. The skipper is included.`,
      data.balanceCents > 0
        ? es
          ? `El resto de tus plazas, ${balance}, se cobrará a tu tarjeta el día de la salida, al hacer el check-in.`
          : `The rest for your seats, ${balance}, is charged to your card on the sailing day, at check-in.`
        : es
          ? 'Tus plazas ya están pagadas: no queda nada por cobrar al hacer el check-in.'
          : 'Your seats are paid: there is nothing left to charge at check-in.',
    ],
    action: groupAction(locale, data.link),
    reason: groupReason(locale),
  };
}

function declinedLine(locale: TLang, data: TGroupBoatDeclinedData): string {
  const day = groupDay(data.sailDate, locale);
  const { boatName } = data;
  if (locale === 'es')
    return {
      owner: `El armador de ${boatName} no puede llevar al grupo «${data.groupName}» el ${day}.`,
      expired: `El armador de ${boatName} no ha respondido a tiempo a la solicitud del grupo «${data.groupName}» para el ${day}.`,
      unavailable: `${boatName} ya no está disponible el ${day} para el grupo «${data.groupName}».`,
    }[data.reason];
  return {
    owner: `The owner of ${boatName} cannot take the group “${data.groupName}” on ${day}.`,
    expired: `The owner of ${boatName} did not answer the request of the group “${data.groupName}” for ${day} in time.`,
    unavailable: `${boatName} is no longer available on ${day} for the group “${data.groupName}”.`,
  }[data.reason];
}

function boatDeclinedContent(locale: TLang, data: TGroupBoatDeclinedData): TMailContent {
  const es = locale === 'es';
  const by = madridDateTime(data.deadline, locale);
  const next = data.isCreator
    ? es
      ? 'Elige uno de los barcos similares que te proponemos (mismo puerto y tipo, sin pasar del precio máximo por persona) y enviaremos una nueva solicitud.'
      : 'Choose one of the similar boats we suggest (same harbour and type, within the maximum price per person) and we will send a new request.'
    : es
      ? 'El creador del grupo está eligiendo un barco similar; te avisaremos cuando enviemos la nueva solicitud. Tus plazas y tus pagos se mantienen.'
      : 'The group’s creator is choosing a similar boat; we will let you know when the new request goes out. Your seats and payments stay as they are.';
  return {
    locale,
    name: data.name,
    subject: es
      ? `${data.boatName} no puede llevar al grupo «${data.groupName}»`
      : `${data.boatName} cannot take the group “${data.groupName}”`,
    preview: next,
    heading: es ? 'El barco no está disponible' : 'The boat is not available',
    paragraphs: [declinedLine(locale, data), next],
    action: data.isCreator
      ? { label: es ? 'Elegir otro barco' : 'Choose another boat', url: data.link }
      : groupAction(locale, data.link),
    after: [
      es
        ? `Si no hay un barco confirmado antes del ${by} (hora de España), el grupo se cancela y se devuelve todo lo pagado.`
        : `If no boat is confirmed by ${by} (Spanish time), the group is canceled and every payment is refunded in full.`,
    ],
    reason: groupReason(locale),
  };
}

function boatChangedContent(locale: TLang, data: TGroupBoatChangedData): TMailContent {
  const es = locale === 'es';
  const when = groupDayAndHours(data.sailDate, locale);
  return {
    locale,
    name: data.name,
    subject: es
      ? `Nueva solicitud para el grupo «${data.groupName}»: ${data.boatName}`
      : `New request for the group “${data.groupName}”: ${data.boatName}`,
    preview: es
      ? `Hemos pedido ${data.boatName} para el grupo.`
      : `We asked for ${data.boatName} for the group.`,
    heading: es ? 'Nuevo barco para el grupo' : 'A new boat for the group',
    paragraphs: [
      es
        ? `Hemos enviado al armador de ${data.boatName} una nueva solicitud de reserva para el grupo «${data.groupName}», el ${when}, desde ${data.harbourName}. Tus plazas y tus pagos no cambian.`
        : `We sent the owner of ${data.boatName} a new booking request for the group “${data.groupName}”, on ${when}, from ${data.harbourName}. Your seats and payments stay as they are.`,
      answerLine(locale, data.respondBy),
    ],
    action: groupAction(locale, data.link),
    reason: groupReason(locale),
  };
}

/** Sent to every member when the group fills and its request goes to the owner. */
export function renderGroupComplete(data: TGroupCompleteData, locale: TLang): TRenderedMail {
  return renderMailContent(completeContent(locale, data));
}

/** Sent to every member when the owner accepts the group's request. */
export function renderGroupConfirmed(data: TGroupConfirmedData, locale: TLang): TRenderedMail {
  return renderMailContent(confirmedContent(locale, data));
}

/** Sent to every member when the owner declines or lets the request expire. */
export function renderGroupBoatDeclined(
  data: TGroupBoatDeclinedData,
  locale: TLang,
): TRenderedMail {
  return renderMailContent(boatDeclinedContent(locale, data));
}

/** Sent to every member when the creator picks another boat and a new request goes out. */
export function renderGroupBoatChanged(data: TGroupBoatChangedData, locale: TLang): TRenderedMail {
  return renderMailContent(boatChangedContent(locale, data));
}
