import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { bookings } from '../../../db/schema';
import { appError } from '../../errors';
import type { TBookingRow } from '../booking/present-booking';
import { releaseOccupancy } from '../booking/reserve';
import type { AfterCommit } from './after-commit';
import type { TGroupDeps } from './deps';
import { noticeGroup } from './group-notices';
import { cancelGroup } from './refund-group';
import { lockGroup } from './take-seats';

/**
 * `POST /booking/{id}/cancel` on a group's booking (docs/decisions/0028-groups.md): only the owner
 * (or an admin) cancels, an accepted booking not yet checked in; the day is freed, the group is
 * canceled and every member refunded in full. The group's creator cannot cancel the members' trip
 * (409 AA00051): they are refunded only by a cancellation of the whole group.
 */
export async function cancelGroupBooking(
  deps: TGroupDeps,
  tx: TTransaction,
  later: AfterCommit,
  row: TBookingRow,
  by: 'client' | 'owner',
  /** an admin canceling (not the boat's owner) is told apart on the group */
  reason: 'owner' | 'admin' = 'owner',
): Promise<TBookingRow> {
  if (by === 'client' || row.status !== 'accepted' || row.checkedInAt !== null)
    throw appError('AA00051');
  const now = deps.now?.() ?? new Date();
  const group = await lockGroup(tx, row.groupId!);
  await releaseOccupancy(tx, row.id);
  await cancelGroup(deps, tx, group, reason);
  const [canceled] = await tx
    .update(bookings)
    .set({ status: 'canceled', canceledBy: 'owner', canceledAt: now, updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  await noticeGroup(deps, tx, later, group.id, 'groupCanceled', {});
  later.mail(deps, 'canceled', group.id);
  return canceled!;
}
