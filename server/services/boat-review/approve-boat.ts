import { and, eq } from 'drizzle-orm';
import { boats, users } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { TBoatWriteDeps } from '../boat-write/deps';
import { publicBoatLink } from '../boat-write/links';
import type { TActor } from '../booking/deps';
import { mailBoatOwner } from './mail-owner';
import { notPending } from './not-pending';
import { requireAdmin } from './require-admin';

export type TReviewedBoat = {
  id: string;
  slug: string;
  status: 'published' | 'rejected';
  reviewedAt: string;
  ownerRole: (typeof users.$inferSelect)['role'];
};

/**
 * Publishes a boat waiting for review (admin only). When its owner is still a client, approving
 * makes them a shipowner in the same transaction (PRODUCT.md §8). The owner is told, with the
 * link to the boat's page: the mail is stored in the transaction and delivered once it committed.
 * A boat not pending review is 409 AA00036.
 */
export async function approveBoat(
  deps: TBoatWriteDeps,
  admin: TActor,
  boatId: string,
): Promise<TReviewedBoat> {
  requireAdmin(admin);
  const result = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [boat] = await tx
      .update(boats)
      .set({
        status: 'published',
        publishedAt: now,
        reviewedAt: now,
        reviewedBy: admin.id,
        rejectionReason: null,
        updatedAt: now,
      })
      .where(and(eq(boats.id, boatId), eq(boats.status, 'pending_review')))
      .returning({ id: boats.id, slug: boats.slug, name: boats.name, ownerId: boats.ownerId });
    if (!boat) throw await notPending(tx, boatId);
    const [promoted] = await tx
      .update(users)
      .set({ role: 'shipowner', updatedAt: now })
      .where(and(eq(users.id, boat.ownerId), eq(users.role, 'client')))
      .returning({ id: users.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'boat.approve',
      targetType: 'boat',
      targetId: boat.id,
      before: { status: 'pending_review' },
      after: { status: 'published', ownerPromoted: Boolean(promoted) },
    });
    const { owner, deliver } = await mailBoatOwner(tx, deps, boat.ownerId, (owner) => ({
      to: owner.email,
      locale: owner.locale,
      template: 'boat-approved',
      data: {
        name: owner.name,
        boatName: boat.name,
        link: publicBoatLink(deps.publicUrl, owner.locale, boat.slug),
        becameShipowner: Boolean(promoted),
      },
    }));
    return { boat, owner, reviewedAt: now, deliver };
  });
  const { boat, owner, reviewedAt } = result;
  result.deliver();
  return {
    id: boat.id,
    slug: boat.slug,
    status: 'published',
    reviewedAt: reviewedAt.toISOString(),
    ownerRole: owner?.role ?? ('client' as const),
  };
}
