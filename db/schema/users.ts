import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { degrees, professions } from './catalog';
import { lang, userRole } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** stored lower-cased; unique whatever the case */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('client'),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    phone: text('phone'),
    locale: lang('locale').notNull().default('es'),
    description: text('description'),
    countryCode: text('country_code'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    birthdate: date('birthdate'),
    companyName: text('company_name'),
    companyCif: text('company_cif'),
    companyAddress: text('company_address'),
    iban: text('iban'),
    avatarAssetId: uuid('avatar_asset_id'),
    mailAlerts: boolean('mail_alerts').notNull().default(true),
    acceptsUpdates: boolean('accepts_updates').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when the account was cancelled: the row stays only as an anonymous reference */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** set by an admin: the user cannot log in and every session of theirs is refused at once */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Kept by the database (trigger of migration 0015): the stars clients gave this user as an
     * owner, and the stars owners gave them as a client (published valuations only).
     */
    ownerRatingAverage: doublePrecision('owner_rating_average'),
    ownerRatingCount: integer('owner_rating_count').notNull().default(0),
    clientRatingAverage: doublePrecision('client_rating_average'),
    clientRatingCount: integer('client_rating_count').notNull().default(0),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const userDegrees = pgTable(
  'user_degrees',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.degreeId] })],
);

export const userProfessions = pgTable(
  'user_professions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.professionId] })],
);
