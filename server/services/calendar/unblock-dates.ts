import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatOccupancy } from '../../../db/schema';
import { AppError, appError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';

/**
 * Frees a blocked period of a boat. Unknown, somebody else's, or not a block (a booking's or a
 * group's days): 404 AA00101. An imported event goes only with its import (404 AA00102 says so):
 * the next sync would bring it back anyway.
 */
export async function unblockDates(
  db: TDatabase,
  user: TActor,
  boatId: string,
  blockId: string,
): Promise<void> {
  const actor = calendarActor(user);
  await db.transaction(async (tx) => {
    // the block of a boat that is not theirs is a block they cannot find
    const boat = await findCalendarBoat(tx, actor, boatId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'AA00038' ? appError('AA00101') : error;
    });
    const [block] = await tx
      .select({
        id: boatOccupancy.id,
        importId: boatOccupancy.importId,
        during: boatOccupancy.during,
        note: boatOccupancy.note,
      })
      .from(boatOccupancy)
      .where(
        and(
          eq(boatOccupancy.id, blockId),
          eq(boatOccupancy.boatId, boat.id),
          eq(boatOccupancy.kind, 'blocked'),
        ),
      )
      .for('update');
    if (!block) throw appError('AA00101');
    if (block.importId) throw appError('AA00102');
    await tx.delete(boatOccupancy).where(eq(boatOccupancy.id, block.id));
    if (boat.ownerId !== actor.id)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'boat.unblock',
        targetType: 'boat',
        targetId: boat.id,
        before: { blockId: block.id, during: block.during, note: block.note },
      });
  });
}
