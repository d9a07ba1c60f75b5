import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { boats } from './boats';
import { users } from './users';

/** `tsrange` in local (Europe/Madrid) business time, as text `[2026-07-01 00:00:00,2026-07-02 00:00:00)`. */
const tsrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tsrange' });

export const occupancyKind = pgEnum('occupancy_kind', ['blocked', 'booking', 'group']);

/**
 * Every stretch of time a boat is not free: owner blocks, bookings and group days. An exclusion
 * constraint (migration 0004) forbids two rows of one boat from overlapping: the database itself
 * refuses a double booking. Half days are `[d 00:00, d 14:00)` and `[d 14:00, d+1 00:00)`, a full
 * day `[d, d+1)` (shared/occupancy.ts).
 */
export const boatOccupancy = pgTable(
  'boat_occupancy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    kind: occupancyKind('kind').notNull(),
    during: tsrange('during').notNull(),
    /** the booking or group holding it (their tables come with those features) */
    referenceId: uuid('reference_id'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    /** an event of an imported external calendar (iCal), kept as a blocked period */
    importId: uuid('import_id').references((): AnyPgColumn => boatCalendarImports.id, {
      onDelete: 'cascade',
    }),
    /** the event's UID in that calendar: a new fetch replaces the events it still lists */
    externalUid: text('external_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('boat_occupancy_reference_idx').on(t.referenceId),
    index('boat_occupancy_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    // migration 0014 adds by hand a check that imported rows are `blocked`
    // migration 0004 adds by hand: a check that ranges are bounded and non-empty, and
    // `EXCLUDE USING gist (boat_id WITH =, during WITH &&)` (also the index for availability)
    index('boat_occupancy_upper_idx').on(sql`upper(${t.during})`),
    // Migration 0017 adds by hand statement triggers that keep each boat's `busy` multirange
    // (db/schema/boats.ts) from these rows: the search checks dates there.
  ],
);

/**
 * An external calendar (an iCal URL: another marketplace, the owner's own calendar) whose events
 * block the boat. The server fetches it on demand and on a schedule; each event is a `blocked`
 * row of `boat_occupancy` carrying `import_id` and its UID.
 */
export const boatCalendarImports = pgTable(
  'boat_calendar_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** why the last fetch failed (null when it worked) */
    lastError: text('last_error'),
    eventCount: integer('event_count').notNull().default(0),
  },
  (t) => [uniqueIndex('boat_calendar_imports_boat_url_key').on(t.boatId, t.url)],
);
