import { and, eq } from 'drizzle-orm';
import { boats } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { TBoatWriteDeps } from '../boat-write/deps';
import { editBoatLink } from '../boat-write/links';
import type { TActor } from '../booking/deps';
import type { TReviewedBoat } from './approve-boat';
import { mailBoatOwner } from './mail-owner';
import { notPending } from './not-pending';
import { requireAdmin } from './require-admin';

/**
 * Sends a boat waiting for review back to its owner with the admin's reason (admin only), mailed
 * to them with a link to edit it (stored in the transaction, delivered once it committed); saving
 * the edit queues it for review again.
 */
export async function rejectBoat(
  deps: TBoatWriteDeps,
  admin: TActor,
  boatId: string,
  reason: string,
): Promise<TReviewedBoat> {
  requireAdmin(admin);
  const { boat, owner, reviewedAt, deliver } = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [boat] = await tx
      .update(boats)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        reviewedAt: now,
        reviewedBy: admin.id,
        updatedAt: now,
      })
      .where(and(eq(boats.id, boatId), eq(boats.status, 'pending_review')))
      .returning({ id: boats.id, slug: boats.slug, name: boats.name, ownerId: boats.ownerId });
    if (!boat) throw await notPending(tx, boatId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'boat.reject',
      targetType: 'boat',
      targetId: boat.id,
      before: { status: 'pending_review' },
      after: { status: 'rejected', rejectionReason: reason },
      reason,
    });
    const { owner, deliver } = await mailBoatOwner(tx, deps, boat.ownerId, (owner) => ({
      to: owner.email,
      locale: owner.locale,
      template: 'boat-rejected',
      data: {
        name: owner.name,
        boatName: boat.name,
        reason,
        link: editBoatLink(deps.publicUrl, owner.locale, boat.id),
      },
    }));
    return { boat, owner, reviewedAt: now, deliver };
  });
  deliver();
  return {
    id: boat.id,
    slug: boat.slug,
    status: 'rejected',
    reviewedAt: reviewedAt.toISOString(),
    ownerRole: owner?.role ?? ('client' as const),
  };
}
