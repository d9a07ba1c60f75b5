import { randomUUID } from 'node:crypto';
import { createUser, type TUser } from '../../../db/factories';
import { groupMembers, groups, plans } from '../../../db/schema';
import { groupDeadline } from '../../../shared/groups';
import { addGroupParticipant, createGroupConversation } from '../../services/chat/group-chat';
import { bearerOf, createTestBoat, daysAhead, type THeaders } from '../../testing/booking';
import type { TTestApp } from '../../testing/test-app';

export type TGroupMember = { user: TUser; headers: THeaders };

/**
 * A boat-sharing group written straight into the tables (the group services are not needed to
 * test its chat): a published boat, the creator and `members` more, each a participant of the
 * group's conversation, as the join flow leaves them.
 */
export async function createGroupChat(t: TTestApp, options: { members?: number } = {}) {
  const { boat } = await createTestBoat(t.db);
  const [plan] = await t.db.select({ id: plans.id }).from(plans).limit(1);
  const sailDate = daysAhead(30);
  const member = async (): Promise<TGroupMember> => {
    const user = await createUser(t.db);
    return { user, headers: await bearerOf(t.app, user) };
  };
  const creator = await member();
  const others: TGroupMember[] = [];
  for (let i = 0; i < (options.members ?? 1); i += 1) others.push(await member());
  const name = `Sábado en el mar ${randomUUID().slice(0, 4)}`;
  const { groupId, chatId } = await t.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({
        creatorId: creator.user.id,
        boatId: boat.id,
        sailDate,
        country: 'ES',
        harbourId: boat.harbourId,
        planId: plan!.id,
        numberOfPeople: 6,
        pricePerPersonCents: 8_000,
        seatsTaken: 1 + others.length,
        firstPaymentPercent: 20,
        name,
        note: 'Ruta por la costa',
        deadlineAt: groupDeadline(sailDate),
      })
      .returning({ id: groups.id });
    const groupId = group!.id;
    await tx
      .insert(groupMembers)
      .values([creator, ...others].map((m) => ({ groupId, userId: m.user.id, seats: 1 })));
    const chatId = await createGroupConversation(tx, { groupId, creatorId: creator.user.id });
    for (const m of others) await addGroupParticipant(tx, groupId, m.user.id);
    return { groupId, chatId };
  });
  return { boat, groupId, chatId, name, sailDate, creator, members: others };
}
