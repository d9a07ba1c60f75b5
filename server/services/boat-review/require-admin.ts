import { forbidden } from '../../errors';
import { isAdmin, type TActor } from '../booking/deps';

/**
 * 403 unless the user is an admin now: the role is the one the auth hook read from the database
 * for this request (which also refused a disabled or deleted account), never the id token's,
 * which keeps a revoked admin's role for up to 50 minutes.
 */
export function requireAdmin(actor: TActor): void {
  if (!isAdmin(actor)) throw forbidden();
}
