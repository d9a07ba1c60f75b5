import { and, count, desc, eq, like } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import {
  adminPageSize,
  type TAuditEntry,
  type TAuditQuery,
  type TPage,
} from '../../../shared/schemas/admin';
import type { TActor } from '../booking/deps';
import { adminActor } from './admin-actor';

/**
 * `GET /backoffice/admin/audit` (superAdmin only, 403 for admins): what admins did, newest
 * first, with the actor's name. `action` matches a prefix (`user` finds `user.role` and
 * `user.disable`).
 */
export async function listAudit(
  db: TDbOrTx,
  admin: TActor,
  query: TAuditQuery,
): Promise<TPage<TAuditEntry>> {
  adminActor(admin, ['superAdmin']);
  const where = and(
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.action ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
  );
  const rows = await db
    .select({
      entry: auditLog,
      actorName: users.name,
      actorSurname: users.surname,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    items: rows.map(({ entry, actorName, actorSurname, actorEmail }) => ({
      id: entry.id,
      actor:
        entry.actorId && actorName !== null
          ? {
              id: entry.actorId,
              name: `${actorName} ${actorSurname ?? ''}`.trim(),
              email: actorEmail ?? '',
            }
          : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  };
}
