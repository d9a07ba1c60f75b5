import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Payments (PRODUCT.md §1–2, docs/decisions/0018-payments.md). Card numbers never reach these
 * tables: only the provider's reference, brand, issuing country, expiry and last four digits.
 */
export const paymentProvider = pgEnum('payment_provider', ['sandbox', 'stripe']);
export const cardBrand = pgEnum('card_brand', ['visa', 'mastercard', 'amex', 'other']);
export const ledgerKind = pgEnum('ledger_kind', ['charge', 'refund', 'commission', 'payout']);
export const ledgerStatus = pgEnum('ledger_status', ['succeeded', 'failed']);
export const sandboxChargeStatus = pgEnum('sandbox_charge_status', ['succeeded', 'declined']);

/** The user's customer at a payment provider: one per user and provider. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProvider('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('billing_customers_provider_id_key').on(t.provider, t.providerCustomerId),
  ],
);

/** Saved cards. Removing one sets `removed_at`: ledger rows keep pointing at it. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProvider('provider').notNull(),
    /** the sandbox token or Stripe's PaymentMethod id (`pm_…`) */
    providerCardId: text('provider_card_id').notNull(),
    brand: cardBrand('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** ISO 3166-1 alpha-2 of the issuing bank */
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_cards_provider_card_key').on(t.provider, t.providerCardId),
    // one default card per user and provider, among the cards not removed
    uniqueIndex('payment_cards_one_default_key')
      .on(t.userId, t.provider)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
    index('payment_cards_user_idx').on(t.userId, t.createdAt),
    check('payment_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_exp_month', sql`${t.expMonth} between 1 and 12`),
    check('payment_cards_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check(
      'payment_cards_removed_not_default',
      sql`not (${t.isDefault} and ${t.removedAt} is not null)`,
    ),
  ],
);

/**
 * Every money movement, append-only (a trigger of migration 0008 refuses UPDATE, DELETE and
 * TRUNCATE). Totals are sums over the succeeded rows. A charge's `amount_cents` includes its card
 * fee (`fee_cents`); a refund names the charge it returns money from.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerKind('kind').notNull(),
    status: ledgerStatus('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** the booking it belongs to (no foreign key until bookings exist) */
    bookingId: uuid('booking_id'),
    /** the group a member's charge or refund belongs to (docs/decisions/0028-groups.md) */
    groupId: uuid('group_id'),
    cardId: uuid('card_id').references(() => paymentCards.id),
    /** for a refund: the charge it returns money from */
    chargeEntryId: uuid('charge_entry_id').references((): AnyPgColumn => ledgerEntries.id),
    provider: paymentProvider('provider'),
    /** the provider's id of the movement (sandbox charge, Stripe PaymentIntent or Refund) */
    providerReference: text('provider_reference'),
    /** from the business event (`booking:<id>:first-payment`): a retry finds the first result */
    idempotencyKey: text('idempotency_key').notNull(),
    failureCode: text('failure_code'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
    index('ledger_entries_booking_idx').on(t.bookingId),
    index('ledger_entries_group_idx')
      .on(t.groupId)
      .where(sql`${t.groupId} is not null`),
    index('ledger_entries_user_idx').on(t.userId),
    index('ledger_entries_charge_idx').on(t.chargeEntryId),
    check('ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
    check('ledger_entries_fee', sql`${t.feeCents} >= 0 and ${t.feeCents} <= ${t.amountCents}`),
    check('ledger_entries_currency', sql`${t.currency} = 'EUR'`),
    check(
      'ledger_entries_refund_names_charge',
      sql`(${t.kind} = 'refund') = (${t.chargeEntryId} is not null)`,
    ),
    check(
      'ledger_entries_failure_code',
      sql`(${t.status} = 'failed') = (${t.failureCode} is not null)`,
    ),
  ],
);

/** Webhook events received, by the provider's event id: a redelivery is not processed twice. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The sandbox provider's own state, as a card processor in test mode would keep it: tokens made
 * from test card numbers, charges and refunds by idempotency key.
 */
export const sandboxTokens = pgTable(
  'sandbox_tokens',
  {
    token: text('token').primaryKey(),
    brand: cardBrand('brand').notNull(),
    last4: text('last4').notNull(),
    country: text('country').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** the card saves fine and every charge on it is declined with this code */
    declineCode: text('decline_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when a customer saved it: a token is used once */
    usedAt: timestamp('used_at', { withTimezone: true }),
    customerId: text('customer_id'),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_tokens_customer_idx').on(t.customerId)],
);

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    cardToken: text('card_token')
      .notNull()
      .references(() => sandboxTokens.token),
    amountCents: integer('amount_cents').notNull(),
    status: sandboxChargeStatus('status').notNull(),
    failureCode: text('failure_code'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey),
    check('sandbox_charges_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'sandbox_charges_refunded',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey),
    check('sandbox_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
