import type { TLang } from '../../../../shared/i18n';
import { madridDateTime, money } from './booking-parts';
import {
  groupAction,
  groupDay,
  groupDayAndHours,
  groupReason,
  seatsLabel,
  type TGroupCreatedData,
  type TGroupJoinedData,
  type TGroupLeftData,
  type TGroupPayment,
} from './group-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

/** What was charged now and what is left for check-in. */
function paymentLines(locale: TLang, data: TGroupPayment): string[] {
  const [charged, balance] = [data.chargedCents, data.balanceCents].map((c) => money(c, locale));
  const es = locale === 'es';
  const now =
    data.chargedCents > 0
      ? es
        ? `Hemos cobrado el primer pago de tus plazas, ${charged}, a tu tarjeta.`
        : `We charged the first payment for your seats, ${charged}, to your card.`
      : es
        ? 'No te hemos cobrado nada por ahora.'
        : 'Nothing has been charged to your card yet.';
  const rest =
    data.balanceCents > 0
      ? es
        ? `El resto, ${balance}, se cobrará a la misma tarjeta el día de la salida, al hacer el check-in.`
        : `The rest, ${balance}, is charged to the same card on the sailing day, at check-in.`
      : null;
  return rest ? [now, rest] : [now];
}

/** What happens if the group does not fill in time. */
function deadlineLine(locale: TLang, deadline: string): string {
  const by = madridDateTime(deadline, locale);
  return locale === 'es'
    ? `El grupo debe estar completo y con el barco confirmado antes del ${by} (hora de España). Si no, se cancela y se devuelve todo lo pagado.`
    : `The group must be complete, with its boat confirmed, by ${by} (Spanish time). Otherwise it is canceled and every payment is refunded in full.`;
}

function seatsLeftLine(locale: TLang, seatsLeft: number): string {
  if (seatsLeft === 0)
    return locale === 'es'
      ? 'Con tus plazas, el grupo está completo.'
      : 'Your seats complete the group.';
  return locale === 'es'
    ? `${seatsLeft === 1 ? 'Queda 1 plaza libre' : `Quedan ${seatsLeft} plazas libres`}. Cuando el grupo esté completo, enviaremos la solicitud de reserva al armador.`
    : `${seatsLabel(seatsLeft, locale)} left. When the group is complete, we will send the booking request to the owner.`;
}

function createdContent(locale: TLang, data: TGroupCreatedData): TMailContent {
  const es = locale === 'es';
  const when = groupDayAndHours(data.sailDate, locale);
  const price = money(data.pricePerPersonCents, locale);
  const share = es
    ? `Comparte el enlace del grupo para llenar ${data.seatsLeft === 1 ? 'la plaza que queda' : `las ${data.seatsLeft} plazas que quedan`}, a ${price} por persona:`
    : `Share the group's link to fill the ${data.seatsLeft === 1 ? 'seat' : `${data.seatsLeft} seats`} left, at ${price} per person:`;
  return {
    locale,
    name: data.name,
    subject: es
      ? `Tu grupo «${data.groupName}» ya está publicado`
      : `Your group “${data.groupName}” is live`,
    preview: es
      ? `Comparte el enlace: el grupo debe completarse antes del ${madridDateTime(data.deadline, locale)}.`
      : `Share the link: the group must fill by ${madridDateTime(data.deadline, locale)}.`,
    heading: es ? '¡Tu grupo ya está publicado!' : 'Your group is live!',
    paragraphs: [
      es
        ? `Tu grupo «${data.groupName}» para navegar en ${data.boatName} el ${when}, desde ${data.harbourName}, ya está publicado. Has reservado ${seatsLabel(data.seats, locale)}.`
        : `Your group “${data.groupName}” to sail on ${data.boatName} on ${when}, from ${data.harbourName}, is live. You have ${seatsLabel(data.seats, locale)}.`,
      ...paymentLines(locale, data),
      data.seatsLeft > 0 ? share : seatsLeftLine(locale, 0),
    ],
    action: groupAction(locale, data.link),
    after: [deadlineLine(locale, data.deadline)],
    reason: groupReason(locale),
  };
}

function joinedContent(locale: TLang, data: TGroupJoinedData): TMailContent {
  const es = locale === 'es';
  const when = groupDayAndHours(data.sailDate, locale);
  const price = money(data.pricePerPersonCents, locale);
  const day = groupDay(data.sailDate, locale);
  return {
    locale,
    name: data.name,
    subject: es
      ? `Te has unido a «${data.groupName}»: ${data.boatName}, ${day}`
      : `You joined “${data.groupName}”: ${data.boatName}, ${day}`,
    preview: es
      ? `${seatsLabel(data.seats, locale)} en ${data.boatName}. Hemos cobrado ${money(data.chargedCents, locale)}.`
      : `${seatsLabel(data.seats, locale)} on ${data.boatName}. We charged ${money(data.chargedCents, locale)}.`,
    heading: es ? '¡Bienvenido al grupo!' : 'Welcome aboard!',
    paragraphs: [
      es
        ? `Te has unido al grupo «${data.groupName}» para navegar en ${data.boatName} el ${when}, desde ${data.harbourName}: ${seatsLabel(data.seats, locale)} a ${price} por persona.`
        : `You joined the group “${data.groupName}” to sail on ${data.boatName} on ${when}, from ${data.harbourName}: ${seatsLabel(data.seats, locale)} at ${price} per person.`,
      ...paymentLines(locale, data),
      seatsLeftLine(locale, data.seatsLeft),
      deadlineLine(locale, data.deadline),
    ],
    action: groupAction(locale, data.link),
    reason: groupReason(locale),
  };
}

function leftContent(locale: TLang, data: TGroupLeftData): TMailContent {
  const es = locale === 'es';
  const day = groupDay(data.sailDate, locale);
  const refund = money(data.refundCents, locale);
  const refundLine =
    data.refundCents > 0
      ? es
        ? `Te hemos devuelto ${refund} a la tarjeta con la que pagaste. Según tu banco, el dinero puede tardar unos días en aparecer.`
        : `We have refunded ${refund} to the card you paid with. Depending on your bank, it may take a few days to show.`
      : es
        ? 'No se te había cobrado nada.'
        : 'You had not been charged.';
  return {
    locale,
    name: data.name,
    subject: es
      ? `Has salido del grupo «${data.groupName}»`
      : `You left the group “${data.groupName}”`,
    preview: refundLine,
    heading: es ? 'Has salido del grupo' : 'You left the group',
    paragraphs: [
      es
        ? `Has salido del grupo «${data.groupName}» (${data.boatName}, ${day}). Tus plazas vuelven a estar libres.`
        : `You left the group “${data.groupName}” (${data.boatName}, ${day}). Your seats are free again.`,
      refundLine,
    ],
    action: groupAction(locale, data.link),
    reason: groupReason(locale),
  };
}

/** Sent to the creator when their group is published (with their own seats' payment). */
export function renderGroupCreated(data: TGroupCreatedData, locale: TLang): TRenderedMail {
  return renderMailContent(createdContent(locale, data));
}

/** Sent to a member who joined a group and paid the first share of their seats. */
export function renderGroupJoined(data: TGroupJoinedData, locale: TLang): TRenderedMail {
  return renderMailContent(joinedContent(locale, data));
}

/** Sent to a member who left an open group, with their refund. */
export function renderGroupLeft(data: TGroupLeftData, locale: TLang): TRenderedMail {
  return renderMailContent(leftContent(locale, data));
}
