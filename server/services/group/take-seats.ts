import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { groupMembers, groupPassengers, groups } from '../../../db/schema';
import type { TPassenger } from '../../../shared/schemas/group';
import { percentOf } from '../../../shared/money';
import { appError } from '../../errors';
import { CardDeclinedError } from '../billing/card-declined';
import { recordCharge } from '../billing/record-charge';
import type { TGroupDeps } from './deps';
import { memberCard } from './group-card';
import type { TGroupRow } from './present-group';

export type TSeatsTaken =
  { taken: { group: TGroupRow; memberId: string } } | { declined: CardDeclinedError };

/**
 * A user takes seats in an open group the caller has locked (`FOR UPDATE`): their first-payment
 * share (seats × price per person × first share %) is charged inside the caller's transaction
 * (a savepoint, so a decline's failed ledger row survives), then the seats are taken with a
 * conditional update that can never oversell (the CHECK on `seats_taken` is the last guard), the
 * membership and its passengers are written, and the group turns `complete` with its last seat.
 * No places left: 409 AA00072 before any card is touched. A decline takes no seat.
 */
export async function takeSeats(
  deps: TGroupDeps,
  tx: TTransaction,
  group: TGroupRow,
  userId: string,
  passengers: TPassenger[],
  cardId: string | null | undefined,
): Promise<TSeatsTaken> {
  const seats = passengers.length;
  if (group.seatsTaken + seats > group.numberOfPeople) throw appError('AA00072');
  const card = await memberCard(tx, deps.payments.name, userId, cardId);
  const memberId = randomUUID();
  const baseCents = percentOf(seats * group.pricePerPersonCents, group.firstPaymentPercent);
  let chargeId: string | null = null;
  if (baseCents > 0) {
    try {
      const entry = await recordCharge(
        { db: tx, payments: deps.payments },
        {
          userId,
          cardId: card.id,
          groupId: group.id,
          baseCents,
          idempotencyKey: `group:${group.id}:member:${memberId}:first-payment`,
          description: `Marea group ${group.id}: first payment of ${seats} seat(s)`,
          metadata: { groupId: group.id, memberId },
        },
      );
      chargeId = entry.id;
    } catch (error) {
      if (error instanceof CardDeclinedError) return { declined: error };
      throw error;
    }
  }

  const now = deps.now?.() ?? new Date();
  const [updated] = await tx
    .update(groups)
    .set({
      seatsTaken: sql`${groups.seatsTaken} + ${seats}`,
      status: sql`case when ${groups.seatsTaken} + ${seats} = ${groups.numberOfPeople} then 'complete'::group_status else ${groups.status} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(groups.id, group.id),
        eq(groups.status, 'open'),
        sql`${groups.seatsTaken} + ${seats} <= ${groups.numberOfPeople}`,
      ),
    )
    .returning();
  // the caller holds the row: this only fails if it did not, and then nothing commits
  if (!updated) throw appError('AA00072');
  await tx.insert(groupMembers).values({
    id: memberId,
    groupId: group.id,
    userId,
    seats,
    cardId: card.id,
    firstChargeEntryId: chargeId,
    joinedAt: now,
  });
  await tx
    .insert(groupPassengers)
    .values(passengers.map((p, position) => ({ memberId, position, ...p })));
  return { taken: { group: updated, memberId } };
}

/** Locks and answers a group row; 404 AA00070 when there is none. */
export async function lockGroup(tx: TTransaction, id: string): Promise<TGroupRow> {
  const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
  if (!row) throw appError('AA00070');
  return row;
}
