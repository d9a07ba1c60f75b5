import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TBoatForm } from '../../../shared/schemas/boat-form';
import { appError } from '../../errors';
import { boatColumns } from './boat-values';
import { findEditableBoat } from './find-editable-boat';
import { resolveBoatRefs } from './resolve-boat-refs';
import { writeBoatChildren } from './write-boat-children';

export type TBoatStatus = (typeof boats.$inferSelect)['status'];
export type TUpdatedBoat = { id: string; slug: string; status: TBoatStatus };

/**
 * Replaces a boat's data with the form's, in one transaction (owner or admin). A rejected boat
 * goes back to the review queue; a published one stays published, and a pending one keeps its
 * place in the queue (docs/decisions/0014-boat-review.md). The slug never changes: links to
 * the boat's page keep working after a rename.
 */
export async function updateBoat(
  db: TDatabase,
  actorId: string,
  boatId: string,
  form: TBoatForm,
): Promise<TUpdatedBoat> {
  return db.transaction(async (tx) => {
    const boat = await findEditableBoat(tx, boatId, actorId, { lock: true });
    if (boat.status === 'removed') throw appError('AA00037');
    const refs = await resolveBoatRefs(tx, form, [boat.ownerId, actorId], boat.id);
    const resubmit = boat.status === 'rejected' || boat.status === 'draft';
    const [row] = await tx
      .update(boats)
      .set({
        ...boatColumns(form, refs),
        ...(resubmit ? { status: 'pending_review' as const, submittedAt: new Date() } : {}),
      })
      .where(eq(boats.id, boat.id))
      .returning({ id: boats.id, slug: boats.slug, status: boats.status });
    await writeBoatChildren(tx, boat.id, form, refs);
    return row!;
  });
}
