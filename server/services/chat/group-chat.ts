import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { conversationParticipants, conversations, messages } from '../../../db/schema';
import { renderGroupNotice, type TGroupNotice } from '../../../shared/group-notices';
import type { TChatMessage } from '../../../shared/schemas/chat';
import { participantIds } from './access';
import { presentMessage } from './append-message';
import type { TChatBus } from './bus';

export type { TGroupNotice } from '../../../shared/group-notices';

/**
 * A notice stored in a transaction, to be published on the chat bus once it commits
 * (`publishNotices`): a rolled-back change tells nobody (docs/decisions/0023-messaging.md).
 */
export type TPublishable = { conversationId: string; userIds: string[]; message: TChatMessage };

/** The group's conversation id; a group is created with its chat, so none is a bug. */
async function groupConversationId(
  tx: TDbOrTx,
  groupId: string,
  options: { lock?: boolean } = {},
): Promise<{ id: string; lastSeq: number; lastMessageAt: Date }> {
  const query = tx
    .select({
      id: conversations.id,
      lastSeq: conversations.lastSeq,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(and(eq(conversations.kind, 'group'), eq(conversations.groupId, groupId)));
  const [found] = options.lock ? await query.for('update') : await query;
  if (!found) throw new Error(`group ${groupId} has no conversation`);
  return found;
}

/**
 * Creates a group's chat (docs/decisions/0028-groups.md) with its creator as the first
 * participant, in the group's creating transaction. Answers the conversation's id.
 */
export async function createGroupConversation(
  tx: TDbOrTx,
  input: { groupId: string; creatorId: string },
): Promise<string> {
  const [created] = await tx
    .insert(conversations)
    .values({ kind: 'group', groupId: input.groupId, clientId: input.creatorId })
    .returning({ id: conversations.id });
  await tx
    .insert(conversationParticipants)
    .values({ conversationId: created!.id, userId: input.creatorId, role: 'client' });
  return created!.id;
}

/**
 * Makes a member a participant of the group's chat (nothing when they are already). The history
 * is theirs to read, but not as unread: their read pointer starts at the newest message.
 */
export async function addGroupParticipant(
  tx: TDbOrTx,
  groupId: string,
  userId: string,
): Promise<void> {
  const conversation = await groupConversationId(tx, groupId);
  await tx
    .insert(conversationParticipants)
    .values({
      conversationId: conversation.id,
      userId,
      role: 'client',
      lastReadSeq: conversation.lastSeq,
      alertedSeq: conversation.lastSeq,
      activityAt: conversation.lastMessageAt,
    })
    .onConflictDoNothing();
}

/** A member who leaves stops being a participant: no inbox entry, no events, 403 on the thread. */
export async function removeGroupParticipant(
  tx: TDbOrTx,
  groupId: string,
  userId: string,
): Promise<void> {
  const conversation = await groupConversationId(tx, groupId);
  await tx
    .delete(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversation.id),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

/**
 * Appends a platform notice (no sender) to the group's chat inside the caller's transaction,
 * numbered like any message under the conversation's row lock: it is unread for every
 * participant and moves the conversation up their inboxes. The stored text is the Spanish
 * rendering (search, clients that do not know notices); readers render `notice` in their
 * language. Hand the answer to `publishNotices` after the commit.
 */
export async function postGroupNotice(
  tx: TDbOrTx,
  groupId: string,
  notice: TGroupNotice,
  params: Record<string, string>,
): Promise<TPublishable> {
  const conversation = await groupConversationId(tx, groupId, { lock: true });
  const seq = conversation.lastSeq + 1;
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      seq,
      senderId: null,
      notice,
      noticeParams: params,
      body: renderGroupNotice('es', notice, params).slice(0, 2000) || notice,
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await tx
    .update(conversations)
    .set({ lastSeq: seq, lastMessageId: row!.id, lastMessageAt: row!.createdAt })
    .where(eq(conversations.id, conversation.id));
  await tx
    .update(conversationParticipants)
    .set({ activityAt: row!.createdAt })
    .where(eq(conversationParticipants.conversationId, conversation.id));
  return {
    conversationId: conversation.id,
    userIds: await participantIds(tx, conversation.id),
    message: presentMessage(row!, null),
  };
}

/** Tells the participants' open pages of notices whose transaction has committed. */
export function publishNotices(bus: TChatBus, publishables: readonly TPublishable[]): void {
  for (const item of publishables)
    bus.publish({
      type: 'message',
      conversationId: item.conversationId,
      audience: { userIds: item.userIds, support: false },
      message: item.message,
    });
}
