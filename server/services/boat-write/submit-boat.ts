import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatDrafts, boats, users } from '../../../db/schema';
import type { TBoatForm } from '../../../shared/schemas/boat-form';
import { boatColumns } from './boat-values';
import type { TBoatWriteDeps } from './deps';
import { adminRoles } from './find-editable-boat';
import { resolveBoatRefs } from './resolve-boat-refs';
import { reviewPageLink } from './links';
import { uniqueBoatSlug } from './unique-boat-slug';
import { writeBoatChildren } from './write-boat-children';

export type TSubmittedBoat = { id: string; slug: string; status: 'pending_review' };

/**
 * Any logged-in user may submit a boat (PRODUCT.md §8): in one transaction it is stored with
 * everything it carries, waiting for an admin's review, and the submitter's wizard draft is
 * dropped. Admins get a notice, stored with the boat and delivered once it committed.
 */
export async function submitBoat(
  deps: TBoatWriteDeps,
  submitterId: string,
  form: TBoatForm,
): Promise<TSubmittedBoat> {
  const { boat, deliver } = await deps.db.transaction(async (tx) => {
    const refs = await resolveBoatRefs(tx, form, [submitterId]);
    const now = new Date();
    const [row] = await tx
      .insert(boats)
      .values({
        ...boatColumns(form, refs),
        ownerId: submitterId,
        slug: await uniqueBoatSlug(tx, form.name, refs.harbourId),
        status: 'pending_review',
        submittedAt: now,
      })
      .returning({ id: boats.id, slug: boats.slug });
    await writeBoatChildren(tx, row!.id, form, refs);
    await tx.delete(boatDrafts).where(eq(boatDrafts.userId, submitterId));
    const mail = deps.mailer.within(tx);
    await notifyAdmins({ ...deps, db: tx, mailer: mail.mailer }, form.name);
    const submitted = { id: row!.id, slug: row!.slug, status: 'pending_review' as const };
    return { boat: submitted, deliver: mail.afterCommit };
  });
  deliver();
  return boat;
}

async function notifyAdmins(
  deps: Pick<TBoatWriteDeps, 'mailer' | 'publicUrl'> & { db: TDbOrTx },
  boatName: string,
): Promise<void> {
  const admins = await deps.db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(inArray(users.role, [...adminRoles]), isNull(users.deletedAt)));
  for (const admin of admins)
    await deps.mailer.send({
      to: admin.email,
      locale: admin.locale,
      template: 'boat-submitted',
      data: {
        name: admin.name,
        boatName,
        link: reviewPageLink(deps.publicUrl, admin.locale),
      },
    });
}
