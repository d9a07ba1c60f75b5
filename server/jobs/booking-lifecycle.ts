import { sql } from 'drizzle-orm';
import { queryRows, type TTransaction } from '../../db/client';
import { bookings } from '../../db/schema';
import type { TBookingMailDeps } from '../services/booking/booking-mails';
import type { TChatBus } from '../services/chat/bus';
import { AfterCommit } from '../services/group/after-commit';
import { groupBookingsDeclined, groupBookingsEnjoyed } from '../services/group/group-booking';
import type { TJob } from './scheduler';

/** How many bookings one round moves at most; the next round (a minute later) takes the rest. */
const batch = 500;

/**
 * The time-driven transitions of PRODUCT.md §3: a pending request whose response window has
 * closed becomes `expired` (shown as "unanswered"; nothing was charged), and an accepted booking
 * whose last day has ended becomes `enjoyed` (then both sides may leave a valuation).
 *
 * The rows are claimed with `FOR UPDATE SKIP LOCKED`: a request an owner is accepting at this very
 * moment (the accept holds its row) is left for the next round instead of being waited for or
 * overwritten, and the accept itself refuses a request past its window. With several app nodes,
 * the scheduler's advisory lock runs one round at a time; the claim keeps it right even without.
 * `now` comes from the scheduler, so tests drive the clock. Bookings' `during` is in Madrid time.
 * With `mail`, the clients of expired requests are mailed: the mails are stored in the round's
 * transaction and delivered once it committed.
 */
export function createBookingLifecycleJob(
  mail?: TBookingMailDeps,
  bus?: TChatBus,
  /** only this booking (the dev route: a test moves its own booking, not everyone's) */
  onlyBookingId?: string,
): TJob {
  return {
    ...bookingLifecycleJob,
    async run(tx, now) {
      const later = new AfterCommit();
      const { expired, count } = await moveBookings(tx, now, { mail, bus, later }, onlyBookingId);
      // the mails (the clients', the groups') are stored in the round's transaction: no crash can
      // expire a request without its mail, or mail it twice; they are delivered once it committed
      later.bookingMail(mail, 'expired', expired);
      await later.storeMails(tx);
      return { count, afterCommit: () => later.run() };
    },
  };
}

/** The job without mails (the demo seed, tests of the transitions alone). */
export const bookingLifecycleJob: TJob = {
  name: 'booking-lifecycle',
  lockKey: 7_415_103,
  everyMs: 60_000,
  async run(tx, now) {
    return (await moveBookings(tx, now)).count;
  },
};

/** One round of both transitions; answers the expired requests' ids and how many rows moved. */
async function moveBookings(
  tx: TTransaction,
  now: Date,
  events?: { mail?: TBookingMailDeps; bus?: TChatBus; later: AfterCommit },
  onlyBookingId?: string,
): Promise<{ expired: string[]; count: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const only = sql`(${onlyBookingId ?? null}::uuid is null or ${bookings.id} = ${onlyBookingId ?? null}::uuid)`;
  const expired = await queryRows<{ id: string }>(
    tx,
    sql`update ${bookings} set status = 'expired', updated_at = ${at}
        where ${bookings.id} in (
          select ${bookings.id} from ${bookings}
          where ${bookings.status} = 'pending' and ${bookings.respondBy} <= ${at} and ${only}
          order by ${bookings.respondBy} limit ${batch}
          for update skip locked
        )
        returning ${bookings.id}`,
  );
  const enjoyed = await queryRows<{ id: string }>(
    tx,
    sql`update ${bookings} set status = 'enjoyed', updated_at = ${at}
        where ${bookings.id} in (
          select ${bookings.id} from ${bookings}
          where ${bookings.status} = 'accepted' and ${only}
            and upper(${bookings.during}) <= (${at} at time zone 'Europe/Madrid')
          order by upper(${bookings.during}) limit ${batch}
          for update skip locked
        )
        returning ${bookings.id}`,
  );
  // the groups of those bookings follow (docs/decisions/0028-groups.md)
  const later = events?.later ?? new AfterCommit();
  const groupDeps = { mail: events?.mail, bus: events?.bus, now: () => now };
  await groupBookingsDeclined(
    groupDeps,
    tx,
    later,
    expired.map((r) => r.id),
    'expired',
  );
  await groupBookingsEnjoyed(
    tx,
    enjoyed.map((r) => r.id),
    now,
  );
  return { expired: expired.map((r) => r.id), count: expired.length + enjoyed.length };
}
