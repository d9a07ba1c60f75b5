import { and, eq, gte } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, bookings, degrees, userDegrees } from '../../../db/schema';
import { cardFeeApplies, cardFeePercent } from '../../../shared/billing';
import { todayInMadrid } from '../../../shared/dates';
import { afternoonStart, computeQuote } from '../../../shared/pricing';
import type { TBooking, TCreateBookingRequest } from '../../../shared/schemas/booking';
import { appError } from '../../errors';
import { findDefaultCard } from '../billing/find-card';
import { loadPricingBoat } from '../boat-details/boat-prices';
import { checkStay, isBoatTaken } from '../boat-details/boat-stay';
import { AfterCommit } from '../group/after-commit';
import type { TActor, TBookingDeps } from './deps';
import { madridInstant } from '../../../shared/madrid-time';
import { getBooking } from './find-booking';
import { lockBoatBookings } from './reserve';

/** The owner answers at least this long before departure (PRODUCT.md §3). */
const answerBeforeDepartureMs = 2 * 3_600_000;

/**
 * `POST /booking`: a client asks for a published boat (PRODUCT.md §3). Checks the dates, people and
 * skipper against the boat (400 naming the field), that it is not the client's own boat (422), the
 * boat's licence when sailing without a skipper (422 AA00054), a card on file (422 AA00047), that
 * the boat is free now (409 AA00052) and that the owner still has time to answer (422 AA00055).
 * Prices are frozen in cents; nothing is charged.
 */
export async function createBooking(
  deps: TBookingDeps,
  actor: TActor,
  body: TCreateBookingRequest,
): Promise<TBooking> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const [boat] = await db
    .select()
    .from(boats)
    .where(and(eq(boats.id, body.boatId), eq(boats.status, 'published')));
  if (!boat) throw appError('AA00030');
  if (boat.ownerId === actor.id) throw appError('AA00053');

  const pricing = await loadPricingBoat(db, boat);
  const { request, during, taken } = await checkStay(
    db,
    boat,
    pricing,
    {
      start_date: body.start_date,
      end_date: body.end_date,
      duration: body.duration,
      slot: body.slot ?? undefined,
      skipper: body.skipper,
      people: body.people,
    },
    todayInMadrid(now),
  );

  if (!request.skipper && boat.requiredDegreeId !== null)
    await requireDegree(db, actor.id, boat.requiredDegreeId);
  const card = await findDefaultCard(db, deps.payments.name, actor.id);

  if (taken) throw appError('AA00052');

  const departure = madridInstant(
    request.startDate,
    request.slot === 'afternoon' ? afternoonStart : pricing.departureTime,
  );
  const respondBy = new Date(
    Math.min(
      now.getTime() + deps.ownerResponseHours * 3_600_000,
      departure.getTime() - answerBeforeDepartureMs,
    ),
  );
  if (respondBy.getTime() <= now.getTime()) throw appError('AA00055');

  const quote = computeQuote(pricing, request, deps.firstPaymentShare);
  // the owner's mail is stored with the request, delivered once it committed
  const later = new AfterCommit();
  const row = await later.transaction(db, async (tx) => {
    await lockBoatBookings(tx, boat.id);
    if (await isBoatTaken(tx, boat.id, during)) throw appError('AA00052');
    const [inserted] = await tx
      .insert(bookings)
      .values({
        boatId: boat.id,
        clientId: actor.id,
        startDate: request.startDate,
        endDate: quote.days.at(-1)!.date,
        duration: request.duration,
        slot: request.slot,
        during,
        people: body.people,
        skipper: quote.skipper.included,
        message: body.message?.trim() || null,
        priceDays: quote.days.map((d) => ({ date: d.date, priceCents: d.priceCents })),
        boatCents: quote.rentalCents,
        skipperCents: quote.skipper.totalCents,
        totalCents: quote.totalCents,
        firstPaymentPercent: deps.firstPaymentShare,
        cardFeePercent: cardFeeApplies(card) ? cardFeePercent : 0,
        respondBy,
        cardId: card.id,
        // the service's clock (tests, the demo's past trips): answer times are measured from it
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookings.id });
    later.bookingMail(deps.mail, 'requested', inserted!.id);
    return inserted!;
  });
  await later.run();
  return getBooking(db, actor, row.id);
}

/** The client holds the boat's licence or a higher one, else 422 AA00054 (suggesting a skipper). */
async function requireDegree(db: TDbOrTx, userId: string, degreeId: number): Promise<void> {
  const [required] = await db
    .select({ level: degrees.level })
    .from(degrees)
    .where(eq(degrees.id, degreeId));
  const [held] = await db
    .select({ id: userDegrees.degreeId })
    .from(userDegrees)
    .innerJoin(degrees, eq(degrees.id, userDegrees.degreeId))
    .where(and(eq(userDegrees.userId, userId), gte(degrees.level, required?.level ?? 0)))
    .limit(1);
  if (!held) throw appError('AA00054');
}
