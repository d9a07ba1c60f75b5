import type { TLang } from './i18n';

/**
 * The platform's notices in a group's chat (docs/decisions/0028-groups.md): messages without a
 * sender, stored as a key and its values and rendered in the reader's language, here in both
 * languages like the validation messages: the web renders them on every page (the header's
 * dropdown) and the server for mails and the stored fallback text (`messages.body`).
 */
export const groupNoticeKeys = [
  'boatRequested',
  'boatRejected',
  'boatExpired',
  'boatConfirmed',
  'groupComplete',
  'groupCanceled',
  'memberJoined',
  'memberLeft',
] as const;
export type TGroupNotice = (typeof groupNoticeKeys)[number];

/** i18next-style texts (`{{boatName}}`, `{{name}}`), the same placeholders in both languages. */
export const groupNoticeTexts: Record<TLang, Record<TGroupNotice, string>> = {
  es: {
    boatRequested: 'Hemos enviado la solicitud de reserva de {{boatName}} a su propietario.',
    boatRejected:
      'El propietario de {{boatName}} ha rechazado la solicitud. Quien creó el grupo puede elegir otro barco.',
    boatExpired:
      'El propietario de {{boatName}} no ha respondido a tiempo. Quien creó el grupo puede elegir otro barco.',
    boatConfirmed: '¡{{boatName}} está confirmado! Nos vemos a bordo.',
    groupComplete: 'El grupo está completo: ya no quedan plazas.',
    groupCanceled: 'El grupo se ha cancelado. Devolvemos el importe íntegro a todos los miembros.',
    memberJoined: '{{name}} se ha unido al grupo.',
    memberLeft: '{{name}} ha dejado el grupo.',
  },
  en: {
    boatRequested: "We've sent the booking request for {{boatName}} to its owner.",
    boatRejected:
      "{{boatName}}'s owner turned the request down. The group's creator can choose another boat.",
    boatExpired:
      "{{boatName}}'s owner didn't answer in time. The group's creator can choose another boat.",
    boatConfirmed: '{{boatName}} is confirmed! See you on board.',
    groupComplete: 'The group is complete: no places left.',
    groupCanceled: 'The group has been canceled. Every member gets a full refund.',
    memberJoined: '{{name}} joined the group.',
    memberLeft: '{{name}} left the group.',
  },
};

/** Whether a stored key is one this version knows (older or newer rows may not be). */
export function isGroupNotice(key: string): key is TGroupNotice {
  return (groupNoticeKeys as readonly string[]).includes(key);
}

/** A notice as plain text in `lang`; a missing value renders empty, never `{{…}}`. */
export function renderGroupNotice(
  lang: TLang,
  key: TGroupNotice,
  params: Record<string, string>,
): string {
  return groupNoticeTexts[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    Object.hasOwn(params, name) ? params[name]! : '',
  );
}
