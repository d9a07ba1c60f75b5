import { ApiError } from '../../../lib/api';

/**
 * What a refused join means for the page (spec §8 messages, shared/errors.ts AA00070–AA00079):
 * log in first (the login modal opens), add a card (a link to the account page), or a message.
 */
export type TJoinProblem = 'login' | 'noCard' | 'message';

export function joinProblem(error: unknown): TJoinProblem {
  if (!(error instanceof ApiError)) return 'message';
  // 'You should log in first' (AA00002), also when the session ran out (AA00005 after a retry)
  if (error.status === 401) return 'login';
  // "You don't have any cards. Add one on profile page." / 'You should add a card.'
  if (error.code === 'AA00074' || error.code === 'AA00047') return 'noCard';
  return 'message';
}

/** The server's field errors that name a passenger field (`passengers.1.email`). */
export function passengerFieldErrors(
  error: unknown,
): { path: `passengers.${number}.${'name' | 'email'}`; message: { es: string; en: string } }[] {
  if (!(error instanceof ApiError)) return [];
  return error.fields.flatMap((field) => {
    const match = /^passengers\.(\d+)\.(name|email)$/.exec(field.field);
    if (!match) return [];
    const name = match[2] === 'name' ? 'name' : 'email';
    return [{ path: `passengers.${Number(match[1])}.${name}` as const, message: field.message }];
  });
}
