import { and, desc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { conversationParticipants, conversations, messages, users } from '../../../db/schema';
import type { TChatStreamMessage } from '../../../shared/schemas/chat-events';
import { presentMessage } from './append-message';
import { isAdmin, type TActor } from './deps';
import { messageCursor, type TStreamCursor } from './stream-cursor';

/** More missed messages than this: the client refetches what it shows instead. */
export const catchUpLimit = 200;

/**
 * How far before the cursor the replay starts. `created_at` is taken at the insert, but
 * transactions commit in their own order: a message may become visible after a newer one was
 * already delivered. Clients keep messages by id, so the repeats cost nothing.
 */
export const catchUpOverlapMs = 5_000;

export type TCatchUp =
  | { kind: 'messages'; items: TChatStreamMessage[] }
  /** `cursor`: the newest missed message, where the stream resumes after the refetch */
  | { kind: 'resync'; cursor: string };

/**
 * The messages of the actor's conversations (for admins, also every support conversation)
 * created after `cursor` less the overlap, oldest first, the cursor's own message left out; a
 * resync when there are more than `limit`.
 */
export async function catchUpMessages(
  db: TDbOrTx,
  actor: TActor,
  cursor: TStreamCursor,
  limit = catchUpLimit,
): Promise<TCatchUp> {
  const since = new Date(cursor.at.getTime() - catchUpOverlapMs);
  const mine = db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, actor.id));
  // only conversations with activity since then: their last message is at least that recent
  const active = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        gt(conversations.lastMessageAt, since),
        or(
          inArray(conversations.id, mine),
          isAdmin(actor) ? eq(conversations.kind, 'support') : undefined,
        ),
      ),
    );
  const rows = await db
    .select({ row: messages, senderName: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId)) // a notice has no sender
    .where(
      and(
        inArray(messages.conversationId, active),
        gt(messages.createdAt, since),
        ne(messages.id, cursor.messageId),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const items = rows.map(({ row, senderName }) => ({
    conversationId: row.conversationId,
    message: presentMessage(row, senderName),
  }));
  if (items.length > limit) return { kind: 'resync', cursor: messageCursor(items[0]!.message) };
  return { kind: 'messages', items: items.reverse() };
}
