import { eq, sql } from 'drizzle-orm';
import { groupMembers, groups, users } from '../../../db/schema';
import type { TGroup } from '../../../shared/schemas/group';
import { appError } from '../../errors';
import { removeGroupParticipant } from '../chat/group-chat';
import { AfterCommit } from './after-commit';
import type { TActor, TGroupDeps } from './deps';
import { getGroup } from './get-group';
import { noticeGroup } from './group-notices';
import { cancelGroup, refundGroupCharges } from './refund-group';
import { lockGroup } from './take-seats';
import { activeMembership } from './membership';

/**
 * `POST /group/{id}/leave`: while the group is open, a member leaves and is refunded in full; their
 * seats are free again. The creator leaves only when alone, and the group is then canceled. Once
 * complete the seats are fixed (409 AA00071): refunds then only come from a cancellation.
 */
export async function leaveGroup(deps: TGroupDeps, actor: TActor, id: string): Promise<TGroup> {
  const now = deps.now?.() ?? new Date();
  const later = new AfterCommit();
  await later.transaction(deps.db, async (tx) => {
    const group = await lockGroup(tx, id);
    const member = await activeMembership(tx, id, actor.id);
    if (!member) throw appError('AA00076');
    if (group.status !== 'open') throw appError('AA00071');
    if (group.creatorId === actor.id) {
      if (group.seatsTaken > member.seats) throw appError('AA00077');
      await cancelGroup(deps, tx, group, 'creator');
      await noticeGroup(deps, tx, later, id, 'groupCanceled', {});
      later.mail(deps, 'canceled', id);
      return;
    }
    await refundGroupCharges(deps, tx, id, `leave:${member.id}`, actor.id);
    await tx.update(groupMembers).set({ leftAt: now }).where(eq(groupMembers.id, member.id));
    await tx
      .update(groups)
      .set({ seatsTaken: sql`${groups.seatsTaken} - ${member.seats}`, updatedAt: now })
      .where(eq(groups.id, id));
    await removeGroupParticipant(tx, id, actor.id);
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    await noticeGroup(deps, tx, later, id, 'memberLeft', { name: me?.name ?? '' });
    later.mail(deps, 'left', id, [actor.id]);
  });
  await later.run();
  return getGroup(deps.db, id, actor);
}
