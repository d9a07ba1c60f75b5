import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { conversationParticipants, conversations } from '../../../db/schema';
import { appError } from '../../errors';
import { isAdmin, type TActor } from './deps';

export type TConversationRow = typeof conversations.$inferSelect;
export type TParticipantRow = typeof conversationParticipants.$inferSelect;

export type TConversationAccess = {
  conversation: TConversationRow;
  /** the actor's own row; null for an admin who has not yet read or answered a support chat */
  participant: TParticipantRow | null;
};

/**
 * The conversation `id` as the actor may use it: its participants, and every admin for support
 * conversations. 404 AA00060 when it does not exist, 403 AA00061 when it is someone else's.
 * With `lock`, the conversation row stays locked until the transaction ends: the messages of
 * one conversation are numbered one at a time.
 */
export async function accessConversation(
  db: TDbOrTx,
  actor: TActor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TConversationAccess> {
  const query = db
    .select({ conversation: conversations, participant: conversationParticipants })
    .from(conversations)
    .leftJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, actor.id),
      ),
    )
    .where(eq(conversations.id, id));
  const [found] = options.lock ? await query.for('update', { of: conversations }) : await query;
  if (!found) throw appError('AA00060');
  if (!found.participant && !(found.conversation.kind === 'support' && isAdmin(actor)))
    throw appError('AA00061');
  return found;
}

/** The users a conversation's events go to (its participants; admins too for support). */
export async function participantIds(db: TDbOrTx, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}
