import { and, eq, inArray } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { boats, groups } from '../../../db/schema';
import type { TGroupEventDeps } from './deps';
import type { AfterCommit } from './after-commit';
import { noticeGroup } from './group-notices';

/**
 * How a group follows the answers to its reservation request (docs/decisions/0028-groups.md).
 * Called by the booking use cases and the booking-lifecycle job inside their transactions.
 */

/** The owner accepted the group's request: the group is confirmed. */
export async function groupBookingAccepted(
  deps: TGroupEventDeps,
  tx: TTransaction,
  later: AfterCommit,
  bookingId: string,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const [group] = await tx
    .update(groups)
    .set({ status: 'confirmed', updatedAt: now })
    .where(and(eq(groups.bookingId, bookingId), eq(groups.status, 'requested')))
    .returning();
  if (!group) return;
  await noticeGroup(deps, tx, later, group.id, 'boatConfirmed', {
    boatName: await boatName(tx, group.boatId),
  });
  later.mail(deps, 'confirmed', group.id);
}

/**
 * Requests answered no (rejected, auto-rejected as overlapping) or left unanswered (expired): their
 * groups are complete again and wait for the creator to pick a similar boat.
 */
export async function groupBookingsDeclined(
  deps: TGroupEventDeps,
  tx: TTransaction,
  later: AfterCommit,
  bookingIds: readonly string[],
  how: 'rejected' | 'expired',
): Promise<void> {
  if (bookingIds.length === 0) return;
  const now = deps.now?.() ?? new Date();
  const moved = await tx
    .update(groups)
    .set({ status: 'complete', updatedAt: now })
    .where(and(inArray(groups.bookingId, [...bookingIds]), eq(groups.status, 'requested')))
    .returning();
  for (const group of moved) {
    await noticeGroup(
      deps,
      tx,
      later,
      group.id,
      how === 'rejected' ? 'boatRejected' : 'boatExpired',
      {
        boatName: await boatName(tx, group.boatId),
      },
    );
    later.mail(deps, 'boat-declined', group.id);
  }
}

/** The day is over (the booking was enjoyed): the group sailed. */
export async function groupBookingsEnjoyed(
  tx: TTransaction,
  bookingIds: readonly string[],
  now: Date,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(groups)
    .set({ status: 'sailed', updatedAt: now })
    .where(and(inArray(groups.bookingId, [...bookingIds]), eq(groups.status, 'confirmed')));
}

async function boatName(tx: TTransaction, boatId: string): Promise<string> {
  const [boat] = await tx.select({ name: boats.name }).from(boats).where(eq(boats.id, boatId));
  return boat?.name ?? '';
}
