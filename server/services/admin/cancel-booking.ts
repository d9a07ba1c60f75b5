import type { TTransaction } from '../../../db/client';
import type { TAdminBookingDetail } from '../../../shared/schemas/admin';
import { recordAudit } from '../audit/record-audit';
import { cancelBooking } from '../booking/cancel-booking';
import type { TActor, TBookingDeps } from '../booking/deps';
import type { TBookingRow } from '../booking/present-booking';
import { adminActor } from './admin-actor';
import { getAdminBooking } from './get-booking';
import { ledgerLines, summarizeLedger } from './ledger-lines';

/**
 * `POST /backoffice/admin/booking/{id}/cancel` (admin): the booking use case with the admin as
 * actor, which refunds like an owner cancellation, everything (a group's booking cancels the
 * group and refunds every member). Only an accepted booking not yet checked in (409 AA00051).
 * The audit entry is written in the cancellation's transaction.
 */
export async function adminCancelBooking(
  deps: TBookingDeps,
  admin: TActor,
  id: string,
  reason: string,
): Promise<TAdminBookingDetail> {
  const actor = adminActor(admin);
  await cancelBooking(deps, actor, id, {
    onCanceled: (tx, before, after) =>
      auditCancel(tx, actor.id, 'booking', before.id, before, after, reason),
  });
  return getAdminBooking(deps.db, admin, id);
}

/** The audit entry of an admin's cancellation: statuses and what the ledger gave back. */
export async function auditCancel(
  tx: TTransaction,
  actorId: string,
  targetType: 'booking' | 'group',
  targetId: string,
  before: TBookingRow,
  after: TBookingRow,
  reason: string,
): Promise<void> {
  const totals = summarizeLedger(
    await ledgerLines(tx, { bookingIds: [before.id], groupId: before.groupId }),
  );
  await recordAudit(tx, {
    actorId,
    action: `${targetType}.cancel`,
    targetType,
    targetId,
    before: { status: before.status, bookingId: before.id },
    after: {
      status: after.status,
      bookingId: after.id,
      canceledBy: after.canceledBy,
      refundedCents: totals.refundedCents,
    },
    reason,
  });
}
