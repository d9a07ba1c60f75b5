import { and, eq, sql } from 'drizzle-orm';
import { conversationParticipants, conversations } from '../../../db/schema';
import type { TMarkReadRequest, TReadState } from '../../../shared/schemas/chat';
import { accessConversation } from './access';
import type { TActor, TChatDeps } from './deps';

/**
 * `POST /chat/{id}/read`: the caller has read up to `upTo` (default: the newest message). The
 * read state only moves forward and never past the last message; a change is published so the
 * caller's other pages update their unread counts. Reading a thread (`GET /chat/{id}`) does not
 * mark it: the page says when the messages were actually shown.
 */
export async function markRead(
  deps: TChatDeps,
  actor: TActor,
  conversationId: string,
  input: TMarkReadRequest,
): Promise<TReadState> {
  const { conversation, participant } = await accessConversation(deps.db, actor, conversationId);
  // an admin reading a support conversation joins it, with their own read state
  if (!participant)
    await deps.db
      .insert(conversationParticipants)
      .values({
        conversationId,
        userId: actor.id,
        role: 'support',
        activityAt: conversation.lastMessageAt,
      })
      .onConflictDoNothing();
  const target = input?.upTo;
  const newest = sql`least(${target ?? null}::integer, ${conversations.lastSeq})`;
  const [moved] = await deps.db
    .update(conversationParticipants)
    .set({ lastReadSeq: sql`coalesce(${newest}, ${conversations.lastSeq})` })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationParticipants.conversationId),
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, actor.id),
        sql`${conversationParticipants.lastReadSeq} < coalesce(${newest}, ${conversations.lastSeq})`,
      ),
    )
    .returning({
      lastReadSeq: conversationParticipants.lastReadSeq,
      lastSeq: conversations.lastSeq,
    });
  if (moved) {
    const state = { lastReadSeq: moved.lastReadSeq, unread: moved.lastSeq - moved.lastReadSeq };
    deps.bus.publish({
      type: 'read',
      conversationId,
      audience: { userIds: [actor.id], support: false },
      userId: actor.id,
      ...state,
    });
    return state;
  }
  const [current] = await deps.db
    .select({ lastReadSeq: conversationParticipants.lastReadSeq, lastSeq: conversations.lastSeq })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, actor.id),
      ),
    );
  return { lastReadSeq: current!.lastReadSeq, unread: current!.lastSeq - current!.lastReadSeq };
}
