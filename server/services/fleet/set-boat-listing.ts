import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TErrorCode } from '../../../shared/errors';
import { appError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { findEditableBoat } from '../boat-write/find-editable-boat';

export type TListing = 'published' | 'unpublished';
export type TListedBoat = { id: string; slug: string; status: TListing; updatedAt: string };

/**
 * Moves a boat between `published` and `unpublished` (owner or admin; somebody else's boat 403,
 * unknown 404). Any other status is a 409 with `wrongStatus`. The row is locked, so two clicks take
 * turns; asking for the status it already has answers it unchanged. An admin acting on someone
 * else's boat is written to the audit log in the same transaction.
 */
export async function setBoatListing(
  db: TDatabase,
  actorId: string,
  boatId: string,
  target: TListing,
  wrongStatus: TErrorCode,
): Promise<TListedBoat> {
  const from: TListing = target === 'published' ? 'unpublished' : 'published';
  return db.transaction(async (tx) => {
    const boat = await findEditableBoat(tx, boatId, actorId, { lock: true });
    if (boat.status !== from && boat.status !== target) throw appError(wrongStatus);
    const now = new Date();
    const [row] = await tx
      .update(boats)
      .set({ status: target, updatedAt: boat.status === target ? undefined : now })
      .where(eq(boats.id, boat.id))
      .returning({ id: boats.id, slug: boats.slug, updatedAt: boats.updatedAt });
    if (boat.status !== target && boat.ownerId !== actorId)
      await recordAudit(tx, {
        actorId,
        action: target === 'published' ? 'boat.publish' : 'boat.unpublish',
        targetType: 'boat',
        targetId: boat.id,
        before: { status: boat.status },
        after: { status: target },
      });
    return {
      id: row!.id,
      slug: row!.slug,
      status: target,
      updatedAt: row!.updatedAt.toISOString(),
    };
  });
}
