import type { TLang } from '../../../../shared/i18n';
import { money } from './booking-parts';
import { groupAction, groupDay, groupReason, type TGroupCanceledData } from './group-parts';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

function whyLine(locale: TLang, data: TGroupCanceledData): string {
  const day = groupDay(data.sailDate, locale);
  const { boatName, groupName } = data;
  if (locale === 'es')
    switch (data.reason) {
      case 'deadline':
        return `El grupo «${groupName}» (${boatName}, ${day}) no estaba completo con su barco confirmado 48 horas antes de la salida, así que lo hemos cancelado.`;
      case 'admin':
        return `El equipo de Marea ha cancelado el grupo «${groupName}» (${boatName}, ${day}). Sentimos las molestias.`;
      case 'owner':
        return `El armador de ${boatName} ha cancelado la reserva del grupo «${groupName}» para el ${day}, así que el grupo queda cancelado. Sentimos las molestias.`;
      case 'creator':
        return data.isCreator
          ? `Has salido del grupo «${groupName}» (${boatName}, ${day}) y, como eras su único miembro, el grupo queda cancelado.`
          : `La persona que creó el grupo «${groupName}» (${boatName}, ${day}) lo ha dejado, así que el grupo queda cancelado.`;
    }
  switch (data.reason) {
    case 'deadline':
      return `The group “${groupName}” (${boatName}, ${day}) was not complete with its boat confirmed 48 hours before sailing, so it has been canceled.`;
    case 'admin':
      return `The Marea team canceled the group “${groupName}” (${boatName}, ${day}). We are sorry for the trouble.`;
    case 'owner':
      return `The owner of ${boatName} canceled the booking of the group “${groupName}” for ${day}, so the group is canceled. We are sorry for the trouble.`;
    case 'creator':
      return data.isCreator
        ? `You left the group “${groupName}” (${boatName}, ${day}) and, as you were its only member, the group is canceled.`
        : `The person who created the group “${groupName}” (${boatName}, ${day}) left it, so the group is canceled.`;
  }
}

function content(locale: TLang, data: TGroupCanceledData): TMailContent {
  const es = locale === 'es';
  const refund = money(data.refundCents, locale);
  const refundLine =
    data.refundCents > 0
      ? es
        ? `Te devolvemos íntegramente todo lo que pagaste, ${refund}, a tu tarjeta. Según tu banco, el dinero puede tardar unos días en aparecer.`
        : `Every payment you made is refunded in full: ${refund} back to the card you paid with. Depending on your bank, it may take a few days to show.`
      : es
        ? 'No se te había cobrado nada.'
        : 'You had not been charged.';
  return {
    locale,
    name: data.name,
    subject: es ? `Grupo cancelado: «${data.groupName}»` : `Group canceled: “${data.groupName}”`,
    preview: refundLine,
    heading: es ? 'El grupo se ha cancelado' : 'The group has been canceled',
    paragraphs: [whyLine(locale, data), refundLine],
    action: groupAction(locale, data.link),
    after: [
      es
        ? 'Hay otros grupos esperándote en Marea, o puedes crear el tuyo.'
        : 'Other groups are waiting for you on Marea, or you can start your own.',
    ],
    reason: groupReason(locale),
  };
}

/** Sent to every member of a canceled group, with everything refunded to them. */
export function renderGroupCanceled(data: TGroupCanceledData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
