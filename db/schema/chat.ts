import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { boats } from './boats';
import { bookings } from './bookings';
import { groups } from './groups';
import { users } from './users';

/** What a conversation is about (PRODUCT.md §5): a booking, a boat, support, or a group's chat. */
export const conversationKind = pgEnum('conversation_kind', [
  'booking',
  'boat',
  'support',
  'group',
]);
/** A participant's side: the client, the boat's owner, or an admin answering support. */
export const participantRole = pgEnum('participant_role', ['client', 'owner', 'support']);

/**
 * A conversation (docs/decisions/0023-messaging.md). `client_id` is the client side (the user who
 * asks, or who opened support); `owner_id` the boat's owner (null for support: admins answer).
 * One conversation per booking, one per (boat, client) and one support conversation per user.
 * `last_seq` numbers the messages (1, 2, …): unread counts are `last_seq − last_read_seq`.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: conversationKind('kind').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    ownerId: uuid('owner_id').references(() => users.id),
    boatId: uuid('boat_id').references(() => boats.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** a group's chat: `client_id` is the creator, the members are its participants */
    groupId: uuid('group_id').references(() => groups.id),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_booking_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'booking'`),
    uniqueIndex('conversations_boat_client_key')
      .on(t.boatId, t.clientId)
      .where(sql`${t.kind} = 'boat'`),
    uniqueIndex('conversations_support_key')
      .on(t.clientId)
      .where(sql`${t.kind} = 'support'`),
    // the admins' support queue, newest activity first
    index('conversations_support_activity_idx')
      .on(t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.kind} = 'support'`),
    // one chat per group (only group conversations have a group_id: conversations_kind_refs)
    uniqueIndex('conversations_group_key')
      .on(t.groupId)
      .where(sql`${t.groupId} is not null`),
    // `::text`: a new enum value cannot be used in the transaction that adds it (migration 0013)
    check(
      'conversations_kind_refs',
      sql`case ${t.kind}::text
        when 'booking' then ${t.bookingId} is not null and ${t.boatId} is not null and ${t.ownerId} is not null and ${t.groupId} is null
        when 'boat' then ${t.bookingId} is null and ${t.boatId} is not null and ${t.ownerId} is not null and ${t.groupId} is null
        when 'group' then ${t.groupId} is not null and ${t.bookingId} is null and ${t.boatId} is null and ${t.ownerId} is null
        else ${t.bookingId} is null and ${t.boatId} is null and ${t.ownerId} is null and ${t.groupId} is null end`,
    ),
    check('conversations_last_seq', sql`${t.lastSeq} >= 0`),
  ],
);

/**
 * Who is in a conversation and how far they have read. `activity_at` copies the conversation's
 * last activity so the inbox (by user, newest first) is one index scan.
 *
 * Mail alerts (server/jobs/chat-alerts.ts, docs/decisions/0026-message-alerts-and-erasure.md):
 * `alerted_seq` is the `last_seq` the participant was last mailed about; while it is above
 * `last_read_seq` they are in a quiet period and get no other alert. `alert_checked_at` is the
 * `activity_at` the job last looked at (null: never): a participant with newer activity (every
 * message touches every participant's `activity_at`) is in the small partial index the job scans.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: participantRole('role').notNull(),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    alertedSeq: integer('alerted_seq').notNull().default(0),
    alertCheckedAt: timestamp('alert_checked_at', { withTimezone: true }),
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_inbox_idx').on(
      t.userId,
      t.activityAt.desc(),
      t.conversationId.desc(),
    ),
    // the alert job's work: participants with activity it has not looked at (admins answering
    // support are not mailed per message)
    index('conversation_participants_alert_idx')
      .on(t.activityAt)
      .where(sql`${t.activityAt} is distinct from ${t.alertCheckedAt} and ${t.role} <> 'support'`),
    check('conversation_participants_read', sql`${t.lastReadSeq} >= 0`),
    check('conversation_participants_alerted', sql`${t.alertedSeq} >= 0`),
  ],
);

/**
 * A message, stored before it is acknowledged. `client_message_id` is generated by the sender's
 * client: a retry with the same one answers the stored message instead of adding another.
 * `erased_at` is set when the sender cancelled their account: the row keeps its place (`seq`) in
 * the other party's thread, its text is emptied.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** null for a notice of the platform (a group's boat rejected, a new request sent) */
    senderId: uuid('sender_id').references(() => users.id),
    /** a notice's i18n key (`group.notice.*`) and its values, rendered in the reader's language */
    notice: text('notice'),
    noticeParams: jsonb('notice_params').$type<Record<string, string>>(),
    clientMessageId: text('client_message_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // the thread, paged newest first by seq
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    // NULLs are distinct: messages without a client id never collide
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientMessageId),
    check(
      'messages_body_length',
      sql`case when ${t.erasedAt} is null then char_length(${t.body}) between 1 and 2000 else ${t.body} = '' end`,
    ),
    check('messages_seq_positive', sql`${t.seq} > 0`),
    check('messages_notice', sql`(${t.senderId} is null) = (${t.notice} is not null)`),
  ],
);
