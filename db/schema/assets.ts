import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assetKind, assetStatus } from './enums';
import { users } from './users';

/**
 * A stored file (the original). Resized variants are derived from it on demand and cached,
 * so an asset id names immutable content.
 */
export const assets = pgTable('assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  kind: assetKind('kind').notNull(),
  status: assetStatus('status').notNull().default('pending'),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull().default(0),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
