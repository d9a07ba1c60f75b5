import type { TTransaction } from '../../../db/client';
import type { TAdminGroupDetail } from '../../../shared/schemas/admin';
import { appError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { cancelBooking } from '../booking/cancel-booking';
import type { TActor, TBookingDeps } from '../booking/deps';
import { AfterCommit } from '../group/after-commit';
import { noticeGroup } from '../group/group-notices';
import { cancelGroup } from '../group/refund-group';
import { lockGroup } from '../group/take-seats';
import { adminActor } from './admin-actor';
import { auditCancel } from './cancel-booking';
import { getAdminGroup } from './get-group';
import { ledgerLines, summarizeLedger } from './ledger-lines';

/**
 * `POST /backoffice/admin/group/{id}/cancel` (admin): cancels a group and refunds every member in
 * full. A confirmed group goes through its accepted booking's cancellation (the owner-cancel path:
 * the day is freed too); a group still gathering or waiting for the owner is canceled as at its
 * deadline. The group's cancel reason is `admin`; the audit log says which admin and why. Sailed or canceled: 409 AA00144.
 */
export async function adminCancelGroup(
  deps: TBookingDeps,
  admin: TActor,
  id: string,
  reason: string,
): Promise<TAdminGroupDetail> {
  const actor = adminActor(admin);
  const later = new AfterCommit();
  const viaBooking = await later.transaction(deps.db, async (tx) => {
    const group = await lockGroup(tx, id);
    if (group.status === 'confirmed' && group.bookingId) return group.bookingId;
    if (!['open', 'complete', 'requested'].includes(group.status)) throw appError('AA00144');
    await cancelGroup(deps, tx, group, 'admin');
    await noticeGroup(deps, tx, later, group.id, 'groupCanceled', {});
    later.mail(deps, 'canceled', group.id);
    await auditGroup(tx, actor.id, id, group.status, reason);
    return null;
  });
  if (viaBooking) {
    await cancelBooking(deps, actor, viaBooking, {
      onCanceled: (tx, before, after) =>
        auditCancel(tx, actor.id, 'group', id, before, after, reason),
    });
  } else await later.run();
  return getAdminGroup(deps.db, admin, id);
}

async function auditGroup(
  tx: TTransaction,
  actorId: string,
  groupId: string,
  status: string,
  reason: string,
): Promise<void> {
  const totals = summarizeLedger(await ledgerLines(tx, { bookingIds: [], groupId }));
  await recordAudit(tx, {
    actorId,
    action: 'group.cancel',
    targetType: 'group',
    targetId: groupId,
    before: { status },
    after: { status: 'canceled', refundedCents: totals.refundedCents },
    reason,
  });
}
