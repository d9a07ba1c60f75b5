import { sql } from 'drizzle-orm';
import { boatKind } from './enums';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { boats } from './boats';
import { boatTypes, plans } from './catalog';
import { harbours, provinces, regions } from './places';
import { users } from './users';

export const groupStatus = pgEnum('group_status', [
  'open',
  'complete',
  'requested',
  'confirmed',
  'sailed',
  'canceled',
]);
export const groupCancelReason = pgEnum('group_cancel_reason', [
  'deadline',
  'creator',
  'owner',
  'admin',
]);

/**
 * A boat-sharing group (PRODUCT.md §4, docs/decisions/0028-groups.md). `seats_taken` never passes
 * `number_of_people` (CHECK): the database refuses an oversold group. `booking_id` is the current
 * reservation request to the owner (the `bookings` row carries `group_id` back). The price per
 * person is frozen in cents; the filters the creator gave (type, kind, price range) are kept for
 * the similar-boats proposal.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id),
    bookingId: uuid('booking_id'),
    status: groupStatus('status').notNull().default('open'),
    sailDate: date('sail_date').notNull(),
    country: text('country').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    provinceId: integer('province_id').references(() => provinces.id),
    harbourId: integer('harbour_id')
      .notNull()
      .references(() => harbours.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    boatTypeId: integer('boat_type_id').references(() => boatTypes.id),
    boatKind: boatKind('boat_kind'),
    numberOfPeople: integer('number_of_people').notNull(),
    minPriceCents: integer('min_price_cents'),
    maxPriceCents: integer('max_price_cents'),
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    firstPaymentPercent: integer('first_payment_percent').notNull(),
    name: text('name').notNull(),
    note: text('note').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    canceledReason: groupCancelReason('canceled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_list_idx').on(t.status, t.sailDate),
    index('groups_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} in ('open', 'complete', 'requested')`),
    index('groups_creator_idx').on(t.creatorId),
    check('groups_seats', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.numberOfPeople}`),
    check('groups_people', sql`${t.numberOfPeople} between 2 and 50`),
    check('groups_price', sql`${t.pricePerPersonCents} > 0`),
    check(
      'groups_price_range',
      sql`coalesce(${t.minPriceCents}, 0) >= 0 and coalesce(${t.maxPriceCents}, ${t.minPriceCents}, 0) >= coalesce(${t.minPriceCents}, 0)`,
    ),
    check('groups_first_payment', sql`${t.firstPaymentPercent} between 0 and 100`),
    // a complete group has every seat taken; an open one has a place left
    check(
      'groups_complete_seats',
      sql`${t.status} not in ('complete', 'requested', 'confirmed', 'sailed') or ${t.seatsTaken} = ${t.numberOfPeople}`,
    ),
    check(
      'groups_canceled',
      sql`(${t.status} = 'canceled') = (${t.canceledAt} is not null and ${t.canceledReason} is not null)`,
    ),
  ],
);

/**
 * A user's membership: how many seats they took (their passengers), with the charges of them.
 * Leaving sets `left_at` (the row keeps the ledger's story); one active membership per user.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    seats: integer('seats').notNull(),
    cardId: uuid('card_id'),
    firstChargeEntryId: uuid('first_charge_entry_id'),
    balanceChargeEntryId: uuid('balance_charge_entry_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_members_active_key')
      .on(t.groupId, t.userId)
      .where(sql`${t.leftAt} is null`),
    index('group_members_user_idx').on(t.userId),
    check('group_members_seats', sql`${t.seats} between 1 and 50`),
  ],
);

/** The people of a membership's seats (name and email, as the spec's passengers). */
export const groupPassengers = pgTable(
  'group_passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => groupMembers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('group_passengers_member_position_key').on(t.memberId, t.position)],
);
