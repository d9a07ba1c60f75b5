import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatOccupancy, boats } from '../../../db/schema';
import { appError } from '../../errors';
import { findEditableBoat } from './find-editable-boat';

/**
 * Removes a boat (owner or admin): a soft delete, so bookings and valuations keep pointing at it.
 * Refused (409 AA00035) while it holds days sold to someone that have not ended yet: accepted
 * bookings and confirmed group sails. Occupancy is in local business time, so "now" is Madrid's.
 * Removing twice is harmless.
 */
export async function removeBoat(
  db: TDatabase,
  actorId: string,
  boatId: string,
): Promise<{ id: string; status: 'removed' }> {
  return db.transaction(async (tx) => {
    const boat = await findEditableBoat(tx, boatId, actorId, { lock: true });
    if (boat.status === 'removed') return { id: boat.id, status: 'removed' as const };
    const [sold] = await tx
      .select({ id: boatOccupancy.id })
      .from(boatOccupancy)
      .where(
        and(
          eq(boatOccupancy.boatId, boat.id),
          inArray(boatOccupancy.kind, ['booking', 'group']),
          gt(sql`upper(${boatOccupancy.during})`, sql`(now() at time zone 'Europe/Madrid')`),
        ),
      )
      .limit(1);
    if (sold) throw appError('AA00035');
    await tx
      .update(boats)
      .set({ status: 'removed', updatedAt: new Date() })
      .where(eq(boats.id, boat.id));
    return { id: boat.id, status: 'removed' as const };
  });
}
