import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, bookings, groups } from '../../../db/schema';
import type { TGroupBoatOption } from '../../../shared/schemas/group';
import { appError } from '../../errors';
import type { TActor } from './deps';
import { findGroupBoats } from './group-boats';
import type { TGroupRow } from './present-group';
import { activeMembership } from './membership';

/**
 * `GET /group/{id}/similar-boats` (PRODUCT.md §4): for a member, the boats that could replace the
 * group's: same harbour and boat type as its boat, room for the whole group, a skipper, free that
 * day, at a price per person within the group's maximum and never above what the members pay;
 * the boats that already declined this group left out. Cheapest per person first.
 */
export async function similarBoats(
  db: TDbOrTx,
  actor: TActor,
  id: string,
): Promise<TGroupBoatOption[]> {
  const [group] = await db.select().from(groups).where(eq(groups.id, id));
  if (!group) throw appError('AA00070');
  await requireMember(db, group, actor);
  return similarBoatsOf(db, group);
}

export async function similarBoatsOf(db: TDbOrTx, group: TGroupRow): Promise<TGroupBoatOption[]> {
  const [current] = await db
    .select({ boatTypeId: boats.boatTypeId })
    .from(boats)
    .where(eq(boats.id, group.boatId));
  const declined = await db
    .select({ boatId: bookings.boatId })
    .from(bookings)
    .where(eq(bookings.groupId, group.id));
  const max = Math.min(group.maxPriceCents ?? Infinity, group.pricePerPersonCents);
  const options = await findGroupBoats(db, {
    date: group.sailDate,
    harbourId: group.harbourId,
    boatTypeId: current?.boatTypeId ?? group.boatTypeId,
    people: group.numberOfPeople,
    maxPriceCents: max,
  });
  const left = new Set(declined.map((d) => d.boatId));
  if (group.status !== 'complete') left.add(group.boatId);
  return options.filter((o) => !left.has(o.id));
}

/** Members (and admins) only: 403 for anyone else. */
export async function requireMember(db: TDbOrTx, group: TGroupRow, actor: TActor): Promise<void> {
  if (actor.role === 'admin' || actor.role === 'superAdmin') return;
  if (!(await activeMembership(db, group.id, actor.id))) throw appError('AA00003');
}
