import { sql } from 'drizzle-orm';
import { customType, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('boat_occupancy_reference_idx').on(t.referenceId),
    // migration 0004 adds by hand: a check that ranges are bounded and non-empty, and
    // `EXCLUDE USING gist (boat_id WITH =, during WITH &&)` (also the index for availability)
    index('boat_occupancy_upper_idx').on(sql`upper(${t.during})`),
    // The search finds the boats taken over some dates across all boats at once; the exclusion
    // constraint's index leads with boat_id and serves that poorly (bench/search). Migration 0006
    // adds by hand `boat_occupancy_search_idx`, GiST on `during` including boat_id and kind.
  ],
);
