import { and, eq, sql } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { conversationParticipants, conversations, messages, users } from '../../../db/schema';
import { isGroupNotice } from '../../../shared/group-notices';
import type { TChatMessage, TChatNotice } from '../../../shared/schemas/chat';
import { appError } from '../../errors';
import type { TConversationAccess } from './access';
import { guardContactDetails } from './contact-rule';
import type { TActor } from './deps';

export type TAppendInput = { message: string; clientId?: string | undefined };

export type TAppended = { message: TChatMessage; created: boolean };

type TMessageRow = typeof messages.$inferSelect;

/** A notice's key and values as the API answers them; null for a user's message. */
export function presentNotice(
  notice: string | null,
  params: Record<string, string> | null,
): TChatNotice | null {
  // a key this version does not know (a newer node wrote it) shows as its stored text
  if (notice === null || !isGroupNotice(notice)) return null;
  return { key: notice, params: params ?? {} };
}

/**
 * A stored message as the API answers it (an erased one keeps its seq, its text is ''). A
 * notice has no sender (`senderName` is then ignored).
 */
export function presentMessage(row: TMessageRow, senderName: string | null): TChatMessage {
  const erased = row.erasedAt !== null;
  return {
    id: row.id,
    seq: row.seq,
    message: erased ? '' : row.body,
    erased,
    sender: row.senderId === null ? null : { id: row.senderId, name: senderName ?? '' },
    notice: presentNotice(row.notice, row.noticeParams),
    clientId: row.clientMessageId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The message this sender already stored under `clientId`: a retry answers it. The same id
 * for another text or another conversation is a client bug: 409 AA00064.
 */
async function findRetry(
  tx: TTransaction,
  actor: TActor,
  conversationId: string,
  input: TAppendInput,
): Promise<TAppended | null> {
  if (!input.clientId) return null;
  const [found] = await tx
    .select({ row: messages, senderName: users.name })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.senderId, actor.id), eq(messages.clientMessageId, input.clientId)));
  if (!found) return null;
  if (found.row.conversationId !== conversationId || found.row.body !== input.message)
    throw appError('AA00064');
  return { message: presentMessage(found.row, found.senderName), created: false };
}

/**
 * Stores one message in a conversation whose row the caller has locked (accessConversation with
 * `lock`), inside the caller's transaction: the next `seq`, the conversation's last activity,
 * every participant's inbox order, and the sender's read state up to their own message. A retry
 * with the same `clientId` answers the stored message and changes nothing.
 */
export async function appendMessage(
  tx: TTransaction,
  actor: TActor,
  access: TConversationAccess,
  input: TAppendInput,
): Promise<TAppended> {
  const { conversation } = access;
  const retry = await findRetry(tx, actor, conversation.id, input);
  if (retry) return retry;
  await guardContactDetails(tx, conversation, input.message);

  const seq = conversation.lastSeq + 1;
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      seq,
      senderId: actor.id,
      clientMessageId: input.clientId ?? null,
      body: input.message,
      // the clock at the insert, not the transaction's start: inbox order follows the messages
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientMessageId] })
    .returning();
  if (!row) {
    // the same clientId committed meanwhile in another conversation of this sender
    const again = await findRetry(tx, actor, conversation.id, input);
    if (again) return again;
    throw appError('AA00064');
  }

  await tx
    .update(conversations)
    .set({ lastSeq: seq, lastMessageId: row.id, lastMessageAt: row.createdAt })
    .where(eq(conversations.id, conversation.id));
  await tx
    .update(conversationParticipants)
    .set({ activityAt: row.createdAt })
    .where(eq(conversationParticipants.conversationId, conversation.id));
  // the sender has read up to their own message (an admin answering support joins it here)
  await tx
    .insert(conversationParticipants)
    .values({
      conversationId: conversation.id,
      userId: actor.id,
      role: 'support',
      lastReadSeq: seq,
      activityAt: row.createdAt,
    })
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { lastReadSeq: seq },
    });

  const [sender] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
  return { message: presentMessage(row, sender?.name ?? ''), created: true };
}
