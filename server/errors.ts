import { errorCatalog, type TErrorCode, type TFieldError } from '../shared/errors';
import type { TMessage } from '../shared/i18n';

/** The one error type services and routes throw; the error handler turns it into the API shape. */
export class AppError extends Error {
  override name = 'AppError';
  /** sent as Retry-After on 429 */
  retryAfterSeconds?: number;
  constructor(
    readonly code: string,
    readonly status: number,
    readonly messages: TMessage,
    readonly fields?: TFieldError[],
  ) {
    super(messages.en);
  }
}

/** An AppError from the catalogue, optionally with a more specific message. */
export function appError(code: TErrorCode, message?: TMessage, fields?: TFieldError[]): AppError {
  const entry = errorCatalog[code];
  return new AppError(code, entry.status, message ?? { es: entry.es, en: entry.en }, fields);
}

export const notFound = (message?: TMessage) => appError('AA00004', message);
export const forbidden = (message?: TMessage) => appError('AA00003', message);
export const unauthorized = () => appError('AA00002');
