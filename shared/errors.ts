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
