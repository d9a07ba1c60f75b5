import { and, count, desc, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client';
import {
  boats,
  bookings,
  conversationParticipants as participants,
  conversations,
  groups,
  messages,
  users,
} from '../../../db/schema';
import type { TChatList, TChatListQuery, TConversationSummary } from '../../../shared/schemas/chat';
import { appError } from '../../errors';
import { presentNotice } from './append-message';
import { isAdmin, type TActor } from './deps';

const sender = alias(users, 'sender');
const other = alias(users, 'other');

/**
 * Whose conversations: `mine` (the actor is a participant), `support` (an admin's view of every
 * support conversation) or `one` (a single conversation the caller already may see).
 */
type TScope = { kind: 'mine' } | { kind: 'support' } | { kind: 'one'; id: string };

type TFilters = {
  unread?: boolean | undefined;
  q?: string | undefined;
  sort?: 'activity' | 'unread_first';
  /** the conversation about this booking, or about this boat (kind `boat`, not its bookings) */
  bookingId?: string | undefined;
  boatId?: string | undefined;
};

function targetCondition(filters: TFilters): SQL | undefined {
  if (filters.bookingId) return eq(conversations.bookingId, filters.bookingId);
  if (filters.boatId)
    return and(eq(conversations.kind, 'boat'), eq(conversations.boatId, filters.boatId));
  return undefined;
}

/** `q` anywhere in the other party's first name, the boat's or group's name or the last message. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const like = (column: SQLWrapper) => sql`unaccent(${column}) ilike unaccent(${pattern})`;
  return sql`(${like(other.name)} or ${like(boats.name)} or ${like(groups.name)} or ${like(messages.body)})`;
}

/** The joins and the filter of an inbox query, shared by its page and its count. */
function inboxParts(actor: TActor, scope: TScope, filters: TFilters) {
  const mine = and(
    eq(participants.conversationId, conversations.id),
    eq(participants.userId, actor.id),
  );
  // the other side: the owner for the client, the client for everyone else (owner, admin); a
  // group has many members and none is "the other"
  const otherId = sql`case when ${conversations.kind} = 'group' then null when ${conversations.clientId} = ${actor.id} then ${conversations.ownerId} else ${conversations.clientId} end`;
  const hasUnread = gt(conversations.lastSeq, sql`coalesce(${participants.lastReadSeq}, 0)`);
  const scoped =
    scope.kind === 'mine'
      ? eq(participants.userId, actor.id)
      : scope.kind === 'support'
        ? eq(conversations.kind, 'support')
        : eq(conversations.id, scope.id);
  const where = and(
    scoped,
    filters.unread ? hasUnread : undefined,
    searchCondition(filters.q),
    targetCondition(filters),
  );
  // the inbox indexes' order: (user_id, activity_at desc, conversation_id desc) for mine,
  // (last_message_at desc, id desc) for the support queue
  const order =
    scope.kind === 'mine'
      ? [desc(participants.activityAt), desc(participants.conversationId)]
      : [desc(conversations.lastMessageAt), desc(conversations.id)];
  if (filters.sort === 'unread_first') order.unshift(desc(hasUnread));
  return { mine, otherId, where, order };
}

/** One page of the actor's inbox rows, in the inbox order. */
async function selectSummaries(
  db: TDbOrTx,
  actor: TActor,
  scope: TScope,
  filters: TFilters,
  page: { limit: number; offset: number },
) {
  const { mine, otherId, where, order } = inboxParts(actor, scope, filters);
  return db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      lastSeq: conversations.lastSeq,
      lastReadSeq: sql<number>`coalesce(${participants.lastReadSeq}, 0)`.mapWith(Number),
      lastMessageAt: conversations.lastMessageAt,
      messageId: messages.id,
      messageBody: messages.body,
      messageErasedAt: messages.erasedAt,
      messageAt: messages.createdAt,
      messageNotice: messages.notice,
      messageNoticeParams: messages.noticeParams,
      senderId: sender.id,
      senderName: sender.name,
      otherId: other.id,
      otherName: other.name,
      otherPictureId: other.avatarAssetId,
      boatId: boats.id,
      boatSlug: boats.slug,
      boatName: boats.name,
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      groupId: groups.id,
      groupName: groups.name,
      groupDate: groups.sailDate,
      groupStatus: groups.status,
    })
    .from(conversations)
    .leftJoin(participants, mine)
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(other, eq(other.id, otherId))
    .leftJoin(boats, eq(boats.id, conversations.boatId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .leftJoin(groups, eq(groups.id, conversations.groupId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many conversations the same query finds (the joins the search needs, nothing more). */
async function countSummaries(
  db: TDbOrTx,
  actor: TActor,
  scope: TScope,
  filters: TFilters,
): Promise<number> {
  const { mine, otherId, where } = inboxParts(actor, scope, filters);
  const base = db.select({ total: count() }).from(conversations).leftJoin(participants, mine);
  const [row] = filters.q
    ? await base
        .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
        .leftJoin(other, eq(other.id, otherId))
        .leftJoin(boats, eq(boats.id, conversations.boatId))
        .leftJoin(groups, eq(groups.id, conversations.groupId))
        .where(where)
    : await base.where(where);
  return row?.total ?? 0;
}

type TSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function presentSummary(row: TSummaryRow): TConversationSummary {
  return {
    id: row.id,
    kind: row.kind,
    lastMessage: row.messageId
      ? {
          id: row.messageId,
          message: row.messageErasedAt ? '' : row.messageBody!,
          erased: row.messageErasedAt !== null,
          // a notice has no sender
          sender: row.senderId ? { id: row.senderId, name: row.senderName! } : null,
          notice: presentNotice(row.messageNotice, row.messageNoticeParams),
          createdAt: row.messageAt!.toISOString(),
        }
      : null,
    unread: Math.max(0, row.lastSeq - row.lastReadSeq),
    lastActivityAt: row.lastMessageAt.toISOString(),
    otherParty: row.otherId
      ? { id: row.otherId, name: row.otherName!, pictureId: row.otherPictureId }
      : null,
    boat: row.boatId ? { id: row.boatId, slug: row.boatSlug!, name: row.boatName! } : null,
    booking: row.bookingId ? { id: row.bookingId, status: row.bookingStatus! } : null,
    group: row.groupId
      ? { id: row.groupId, name: row.groupName!, date: row.groupDate!, status: row.groupStatus! }
      : null,
  };
}

/** `GET /conversation`: the actor's conversations, newest activity first (the newest 100). */
export async function listConversations(
  db: TDbOrTx,
  actor: TActor,
): Promise<TConversationSummary[]> {
  const rows = await selectSummaries(db, actor, { kind: 'mine' }, {}, { limit: 100, offset: 0 });
  return rows.map(presentSummary);
}

/**
 * `GET /chat`: one page of the actor's conversations (admins: with `box=support`, every support
 * conversation), filtered to the unread ones and by a search, newest activity first.
 */
export async function listChats(
  db: TDbOrTx,
  actor: TActor,
  query: TChatListQuery,
): Promise<TChatList> {
  if (query.box === 'support' && !isAdmin(actor)) throw appError('AA00003');
  const scope: TScope = query.box === 'support' ? { kind: 'support' } : { kind: 'mine' };
  const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const rows = await selectSummaries(db, actor, scope, query, paging);
  const total = await countSummaries(db, actor, scope, query);
  return { items: rows.map(presentSummary), total, page: query.page, pageSize: query.pageSize };
}

/** One conversation's inbox entry, from the actor's side (access already checked). */
export async function getConversationSummary(
  db: TDbOrTx,
  actor: TActor,
  id: string,
): Promise<TConversationSummary> {
  const [row] = await selectSummaries(db, actor, { kind: 'one', id }, {}, { limit: 1, offset: 0 });
  if (!row) throw appError('AA00060');
  return presentSummary(row);
}
