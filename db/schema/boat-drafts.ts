import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The add-boat wizard's saved progress: one draft of a new boat per user, the steps' values as
 * JSON (validated step by step with shared/schemas/boat-form.ts), until it is submitted.
 */
export const boatDrafts = pgTable('boat_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** the furthest step reached, 0–7 */
  step: integer('step').notNull().default(0),
  data: jsonb('data').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
