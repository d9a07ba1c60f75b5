import type { TDbOrTx } from '../../../db/client';
import { auditLog } from '../../../db/schema';

export type TAuditEntry = {
  actorId: string;
  /** dotted verb: `boat.approve`, `user.role`, `user.disable`, `booking.cancel`, `catalog.update`… */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

/**
 * Writes what an admin did to the audit log (issue 8). Call it inside the transaction of the
 * change itself, so that a change is never without its entry nor an entry without its change.
 */
export async function recordAudit(tx: TDbOrTx, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
