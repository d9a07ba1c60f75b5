import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client';
import { stableUuid } from '../../db/ids';
import { boats } from '../../db/schema';
import { addDays, todayInMadrid } from '../../shared/dates';
import type { TPaymentProvider } from '../adapters/payments/types';
import { bookingLifecycleJob } from '../jobs/booking-lifecycle';
import { runJobOnce } from '../jobs/scheduler';
import { valuationsJob } from '../jobs/valuations';
import { acceptBooking } from '../services/booking/accept-booking';
import { checkInBooking } from '../services/booking/check-in-booking';
import { createBooking } from '../services/booking/create-booking';
import type { TActor, TBookingDeps } from '../services/booking/deps';
import { replyToValuation } from '../services/valuation/reply-valuation';
import { submitValuation } from '../services/valuation/submit-valuation';
import { requestFor } from './demo-bookings';
import { demoTrips, type TDemoSailor, type TDemoTrip } from './demo-valuations-trips';

const day = 86_400_000;

/** The demo users behind each sailor of the trips (created by demo-groups.ts and the seed). */
const sailorIds: Record<TDemoSailor, string> = {
  carmen: 'sailor-1',
  tom: 'sailor-2',
  pablo: 'sailor-3',
  emma: 'sailor-4',
  irene: 'sailor-5',
  luca: 'sailor-6',
  client: 'client',
};

/** The demo client's last trip: three days ago, on a demo owner's boat, still to be rated. */
const toRate = { boat: 'Es Vedrà', daysAgo: 3 };

type TDemoBoat = typeof boats.$inferSelect;

/**
 * PRODUCT.md §9 "valuations": past trips of the demo sailors (and the demo client) on boats of
 * several owners, the demo owner's among them, and what both sides wrote, made through the real
 * use cases on a driven clock: requested and accepted five weeks before the trip (on the demo
 * owner's boats also checked in on its first day), enjoyed after it (the lifecycle job), then
 * rated a few days later, so a pair is published as its second side writes; a valuation written
 * alone is published by the valuations job when its window closes, and the owners answer some.
 * The demo client also gets a trip three days ago that nobody has rated yet. Runs once, after the
 * demo groups (whose sailors it uses), and only with the sandbox provider. A trip that cannot be
 * made is logged and skipped.
 */
export async function seedDemoValuations(
  deps: Omit<TBookingDeps, 'payments'> & { db: TDatabase; payments: TPaymentProvider },
  log: FastifyBaseLogger,
): Promise<number> {
  const { db, payments } = deps;
  if (payments.name !== 'sandbox') return 0;
  const names = [...new Set([...demoTrips.map((t) => t.boat), toRate.boat])];
  const fleet = await db
    .select()
    .from(boats)
    .where(
      inArray(
        boats.id,
        names.map((name) => stableUuid(`boat:${name}`)),
      ),
    );
  const byName = new Map(fleet.map((boat) => [boat.name, boat]));
  const today = todayInMadrid();
  // the seed day at 10:00 UTC: the clocks below fall in the daytime, whenever the seed runs
  const anchor = Date.parse(`${today}T10:00:00Z`);
  const at = (ms: number) => ({ ...deps, now: () => new Date(ms) });

  const demoOwner = stableUuid('user:owner');
  /** A trip `daysAgo` days ago, accepted (and checked in on the demo owner's boats). */
  async function book(boat: TDemoBoat, by: TActor, daysAgo: number) {
    const start = anchor - daysAgo * day;
    const before = at(start - 35 * day);
    const booking = await createBooking(before, by, requestFor(boat, addDays(today, -daysAgo)));
    const owner: TActor = { id: boat.ownerId, role: 'shipowner' };
    await acceptBooking(before, owner, booking.id);
    // the demo owner's trips are settled (their earnings page); the others' charges stop at the
    // first payment, which keeps the seed quick
    if (boat.ownerId === demoOwner) await checkInBooking(at(start), owner, booking.id);
    return { id: booking.id, owner, end: start + (Math.max(boat.minDays, 1) - 1) * day };
  }

  const made: { trip: TDemoTrip; booking: Awaited<ReturnType<typeof book>> }[] = [];
  for (const trip of demoTrips) {
    const boat = byName.get(trip.boat);
    if (!boat) continue;
    try {
      const by = { id: stableUuid(`user:${sailorIds[trip.by]}`), role: 'client' };
      made.push({ trip, booking: await book(boat, by, trip.daysAgo) });
    } catch (error) {
      log.warn({ err: error, trip: trip.boat, by: trip.by }, 'a demo trip could not be made');
    }
  }
  const lastTrip = byName.get(toRate.boat);
  if (lastTrip)
    await book(lastTrip, { id: stableUuid('user:client'), role: 'client' }, toRate.daysAgo).catch(
      (error: unknown) => log.warn({ err: error }, 'the demo trip to rate could not be made'),
    );
  // every trip above has ended: enjoyed, as the scheduler would have made them
  await runJobOnce(db, bookingLifecycleJob);

  let written = 0;
  const hour = 3_600_000;
  for (const [index, { trip, booking }] of made.entries()) {
    try {
      const sailor: TActor = { id: stableUuid(`user:${sailorIds[trip.by]}`), role: 'client' };
      // a day or two after the trip, and the other side some hours or days later
      const first = booking.end + (1 + (index % 2)) * day + ((index * 5) % 8) * hour;
      const second = first + (index % 3) * day + (1 + (index % 5)) * hour;
      // some owners write first, some clients
      const [clientAt, ownerAt] = index % 2 === 0 ? [first, second] : [second, first];
      const writeClient = async () => {
        if (!trip.client) return undefined;
        const [rating, boatCondition, cleanliness, communication, value] = trip.client.stars;
        const mine = await submitValuation(at(clientAt), sailor, booking.id, {
          rating,
          categories: { boatCondition, cleanliness, communication, value },
          comment: trip.client.comment,
        });
        written++;
        return mine;
      };
      const writeOwner = async () => {
        if (!trip.owner) return;
        const { stars: rating, comment } = trip.owner;
        await submitValuation(at(ownerAt), booking.owner, booking.id, { rating, comment });
        written++;
      };
      const mine = index % 2 === 0 ? await writeClient() : undefined;
      await writeOwner();
      const theirs = mine ?? (await writeClient());
      if (theirs && trip.reply)
        await replyToValuation(at(second + day + 3 * hour), booking.owner, theirs.id, {
          reply: trip.reply,
        });
    } catch (error) {
      log.warn({ err: error, trip: trip.boat, by: trip.by }, 'a demo valuation could not be made');
    }
  }
  // the valuations written alone: published now, as their windows have closed
  await runJobOnce(db, valuationsJob);
  return written;
}
