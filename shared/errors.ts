import type { TMessage } from './i18n';

/**
 * The error catalogue: every API error is `{ code, message: { es, en } }` (PRODUCT.md §7).
 * Codes are stable; clients switch on them (AA00005 means: refresh the token and retry once).
 */
export const errorCatalog = {
  AA00001: {
    status: 400,
    es: 'Revisa los datos marcados.',
    en: 'Please check the highlighted fields.',
  },
  AA00002: { status: 401, es: 'Primero debes iniciar sesión.', en: 'You should log in first.' },
  AA00003: {
    status: 403,
    es: 'No tienes permiso para hacer esto.',
    en: 'You are not allowed to do this.',
  },
  AA00004: { status: 404, es: 'Recurso no encontrado', en: 'Resource not found' },
  AA00005: { status: 401, es: 'Tu sesión ha caducado.', en: 'Your session has expired.' },
  AA00006: {
    status: 409,
    es: 'Otra persona ha cambiado esto a la vez. Vuelve a intentarlo.',
    en: 'Someone else changed this at the same time. Please try again.',
  },
  AA00007: {
    status: 429,
    es: 'Demasiados intentos. Espera un momento y vuelve a probar.',
    en: 'Too many attempts. Please wait a moment and try again.',
  },
  AA00008: {
    status: 500,
    es: 'No hemos podido guardar tus cambios. Inténtalo de nuevo.',
    en: "Can't save your changes. Please try again.",
  },
  AA00009: { status: 413, es: 'La petición es demasiado grande.', en: 'The request is too large.' },
  AA00010: {
    status: 415,
    es: 'Formato de petición no admitido.',
    en: 'Unsupported request format.',
  },
  AA00011: {
    status: 503,
    es: 'El servicio no está disponible ahora mismo.',
    en: 'The service is unavailable right now.',
  },
  AA00012: {
    status: 401,
    es: 'El email o la contraseña no son correctos.',
    en: 'The email or the password is not correct.',
  },
  AA00013: {
    status: 409,
    es: 'Ya existe una cuenta con este email.',
    en: 'An account with this email already exists.',
  },
  AA00014: {
    status: 400,
    es: 'Tu código no es válido o ha caducado.',
    en: 'Your code is not valid or has expired.',
  },
  AA00015: { status: 403, es: 'Contraseña incorrecta', en: 'Wrong password' },
  AA00016: {
    status: 401,
    es: 'No hemos podido verificar tu cuenta de Google o Facebook.',
    en: 'We could not verify your Google or Facebook account.',
  },
  AA00017: {
    status: 400,
    es: 'Error al subir el archivo. Revisa tu imagen.',
    en: 'Error during upload. Check your image please.',
  },
  AA00018: {
    status: 401,
    es: 'Tu sesión ya no es válida. Vuelve a iniciar sesión.',
    en: 'Your session is no longer valid. Please log in again.',
  },
  AA00019: {
    status: 403,
    es: 'Confirma tu email antes de continuar: te hemos enviado un enlace.',
    en: 'Please confirm your email first: we have sent you a link.',
  },
  // boat page: details, availability, quote (AA00025–AA00029)
  AA00025: {
    status: 404,
    es: 'Este barco no existe o no está publicado.',
    en: 'This boat does not exist or is not listed.',
  },
  AA00026: {
    status: 422,
    es: 'Este barco aún no tiene precios para esas fechas.',
    en: 'This boat has no prices for these dates yet.',
  },
  // favourites (AA00030–AA00034)
  AA00030: {
    status: 404,
    es: 'Este barco no existe o ya no está publicado.',
    en: 'This boat does not exist or is no longer listed.',
  },
  // submitting, editing, removing and reviewing boats (AA00035–AA00044)
  AA00035: {
    status: 409,
    es: 'Esta embarcación tiene reservas futuras aceptadas: no se puede eliminar hasta que terminen o se cancelen.',
    en: 'This boat has accepted future bookings: it cannot be removed until they are over or cancelled.',
  },
  AA00036: {
    status: 409,
    es: 'Esta embarcación ya no está pendiente de revisión.',
    en: 'This boat is no longer waiting for review.',
  },
  AA00037: {
    status: 409,
    es: 'Esta embarcación se ha eliminado y ya no se puede editar.',
    en: 'This boat has been removed and can no longer be edited.',
  },
  AA00038: {
    status: 404,
    es: 'No encontramos esta embarcación.',
    en: 'We could not find this boat.',
  },
  // payments and cards (AA00045–AA00049, docs/decisions/0018-payments.md)
  AA00045: {
    status: 402,
    es: 'Hemos tenido problemas al procesar tu tarjeta, por favor contacta con tu banco',
    en: 'We had problems processing your card please contact your bank',
  },
  AA00046: { status: 404, es: 'No encontramos esta tarjeta.', en: 'We could not find this card.' },
  AA00047: {
    status: 422,
    es: 'Debes añadir una tarjeta.',
    en: 'You should add a card.',
  },
  AA00048: {
    status: 400,
    es: 'La firma del aviso de pago no es válida.',
    en: 'The payment notification signature is not valid.',
  },
  AA00049: {
    status: 422,
    es: 'Este reembolso supera lo que queda por devolver de ese pago.',
    en: 'This refund is larger than what is left to refund of that payment.',
  },
  // private rental bookings (AA00050–AA00057, docs/decisions/0020-booking-flow.md)
  AA00050: {
    status: 404,
    es: 'No encontramos esta reserva.',
    en: 'We could not find this booking.',
  },
  AA00051: {
    status: 409,
    es: 'Esta reserva ya no está en un estado que permita hacer esto.',
    en: 'This booking is no longer in a state that allows this.',
  },
  AA00052: {
    status: 409,
    es: 'La embarcación ya no está disponible en esas fechas.',
    en: 'The boat is no longer available on those dates.',
  },
  AA00053: {
    status: 422,
    es: 'No puedes reservar tu propia embarcación.',
    en: 'You cannot book your own boat.',
  },
  AA00054: {
    status: 422,
    es: 'Esta embarcación pide una titulación que no tienes en tu perfil. Resérvala con patrón o añade tu titulación.',
    en: 'This boat needs a licence you do not have on your profile. Book it with a skipper, or add your licence.',
  },
  AA00055: {
    status: 422,
    es: 'Es demasiado tarde para pedir estas fechas: el armador no tendría tiempo de responder antes de la salida.',
    en: 'It is too late to request these dates: the owner would have no time to answer before departure.',
  },
  AA00056: {
    status: 422,
    es: 'El check-in se marca a partir del día de salida.',
    en: 'The check-in can only be marked from the departure day.',
  },
  AA00057: {
    status: 409,
    es: 'El armador ha cambiado la oferta; revisa la nueva.',
    en: 'The owner changed the offer; check the new one.',
  },
  // messaging (AA00060–AA00069, docs/decisions/0023-messaging.md)
  AA00060: {
    status: 404,
    es: 'No encontramos esta conversación.',
    en: 'We could not find this conversation.',
  },
  AA00061: {
    status: 403,
    es: 'No participas en esta conversación.',
    en: 'You are not part of this conversation.',
  },
  AA00062: {
    status: 422,
    es: 'Por tu seguridad, no compartas teléfonos ni emails hasta que la reserva esté aceptada. Tu mensaje no se ha enviado.',
    en: 'For your safety, do not share phone numbers or email addresses until the booking is accepted. Your message was not sent.',
  },
  AA00063: {
    status: 422,
    es: 'No puedes abrir una conversación sobre tu propia embarcación.',
    en: 'You cannot start a conversation about your own boat.',
  },
  AA00064: {
    status: 409,
    es: 'Este identificador de mensaje ya se usó para otro mensaje.',
    en: 'This message id was already used for another message.',
  },
  // boat sharing (AA00070–AA00079, docs/decisions/0028-groups.md; spec §8 messages)
  AA00070: {
    status: 404,
    es: 'No encontramos este grupo.',
    en: 'We could not find this group.',
  },
  AA00071: { status: 409, es: '¡El grupo no está disponible!', en: "Group isn't available!" },
  AA00072: {
    status: 409,
    es: 'No quedan plazas disponibles.',
    en: 'There are no places available.',
  },
  AA00073: {
    status: 422,
    es: 'La fecha del grupo ya ha pasado.',
    en: 'Group sail date has passed.',
  },
  AA00074: {
    status: 422,
    es: 'No tienes ninguna tarjeta. Añade una en la página de perfil.',
    en: "You don't have any cards. Add one on profile page.",
  },
  AA00075: {
    status: 409,
    es: 'Ya formas parte de este grupo.',
    en: 'You are already in this group.',
  },
  AA00076: {
    status: 409,
    es: 'No formas parte de este grupo.',
    en: 'You are not in this group.',
  },
  AA00077: {
    status: 409,
    es: 'Como creador no puedes salir mientras haya otros miembros.',
    en: 'As its creator you cannot leave while other members are in the group.',
  },
  AA00078: {
    status: 422,
    es: 'Este barco no encaja con el grupo o no está libre ese día.',
    en: 'This boat does not match the group or is not free that day.',
  },
  AA00079: {
    status: 409,
    es: 'El grupo ya no puede cambiar de barco.',
    en: 'The group can no longer change its boat.',
  },
  // back office, issue 8: each part adds its codes under its own line
  // calendar, blocked periods and iCal (AA00100–AA00119)
  // fleet, dashboard and earnings (AA00120–AA00139)
  // admin users, bookings, groups and the audit log (AA00140–AA00159)
  // admin catalogues and platform figures (AA00160–AA00179)
} as const satisfies Record<string, { status: number } & TMessage>;

export type TErrorCode = keyof typeof errorCatalog;

export type TFieldError = { field: string; message: TMessage };

/** The body of every API error response. */
export type TErrorBody = {
  code: string;
  message: TMessage;
  /** only on 400: which fields are wrong and why */
  fields?: TFieldError[];
};
