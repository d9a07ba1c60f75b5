import { and, eq, ne } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats } from '../../../db/schema';
import { appError } from '../../errors';
import type { TCalendarActor } from './calendar-actor';

export type TCalendarBoatRow = Pick<
  typeof boats.$inferSelect,
  'id' | 'ownerId' | 'status' | 'skipper' | 'skipperPriceCents'
>;

/**
 * A boat whose calendar the actor may change: their own (an admin: any), not removed. Somebody
 * else's answers like an unknown one, 404 AA00038: the calendar does not reveal other fleets.
 */
export async function findCalendarBoat(
  tx: TDbOrTx,
  actor: TCalendarActor,
  boatId: string,
  options: { lock?: boolean } = {},
): Promise<TCalendarBoatRow> {
  const query = tx
    .select({
      id: boats.id,
      ownerId: boats.ownerId,
      status: boats.status,
      skipper: boats.skipper,
      skipperPriceCents: boats.skipperPriceCents,
    })
    .from(boats)
    .where(
      and(
        eq(boats.id, boatId),
        ne(boats.status, 'removed'),
        actor.isAdmin ? undefined : eq(boats.ownerId, actor.id),
      ),
    );
  const [boat] = options.lock ? await query.for('update') : await query;
  if (!boat) throw appError('AA00038');
  return boat;
}
