import { and, desc, eq, ne } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boats } from '../../../db/schema';
import { forbidden } from '../../errors';
import type { TActor } from '../booking/deps';
import { adminRoles } from '../boat-write/find-editable-boat';
import { selectBoatSummaries, type TBoatStatus, type TPage } from './boat-summaries';

export type TOwnerBoatsQuery = TPage & { owner?: string; status?: TBoatStatus };

/**
 * The back office's fleet: the caller's own boats in any status (removed ones only when asked
 * for), newest change first. Admins see everyone's, or one owner's with `owner`.
 */
export async function listOwnerBoats(db: TDatabase, actor: TActor, query: TOwnerBoatsQuery) {
  // the role is the one the auth hook read for this request
  const isAdmin = (adminRoles as readonly string[]).includes(actor.role);
  if (query.owner && query.owner !== actor.id && !isAdmin) throw forbidden();
  const ownerId = isAdmin ? query.owner : actor.id;
  const where = and(
    ownerId ? eq(boats.ownerId, ownerId) : undefined,
    query.status ? eq(boats.status, query.status) : ne(boats.status, 'removed'),
  );
  const { items, total } = await selectBoatSummaries(
    db,
    where,
    [desc(boats.updatedAt), desc(boats.id)],
    query,
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}
