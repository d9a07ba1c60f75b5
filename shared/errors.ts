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
  // back-office calendar and blocked periods (AA00100–AA00109, docs/decisions/0030-backoffice-calendar.md)
  AA00100: {
    status: 409,
    es: 'Estas fechas no están libres: ya hay una reserva, un grupo u otro bloqueo en ellas.',
    en: 'These dates are not free: a booking, a group or another block already holds them.',
  },
  AA00101: {
    status: 404,
    es: 'No encontramos este bloqueo en tus barcos.',
    en: 'We could not find this block on your boats.',
  },
  AA00102: {
    status: 404,
    es: 'Este bloqueo viene de un calendario importado: no se quita por separado. Quita o sincroniza la importación.',
    en: 'This block comes from an imported calendar: it cannot be removed on its own. Remove or sync the import instead.',
  },
  // iCal import and export (AA00110–AA00119, docs/decisions/0031-ical.md)
  AA00110: {
    status: 422,
    es: 'No hemos podido descargar ese calendario. Comprueba la dirección.',
    en: 'We could not download that calendar. Please check the address.',
  },
  AA00111: {
    status: 422,
    es: 'Esa dirección no devuelve un calendario iCal válido.',
    en: 'That address does not return a valid iCal calendar.',
  },
  AA00112: {
    status: 422,
    es: 'Solo se pueden importar calendarios de direcciones públicas de internet.',
    en: 'Only calendars at public internet addresses can be imported.',
  },
  AA00113: {
    status: 409,
    es: 'Este calendario ya está importado en este barco.',
    en: 'This calendar is already imported for this boat.',
  },
  AA00114: {
    status: 404,
    es: 'No encontramos este calendario importado.',
    en: 'We could not find this imported calendar.',
  },
  AA00115: {
    status: 422,
    es: 'Un barco puede importar como máximo 10 calendarios.',
    en: 'A boat can import at most 10 calendars.',
  },
  // fleet, dashboard and earnings (AA00120–AA00139)
  AA00120: {
    status: 409,
    es: 'Solo se puede despublicar una embarcación publicada.',
    en: 'Only a published boat can be unpublished.',
  },
  AA00121: {
    status: 409,
    es: 'Solo se puede volver a publicar una embarcación despublicada; las demás pasan por revisión.',
    en: 'Only an unpublished boat can be published again; any other goes through the review.',
  },
  AA00122: {
    status: 409,
    es: 'Un grupo espera tu respuesta para esta embarcación: acepta o rechaza su solicitud antes de eliminarla.',
    en: 'A group is waiting for your answer on this boat: accept or reject its request before removing it.',
  },
  // admin users, bookings, groups and the audit log (AA00140–AA00159)
  AA00140: {
    status: 403,
    es: 'Tu cuenta está desactivada. Si crees que es un error, escríbenos a soporte.',
    en: 'Your account has been disabled. If you think this is a mistake, contact support.',
  },
  AA00141: {
    status: 404,
    es: 'No encontramos este usuario.',
    en: 'We could not find this user.',
  },
  AA00142: {
    status: 403,
    es: 'No puedes cambiar tu propio rol ni desactivar tu propia cuenta.',
    en: 'You cannot change your own role or disable your own account.',
  },
  AA00143: {
    status: 403,
    es: 'Solo un superadministrador puede dar o quitar permisos de administración o desactivar a otro administrador.',
    en: 'Only a superAdmin can grant or remove admin rights or disable another admin.',
  },
  AA00144: {
    status: 409,
    es: 'Este grupo ya no se puede cancelar.',
    en: 'This group can no longer be canceled.',
  },
  // admin catalogues and platform figures (AA00160–AA00179)
  AA00160: {
    status: 409,
    es: 'Ya hay una entrada con ese slug en este catálogo: elige otro.',
    en: 'This catalogue already has an entry with that slug: choose another.',
  },
  AA00161: {
    status: 409,
    es: 'No se puede borrar: hay barcos, grupos, lugares o perfiles que la usan.',
    en: 'It cannot be deleted: boats, groups, places or profiles use it.',
  },
  AA00162: {
    status: 409,
    es: 'Forma parte de los datos de referencia: puedes editarla, pero no borrarla.',
    en: 'It is part of the reference data: you may edit it, but not delete it.',
  },
  // valuations (AA00180–AA00189, docs/decisions/0035-valuations.md)
  AA00180: {
    status: 409,
    es: 'Ya has valorado este viaje.',
    en: 'You have already rated this trip.',
  },
  AA00181: {
    status: 422,
    es: 'Podrás valorar el viaje cuando haya terminado.',
    en: 'You can rate the trip once it is over.',
  },
  AA00182: {
    status: 422,
    es: 'Ya han pasado los 14 días para valorar este viaje.',
    en: 'The 14 days to rate this trip are over.',
  },
  AA00183: {
    status: 409,
    es: 'Ya has respondido a esta valoración.',
    en: 'You have already replied to this review.',
  },
  AA00184: {
    status: 422,
    es: 'Podrás responder cuando la valoración se publique.',
    en: 'You can reply once the review is published.',
  },
  AA00185: {
    status: 409,
    es: 'La valoración ya estaba así.',
    en: 'The review was already like that.',
  },
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
