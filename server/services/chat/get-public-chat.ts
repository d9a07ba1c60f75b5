import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { conversations, messages, users } from '../../../db/schema';
import { publicChatLimit, type TPublicChatMessage } from '../../../shared/schemas/chat';
import { notFound } from '../../errors';
import { presentNotice } from './append-message';

/**
 * `GET /chat/{id}/public` (PRODUCT.md §5): a group's chat for anyone, read-only: the last 50
 * messages, newest last, with the senders' first names only (no ids, no emails). Every other
 * conversation is private: 404, as for an unknown id (its existence is not told either).
 */
export async function getPublicChat(
  db: TDbOrTx,
  conversationId: string,
): Promise<TPublicChatMessage[]> {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.kind, 'group')));
  if (!conversation) throw notFound();
  const rows = await db
    .select({ row: messages, firstName: users.name })
    .from(messages)
    // a notice has no sender
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.seq))
    .limit(publicChatLimit);
  return rows.reverse().map(({ row, firstName }) => {
    const erased = row.erasedAt !== null;
    return {
      id: row.id,
      seq: row.seq,
      body: erased ? '' : row.body,
      erased,
      createdAt: row.createdAt.toISOString(),
      sender: row.senderId === null ? null : { firstName: firstName ?? '' },
      notice: presentNotice(row.notice, row.noticeParams),
    };
  });
}
