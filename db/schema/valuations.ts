import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { boats } from './boats';
import { bookings } from './bookings';
import { lang } from './enums';
import { users } from './users';

/** Who wrote a valuation: a client (or group member) about the boat and its owner, or the owner. */
export const valuationAuthor = pgEnum('valuation_author', ['client', 'owner']);

/**
 * The reviews after a trip (issue 9, docs/decisions/0035-valuations.md). One booking has, for each
 * of its clients (the client of a private rental, every member of a group), at most one valuation
 * from that client about the boat and its owner and one from the owner about that client: the
 * pair `(booking_id, client_id)`, unique per `author`. Both of a pair are published together
 * (`revealed_at`) when the second arrives, or when the window closes (`closes_at`, 14 days after
 * the trip). A database trigger (migration 0015) keeps the boat's and both users' rating figures
 * from the published, not hidden, rows in the same transaction as any change here.
 */
export const valuations = pgTable(
  'valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id),
    /** the client side of the pair: the booking's client, or one member of the group */
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    author: valuationAuthor('author').notNull(),
    /** overall stars, 1–5 */
    rating: smallint('rating').notNull(),
    /** the client's categories, 1–5 each (null on the owner's valuation of a client) */
    boatCondition: smallint('boat_condition'),
    cleanliness: smallint('cleanliness'),
    communication: smallint('communication'),
    value: smallint('value'),
    comment: text('comment').notNull(),
    /** the language the comment was written in (the author's language when they wrote it) */
    lang: lang('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the end of the window to rate this trip: 14 days after its last day, Madrid time */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** when both sides can read it (and it counts in the ratings) */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** the owner's one public answer to a client's valuation */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** an admin hid it for breaking the rules (the reason is also in the audit log) */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('valuations_once_key').on(t.bookingId, t.clientId, t.author),
    index('valuations_boat_published_idx')
      .on(t.boatId, t.revealedAt.desc(), t.id)
      .where(sql`${t.author} = 'client' and ${t.revealedAt} is not null and ${t.hiddenAt} is null`),
    index('valuations_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('valuations_client_idx').on(t.clientId, t.createdAt.desc()),
    index('valuations_unrevealed_idx')
      .on(t.closesAt)
      .where(sql`${t.revealedAt} is null`),
    check('valuations_rating', sql`${t.rating} between 1 and 5`),
    check(
      'valuations_categories',
      sql`case when ${t.author} = 'client'
        then coalesce(${t.boatCondition} between 1 and 5 and ${t.cleanliness} between 1 and 5
          and ${t.communication} between 1 and 5 and ${t.value} between 1 and 5, false)
        else num_nonnulls(${t.boatCondition}, ${t.cleanliness}, ${t.communication}, ${t.value}) = 0 end`,
    ),
    check('valuations_comment', sql`char_length(${t.comment}) between 1 and 2000`),
    check(
      'valuations_reply',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and (${t.reply} is null or ${t.author} = 'client')`,
    ),
    check('valuations_hidden', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/** Reminder kinds: once after the trip, and a last one before the window closes. */
export const valuationReminderKind = pgEnum('valuation_reminder_kind', ['first', 'last']);

/**
 * The reminders to rate a trip that were sent: the primary key makes each one go out once, even
 * with several nodes running the job (the insert that wins sends the mail).
 */
export const valuationReminders = pgTable(
  'valuation_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: valuationReminderKind('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId, t.kind] })],
);
