import type { TMessage } from '../../../shared/i18n';
import { ApiError } from '../../lib/api';

/** The fields of `POST /booking` that the trip section shows (the rest are the message's). */
const tripFields = new Set(['start_date', 'end_date', 'duration', 'slot', 'skipper', 'people']);

/**
 * What went wrong with a booking request, as the checkout shows it (docs/decisions/0020):
 * the licence (422 AA00054, offers a skipper), dates taken meanwhile (409 AA00052), no card
 * (422 AA00047), a refused trip field or message (400, at the field), anything else as the
 * server's message.
 */
export type TRequestProblem =
  | { kind: 'licence' }
  | { kind: 'taken' }
  | { kind: 'noCard' }
  | { kind: 'trip'; messages: TMessage[] }
  | { kind: 'message'; message: TMessage }
  | { kind: 'other'; error: unknown };

export function requestProblemOf(error: unknown): TRequestProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', error };
  if (error.code === 'AA00054') return { kind: 'licence' };
  if (error.code === 'AA00052') return { kind: 'taken' };
  if (error.code === 'AA00047') return { kind: 'noCard' };
  const trip = error.fields.filter((f) => tripFields.has(f.field));
  if (trip.length > 0) return { kind: 'trip', messages: trip.map((f) => f.message) };
  const message = error.fields.find((f) => f.field === 'message');
  if (message) return { kind: 'message', message: message.message };
  return { kind: 'other', error };
}
