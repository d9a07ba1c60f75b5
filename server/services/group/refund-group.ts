import { and, asc, eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { bookings, groups, ledgerEntries } from '../../../db/schema';
import { recordRefund, refundedOf } from '../billing/record-refund';
import type { TGroupDeps } from './deps';
import type { TGroupRow } from './present-group';

/**
 * Gives back everything left to refund of a group's succeeded charges — of one member, or of all —
 * card fees included. Each refund is keyed by the event and the charge, so a retry (the job's
 * next round, a repeated request) refunds nothing twice. Answers the cents given back.
 */
export async function refundGroupCharges(
  deps: TGroupDeps,
  tx: TTransaction,
  groupId: string,
  event: string,
  userId?: string,
): Promise<number> {
  const charges = await tx
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.groupId, groupId),
        eq(ledgerEntries.kind, 'charge'),
        eq(ledgerEntries.status, 'succeeded'),
        userId ? eq(ledgerEntries.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  let total = 0;
  for (const charge of charges) {
    const left = charge.amountCents - (await refundedOf(tx, charge.id)).amountCents;
    if (left <= 0) continue;
    await recordRefund(
      { db: tx, payments: deps.payments },
      {
        chargeEntryId: charge.id,
        amountCents: left,
        idempotencyKey: `group:${groupId}:${event}:${charge.id}`,
        metadata: { groupId, event },
      },
    );
    total += left;
  }
  return total;
}

/**
 * Cancels a group and refunds every member in full (PRODUCT.md §4): at its deadline, when the
 * owner cancels its booking, or when its creator leaves alone. A pending request to the owner is
 * closed (`expired` past its window, else `canceled`); the members stay on the group (their
 * memberships tell who was refunded).
 */
export async function cancelGroup(
  deps: TGroupDeps,
  tx: TTransaction,
  group: TGroupRow,
  reason: 'deadline' | 'creator' | 'owner' | 'admin',
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  if (group.bookingId) {
    const [pending] = await tx
      .select({ respondBy: bookings.respondBy })
      .from(bookings)
      .where(and(eq(bookings.id, group.bookingId), eq(bookings.status, 'pending')))
      .for('update');
    if (pending) {
      const lapsed = pending.respondBy <= now;
      await tx
        .update(bookings)
        .set(
          lapsed
            ? { status: 'expired', updatedAt: now }
            : { status: 'canceled', canceledAt: now, canceledBy: 'client', updatedAt: now },
        )
        .where(eq(bookings.id, group.bookingId));
    }
  }
  await refundGroupCharges(deps, tx, group.id, 'cancel');
  await tx
    .update(groups)
    .set({ status: 'canceled', canceledAt: now, canceledReason: reason, updatedAt: now })
    .where(eq(groups.id, group.id));
}
