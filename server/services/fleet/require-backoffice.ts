import { forbidden } from '../../errors';
import type { TAuthUser } from '../auth/id-token';

/** The back office is for shipowners, admins and superAdmins: a client gets 403 (issue 8). */
export function requireBackofficeRole(actor: TAuthUser): TAuthUser {
  if (actor.role === 'client') throw forbidden();
  return actor;
}
