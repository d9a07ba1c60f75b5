import { eq } from 'drizzle-orm';
import { boats, groups } from '../../../db/schema';
import type { TGroup } from '../../../shared/schemas/group';
import { appError } from '../../errors';
import { AfterCommit } from './after-commit';
import type { TActor, TGroupDeps } from './deps';
import { getGroup } from './get-group';
import { noticeGroup } from './group-notices';
import { requestGroupBoat } from './request-boat';
import { similarBoatsOf } from './similar-boats';
import { lockGroup } from './take-seats';

/**
 * `POST /group/{id}/boat`: after the owner declined (or did not answer), the creator picks one of
 * the similar boats and a new request goes to its owner. Only the creator (403), only a complete
 * group without a pending request (409 AA00079), only a boat of the similar ones (422 AA00078).
 * The members keep their price per person; they are told in the chat and by mail.
 */
export async function changeGroupBoat(
  deps: TGroupDeps,
  actor: TActor,
  id: string,
  boatId: string,
): Promise<TGroup> {
  const later = new AfterCommit();
  await later.transaction(deps.db, async (tx) => {
    const group = await lockGroup(tx, id);
    if (group.creatorId !== actor.id) throw appError('AA00003');
    if (group.status !== 'complete') throw appError('AA00079');
    const options = await similarBoatsOf(tx, group);
    if (!options.some((o) => o.id === boatId)) throw appError('AA00078');
    const now = deps.now?.() ?? new Date();
    const [moved] = await tx
      .update(groups)
      .set({ boatId, updatedAt: now })
      .where(eq(groups.id, id))
      .returning();
    const bookingId = await requestGroupBoat(deps, tx, moved!);
    if (!bookingId) throw appError('AA00078');
    const [boat] = await tx.select({ name: boats.name }).from(boats).where(eq(boats.id, boatId));
    await noticeGroup(deps, tx, later, id, 'boatRequested', { boatName: boat!.name });
    later.mail(deps, 'boat-changed', id);
    later.bookingMail(deps.mail, 'requested', bookingId);
  });
  await later.run();
  return getGroup(deps.db, id, actor);
}
