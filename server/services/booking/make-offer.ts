import { eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import { parsePriceInput, percentOf } from '../../../shared/money';
import type { TBooking, TOfferRequest } from '../../../shared/schemas/booking';
import { appError } from '../../errors';
import { isBoatTaken } from '../boat-details/boat-stay';
import { requireDecider } from './accept-booking';
import type { TActor, TBookingDeps } from './deps';
import { findBooking } from './find-booking';
import { describeBooking } from './describe-booking';
import { AfterCommit } from '../group/after-commit';

/**
 * `POST /booking/{id}/offer` (PRODUCT.md §3): while a request is pending and its window open, the
 * owner (or an admin) proposes a new total or a discount on the requested total, with a note. A
 * new offer replaces the last one. An offer confirms availability: 409 AA00052 when the days are
 * taken. Nothing is reserved or charged until the client accepts it.
 */
export async function makeOffer(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
  offer: TOfferRequest,
): Promise<TBooking> {
  const now = deps.now?.() ?? new Date();
  const later = new AfterCommit();
  const booking = await later.transaction(deps.db, async (tx) => {
    const { row, boat } = await findBooking(tx, actor, id, { lock: true });
    requireDecider(row, boat, actor);
    if (row.status !== 'pending' || row.respondBy <= now) throw appError('AA00051');
    // a group's members already paid at its price: the owner accepts or declines it
    if (row.groupId !== null) throw appError('AA00051');
    if (await isBoatTaken(tx, row.boatId, row.during)) throw appError('AA00052');

    const discount = offer.discount ?? null;
    const totalCents =
      discount === null
        ? parsePriceInput(offer.price!)!
        : row.totalCents - percentOf(row.totalCents, discount);
    const [offered] = await tx
      .update(bookings)
      .set({
        offerTotalCents: totalCents,
        offerDiscountPercent: discount,
        offerNote: offer.note || null,
        offeredAt: now,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    later.bookingMail(deps.mail, 'offered', row.id);
    return describeBooking(tx, offered!, boat, actor);
  });
  await later.run();
  return booking;
}
