import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentCards } from './billing';
import { boats } from './boats';
import { groups } from './groups';
import { users } from './users';

/** `tsrange` in local (Europe/Madrid) business time, the same stretch as its occupancy row. */
const tsrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tsrange' });

export const bookingStatus = pgEnum('booking_status', [
  'pending',
  'accepted',
  'rejected',
  'expired',
  'canceled',
  'enjoyed',
]);
export const bookingDuration = pgEnum('booking_duration', ['day', 'half_day', 'days']);
export const halfDaySlot = pgEnum('half_day_slot', ['morning', 'afternoon']);
export const bookingRejectReason = pgEnum('booking_reject_reason', ['owner', 'unavailable']);
export const bookingParty = pgEnum('booking_party', ['client', 'owner']);

/**
 * A private rental request and its life (PRODUCT.md §3, docs/decisions/0020-booking-flow.md).
 * The price is frozen in cents when the client asks; the card fee percent is only a preview (the
 * fee of each charge is recomputed from the card actually charged). An accepted booking holds a
 * `boat_occupancy` row (kind 'booking', reference_id = id): that table's exclusion constraint is
 * what forbids a double booking.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /** a group's reservation request (docs/decisions/0028-groups.md): `client_id` is its creator */
    groupId: uuid('group_id').references(() => groups.id),
    status: bookingStatus('status').notNull().default('pending'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    duration: bookingDuration('duration').notNull(),
    slot: halfDaySlot('slot'),
    during: tsrange('during').notNull(),
    people: integer('people').notNull(),
    skipper: boolean('skipper').notNull(),
    message: text('message'),
    /** the day lines of the quote, frozen: `[{date, priceCents}]` */
    priceDays: jsonb('price_days').$type<{ date: string; priceCents: number }[]>().notNull(),
    boatCents: integer('boat_cents').notNull(),
    skipperCents: integer('skipper_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    firstPaymentPercent: integer('first_payment_percent').notNull(),
    /** a preview from the card on file when asked; each charge computes its own fee */
    cardFeePercent: numeric('card_fee_percent', { precision: 4, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    offerTotalCents: integer('offer_total_cents'),
    offerDiscountPercent: integer('offer_discount_percent'),
    offerNote: text('offer_note'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    cardId: uuid('card_id').references(() => paymentCards.id),
    /** the first payment's ledger row, once charged */
    firstChargeEntryId: uuid('first_charge_entry_id'),
    /** why the last accept could not charge the card (the owner sees it) */
    lastChargeFailure: text('last_charge_failure'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: bookingRejectReason('reject_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    canceledBy: bookingParty('canceled_by'),
    /** the owner marked the check-in: the balance was charged (ledger `booking:<id>:balance`) */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** the ledger entry of the balance charge */
    balanceChargeEntryId: uuid('balance_charge_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_client_idx').on(t.clientId, t.createdAt.desc()),
    index('bookings_boat_idx').on(t.boatId, t.status, t.startDate),
    // migration 0023 adds by hand (Drizzle does not express INCLUDE) `bookings_boat_created_idx`: a
    // boat's bookings by date of request, covering what the boat page's owner figures count
    // (server/services/boat-details/owner-response.ts, decision 0064)
    index('bookings_group_idx')
      .on(t.groupId)
      .where(sql`${t.groupId} is not null`),
    index('bookings_expiry_idx')
      .on(t.status, t.respondBy)
      .where(sql`${t.status} = 'pending'`),
    // the trips whose valuation window is open (the valuations job, decision 0035)
    index('bookings_enjoyed_end_idx')
      .on(t.endDate)
      .where(sql`${t.status} = 'enjoyed'`),
    check('bookings_people_positive', sql`${t.people} > 0`),
    check(
      'bookings_money',
      sql`${t.boatCents} >= 0 and ${t.skipperCents} >= 0 and ${t.totalCents} >= 0 and coalesce(${t.offerTotalCents}, 0) >= 0`,
    ),
    check(
      'bookings_percents',
      sql`${t.firstPaymentPercent} between 0 and 100 and ${t.cardFeePercent} >= 0 and coalesce(${t.offerDiscountPercent}, 0) between 0 and 100`,
    ),
    check('bookings_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_slot', sql`(${t.duration} = 'half_day') = (${t.slot} is not null)`),
    check(
      'bookings_rejected_reason',
      sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
    check(
      'bookings_canceled',
      sql`(${t.status} = 'canceled') = (${t.canceledBy} is not null and ${t.canceledAt} is not null)`,
    ),
    // only an accepted booking is checked in (it may then be enjoyed or canceled by the owner);
    // with a first payment of 100 % there is no balance to charge
    check(
      'bookings_checked_in',
      sql`${t.checkedInAt} is null or ${t.status} in ('accepted', 'enjoyed', 'canceled')`,
    ),
  ],
);
