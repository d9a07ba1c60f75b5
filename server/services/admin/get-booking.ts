import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { bookings } from '../../../db/schema';
import type { TAdminBookingDetail } from '../../../shared/schemas/admin';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { adminActor } from './admin-actor';
import { ledgerLines, summarizeLedger } from './ledger-lines';
import { presentAdminBooking, selectAdminBookings } from './list-bookings';

/**
 * `GET /backoffice/admin/booking/{id}` (admin): one booking with every ledger row of it (for a
 * group's booking, the members' charges and refunds too) and their sums. 404 AA00050.
 */
export async function getAdminBooking(
  db: TDbOrTx,
  admin: TActor,
  id: string,
): Promise<TAdminBookingDetail> {
  adminActor(admin);
  const [found] = await selectAdminBookings(db).where(eq(bookings.id, id));
  if (!found) throw appError('AA00050');
  const ledger = await ledgerLines(db, { bookingIds: [id], groupId: found.row.groupId });
  return {
    ...presentAdminBooking(found),
    ledger,
    totals: summarizeLedger(ledger),
    cancelable: found.row.status === 'accepted' && found.row.checkedInAt === null,
  };
}
