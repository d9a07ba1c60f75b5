import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { boats } from './boats';
import { users } from './users';

/** A user's favourite boats ('my boats'). */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boatId] }), index('favourites_boat_idx').on(t.boatId)],
);
