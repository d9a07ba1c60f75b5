import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client';
import { stableUuid } from '../../db/ids';
import { boats } from '../../db/schema';
import { addDays, todayInMadrid } from '../../shared/dates';
import type { TCreateBookingRequest } from '../../shared/schemas/booking';
import type { TPaymentProvider } from '../adapters/payments/types';
import { bookingLifecycleJob } from '../jobs/booking-lifecycle';
import { runJobOnce } from '../jobs/scheduler';
import { addCard } from '../services/billing/add-card';
import { acceptBooking } from '../services/booking/accept-booking';
import { cancelBooking } from '../services/booking/cancel-booking';
import { checkInBooking } from '../services/booking/check-in-booking';
import { createBooking } from '../services/booking/create-booking';
import type { TActor, TBookingDeps } from '../services/booking/deps';
import { makeOffer } from '../services/booking/make-offer';
import { rejectBooking } from '../services/booking/reject-booking';

type TDemoBoat = typeof boats.$inferSelect;
type TStep = 'pending' | 'offer' | 'accept' | 'reject' | 'cancel' | 'checkIn' | 'enjoy';

/** One demo booking: who asks, which of the owner's boats, how many days from today, what follows. */
type TDemoBooking = { by: 'client' | 'skipper'; boat: number; inDays: number; steps: TStep[] };

/**
 * PRODUCT.md §9: the demo owner has pending requests, and the demo client a booking history with
 * each status. Days are counted from the day the demo is seeded, clear of the demo calendar's
 * blocked days (demo-calendar.ts); a past trip is requested and accepted on a driven clock, and
 * checked in on its departure day, so the owner's earnings (decision 0032) start with settled trips.
 */
const demoBookings: TDemoBooking[] = [
  { by: 'client', boat: 0, inDays: 12, steps: ['pending'] },
  { by: 'skipper', boat: 1, inDays: 18, steps: ['offer'] },
  { by: 'client', boat: 2, inDays: 8, steps: ['pending'] },
  { by: 'client', boat: 1, inDays: 40, steps: ['accept'] },
  { by: 'client', boat: 0, inDays: -30, steps: ['accept', 'checkIn', 'enjoy'] },
  { by: 'skipper', boat: 1, inDays: -75, steps: ['accept', 'checkIn', 'enjoy'] },
  { by: 'client', boat: 2, inDays: 50, steps: ['accept', 'cancel'] },
  { by: 'skipper', boat: 0, inDays: 25, steps: ['reject'] },
];

const demoCard = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

/**
 * A request for the boat's shortest stay from `startDate`, with a skipper whenever the boat has
 * one (the demo client holds a licence, but not every boat's; the sailors hold none).
 */
export function requestFor(
  boat: TDemoBoat,
  startDate: string,
  message: string | null = null,
): TCreateBookingRequest {
  const days = Math.max(boat.minDays, 1);
  return {
    boatId: boat.id,
    start_date: startDate,
    end_date: addDays(startDate, days - 1),
    duration: days > 1 ? 'days' : 'day',
    slot: null,
    skipper: boat.skipper !== 'none',
    people: Math.min(4, boat.numberOfPlaces),
    message,
  };
}

const familyMessage =
  'Hola, somos una familia con ganas de navegar. ¿Podemos embarcar a las 10:00? / Hi, we are a family keen to sail. Can we board at 10:00?';

/**
 * The demo's cards and bookings, made through the real use cases (cards saved at the sandbox
 * processor, first payments charged, refunds made), so the ledger is what the product writes.
 * Runs once, right after the demo is seeded, and only with the sandbox provider.
 */
export async function seedDemoBookings(
  deps: Omit<TBookingDeps, 'payments'> & { db: TDatabase; payments: TPaymentProvider },
  log: FastifyBaseLogger,
): Promise<number> {
  const { db, payments } = deps;
  if (payments.name !== 'sandbox' || !payments.tokenize) return 0;
  const actor = (name: string): TActor => ({ id: stableUuid(`user:${name}`), role: 'client' });
  const client = actor('client');
  const skipper = actor('skipper');
  const owner: TActor = { id: stableUuid('user:owner'), role: 'shipowner' };
  for (const user of [client, skipper]) {
    const { cardToken } = await payments.tokenize(demoCard);
    await addCard(deps, user.id, cardToken);
  }
  const fleet = await db
    .select()
    .from(boats)
    .where(eq(boats.ownerId, owner.id))
    .orderBy(asc(boats.publishedAt), asc(boats.id));
  const today = todayInMadrid();
  let made = 0;
  for (const plan of demoBookings) {
    const boat = fleet[plan.boat % fleet.length];
    if (!boat) break;
    // a past trip: requested and accepted five weeks before it, as it happened
    const clock =
      plan.inDays < 0 ? new Date(Date.now() + (plan.inDays - 35) * 86_400_000) : new Date();
    const at = { ...deps, now: () => clock };
    try {
      const by = plan.by === 'client' ? client : skipper;
      const booking = await createBooking(
        at,
        by,
        requestFor(boat, addDays(today, plan.inDays), familyMessage),
      );
      for (const step of plan.steps) {
        if (step === 'offer')
          await makeOffer(at, owner, booking.id, {
            discount: 10,
            note: 'Os dejo un 10 % por reservar con antelación. / 10 % off for booking early.',
          });
        if (step === 'accept') await acceptBooking(at, owner, booking.id);
        if (step === 'reject') await rejectBooking(at, owner, booking.id);
        if (step === 'cancel') await cancelBooking(at, by, booking.id);
        if (step === 'checkIn')
          await checkInBooking(
            { ...deps, now: () => new Date(Date.now() + plan.inDays * 86_400_000) },
            owner,
            booking.id,
          );
        if (step === 'enjoy') await runJobOnce(db, bookingLifecycleJob);
      }
      made++;
    } catch (error) {
      log.warn({ err: error, plan }, 'a demo booking could not be made');
    }
  }
  return made;
}
