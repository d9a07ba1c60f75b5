import type { TDatabase } from '../../../db/client';
import { boatOccupancy } from '../../../db/schema';
import { occupancyRange } from '../../../shared/occupancy';
import {
  blockRangeError,
  type TBlockRequest,
  type TCalendarBlock,
} from '../../../shared/schemas/calendar';
import { appError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';
import { isExclusionViolation } from '../../lib/pg-errors';

/**
 * Blocks whole days, or half of one day, of a boat. The exclusion constraint of `boat_occupancy`
 * decides whether the dates are free (no booking, group or other block): an overlap is 409
 * AA00100, however many owners or tabs try at once. Pending requests on those dates stay
 * pending; accepting one then fails as unavailable. An admin's block of someone's boat is audited.
 */
export async function blockDates(
  db: TDatabase,
  user: TActor,
  boatId: string,
  block: TBlockRequest,
): Promise<TCalendarBlock> {
  const actor = calendarActor(user);
  const rangeError = blockRangeError(block);
  if (rangeError) throw appError('AA00001', undefined, [rangeError]);
  const slot = block.slot ?? null;
  const during = slot
    ? occupancyRange(block.start_date, block.start_date, 'half_day', slot)
    : occupancyRange(block.start_date, block.end_date, 'days');
  const note = block.note || null;
  try {
    return await db.transaction(async (tx) => {
      const boat = await findCalendarBoat(tx, actor, boatId);
      const [row] = await tx
        .insert(boatOccupancy)
        .values({ boatId: boat.id, kind: 'blocked', during, note, createdBy: actor.id })
        .returning({ id: boatOccupancy.id });
      if (boat.ownerId !== actor.id)
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'boat.block',
          targetType: 'boat',
          targetId: boat.id,
          after: { blockId: row!.id, during, note },
        });
      return {
        id: row!.id,
        start_date: block.start_date,
        end_date: slot ? block.start_date : block.end_date,
        slot,
        note,
        importId: null,
        importName: null,
      };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw appError('AA00100');
    throw error;
  }
}
