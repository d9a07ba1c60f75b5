import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { boats, users } from '../../../db/schema';
import { todayInMadrid } from '../../../shared/dates';
import type { TGroup, TJoinGroupRequest } from '../../../shared/schemas/group';
import { appError } from '../../errors';
import { addGroupParticipant } from '../chat/group-chat';
import { AfterCommit } from './after-commit';
import type { TActor, TGroupDeps } from './deps';
import { getGroup } from './get-group';
import { noticeGroup } from './group-notices';
import type { TGroupRow } from './present-group';
import { requestGroupBoat } from './request-boat';
import { lockGroup, takeSeats } from './take-seats';
import { activeMembership } from './membership';

/**
 * `POST /group/{id}/join` (PRODUCT.md §4, spec §8 messages): a logged-in user with a card joins an
 * open group whose date has not passed, with 1..n passengers, and is charged the first-payment
 * share of their seats. Joins of one group take turns on its row, so the last seats go to exactly
 * as many joiners as they hold (server/services/group/join-race.test.ts); the join that fills the
 * group sends the reservation request to the owner. A declined card takes no seat (402 AA00045).
 */
export async function joinGroup(
  deps: TGroupDeps,
  actor: TActor,
  id: string,
  body: TJoinGroupRequest,
): Promise<TGroup> {
  const later = new AfterCommit();
  const outcome = await later.transaction(deps.db, async (tx) => {
    const group = await lockGroup(tx, id);
    await checkJoinable(deps, tx, group, actor.id);
    const seats = await takeSeats(deps, tx, group, actor.id, body.passengers, body.cardId);
    if ('declined' in seats) return seats;
    await addGroupParticipant(tx, id, actor.id);
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    await noticeGroup(deps, tx, later, id, 'memberJoined', { name: me?.name ?? '' });
    later.mail(deps, 'joined', id, [actor.id]);
    if (seats.taken.group.status === 'complete') {
      await noticeGroup(deps, tx, later, id, 'groupComplete', {});
      const bookingId = await requestGroupBoat(deps, tx, seats.taken.group);
      if (bookingId) {
        later.mail(deps, 'complete', id);
        later.bookingMail(deps.mail, 'requested', bookingId);
      }
    }
    return seats;
  });
  if ('declined' in outcome) throw outcome.declined;
  await later.run();
  return getGroup(deps.db, id, actor);
}

/**
 * The spec's refusals, in its order: date passed, group not open, already in, no places; and, as
 * when a group is created, nobody joins a group on their own boat (422 AA00053).
 */
async function checkJoinable(
  deps: TGroupDeps,
  tx: TTransaction,
  group: TGroupRow,
  userId: string,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  if (group.sailDate < todayInMadrid(now)) throw appError('AA00073');
  if (group.status !== 'open' || group.deadlineAt <= now) throw appError('AA00071');
  if (await activeMembership(tx, group.id, userId)) throw appError('AA00075');
  const [boat] = await tx
    .select({ ownerId: boats.ownerId })
    .from(boats)
    .where(eq(boats.id, group.boatId));
  if (boat?.ownerId === userId) throw appError('AA00053');
}
