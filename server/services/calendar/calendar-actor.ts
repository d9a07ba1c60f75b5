import { forbidden } from '../../errors';
import { isAdmin, type TActor } from '../booking/deps';

export type TCalendarActor = { id: string; isAdmin: boolean };

/**
 * The back-office user behind a calendar call: a shipowner or an admin; anyone else gets 403.
 * The role is the one the auth hook read from the database for this request (not the 50-minute
 * token), so no further query is needed.
 */
export function calendarActor(actor: TActor): TCalendarActor {
  const admin = isAdmin(actor);
  if (!admin && actor.role !== 'shipowner') throw forbidden();
  return { id: actor.id, isAdmin: admin };
}
