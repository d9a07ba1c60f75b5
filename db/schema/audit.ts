import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What admins did in the back office (issue 8): who, what, on which object, when, and the object
 * before and after. Append-only (a trigger of migration 0014 refuses UPDATE and DELETE); read by
 * superAdmins.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id),
    /** dotted verb, e.g. `boat.approve`, `user.role`, `user.disable`, `booking.cancel` */
    action: text('action').notNull(),
    /** `boat`, `user`, `booking`, `group`, `boat_type`, `plan`, `harbour`… */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);
