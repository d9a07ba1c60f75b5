import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { forbidden } from '../../errors';
import type { TActor } from '../booking/deps';

export type TAdminActor = { id: string; role: 'admin' | 'superAdmin' };

/**
 * The acting admin (403 unless their role is one of `only`): the role decides what they may do
 * to other users, so it is never taken from the id token alone but from the auth hook's read of
 * the user for this request, which also refused a disabled or deleted account.
 */
export function adminActor(
  actor: TActor,
  only: readonly TAdminActor['role'][] = ['admin', 'superAdmin'],
): TAdminActor {
  if (!(only as readonly string[]).includes(actor.role)) throw forbidden();
  return { id: actor.id, role: actor.role as TAdminActor['role'] };
}

/** `q` anywhere in one of the columns, whatever the case and accents. */
export function matches(q: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const likes = columns.map((column) => sql`unaccent(${column}) ilike unaccent(${pattern})`);
  return sql`(${sql.join(likes, sql` or `)})`;
}

export const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
