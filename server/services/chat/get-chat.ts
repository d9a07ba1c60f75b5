import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { messages, users } from '../../../db/schema';
import type { TChatThread, TChatThreadQuery } from '../../../shared/schemas/chat';
import { accessConversation } from './access';
import { presentMessage } from './append-message';
import type { TActor, TChatDeps } from './deps';
import { getConversationSummary } from './list-conversations';

/**
 * `GET /chat/{id}`: the conversation's header (as in the inbox) and a page of its messages,
 * newest first; `before` (a seq) pages back, `after` (a seq) keeps only what came later (the
 * catch-up of a page that missed events). It does not mark anything read (`POST /chat/{id}/read`).
 */
export async function getChat(
  deps: TChatDeps,
  actor: TActor,
  conversationId: string,
  query: TChatThreadQuery,
): Promise<TChatThread> {
  const { participant } = await accessConversation(deps.db, actor, conversationId);
  const rows = await deps.db
    .select({ row: messages, senderName: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId)) // a notice has no sender
    .where(
      and(
        eq(messages.conversationId, conversationId),
        query.before === undefined ? undefined : lt(messages.seq, query.before),
        query.after === undefined ? undefined : gt(messages.seq, query.after),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    conversation: await getConversationSummary(deps.db, actor, conversationId),
    messages: page.map(({ row, senderName }) => presentMessage(row, senderName)),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.row.seq : null,
    lastReadSeq: participant?.lastReadSeq ?? 0,
  };
}
