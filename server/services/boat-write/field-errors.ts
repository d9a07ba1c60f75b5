import type { ZodError } from 'zod';
import type { TFieldError } from '../../../shared/errors';
import type { TMessage } from '../../../shared/i18n';
import { describeIssue } from '../../../shared/validation-messages';
import { appError, type AppError } from '../../errors';

/**
 * A zod error as the API's 400 (AA00001 with one entry per field, `prices.high.day`), worded like
 * the errors the route schemas raise, for values validated inside a service (a draft's step).
 */
export function validationError(error: ZodError, prefix = ''): AppError {
  const fields: TFieldError[] = [];
  for (const { code, message, path, ...params } of error.issues) {
    const field = [prefix, ...path.map(String)].filter(Boolean).join('.') || 'body';
    // one message per field: `abc` as a price breaks both the format and the "over 0" rule
    if (fields.some((f) => f.field === field)) continue;
    fields.push({ field, message: describeIssue({ keyword: code, message, params }) });
  }
  return appError('AA00001', undefined, fields);
}

/** A 400 naming one field (an unknown slug, a picture that is not the caller's). */
export function fieldError(
  field: string,
  message: TMessage = { es: 'Valor no permitido.', en: 'Value not allowed.' },
): AppError {
  return appError('AA00001', undefined, [{ field, message }]);
}

export const unknownOption: TMessage = {
  es: 'Esta opción no existe: elige una de la lista.',
  en: 'This option does not exist: pick one from the list.',
};

export const foreignPicture: TMessage = {
  es: 'Alguna foto no es tuya o aún no ha terminado de subirse.',
  en: 'Some picture is not yours or has not finished uploading.',
};
