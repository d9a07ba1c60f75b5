import { sql } from 'drizzle-orm';
import { type bookings, boatPictures, boats, harbours, users } from '../../../db/schema';
import { rentalPayments } from '../../../shared/billing';
import type { TBooking } from '../../../shared/schemas/booking';
import type { TActor } from './deps';

export type TBookingRow = typeof bookings.$inferSelect;
export type TBoatSummary = {
  id: string;
  slug: string;
  name: string;
  ownerId: string;
  harbour: string;
  pictureId: string | null;
  cancellation: TBooking['boat']['cancellation'];
  departureTime: string;
  arrivalTime: string;
};

/** The columns of a boat a booking answer shows, and who owns it. */
export const boatSummaryColumns = {
  id: boats.id,
  slug: boats.slug,
  name: boats.name,
  ownerId: boats.ownerId,
  harbour: sql<string>`(select ${harbours.name} from ${harbours} where ${harbours.id} = ${boats.harbourId})`,
  pictureId: sql<
    string | null
  >`(select ${boatPictures.assetId} from ${boatPictures} where ${boatPictures.boatId} = ${boats.id} order by ${boatPictures.position} limit 1)`,
  cancellation: boats.cancelationConditions,
  departureTime: boats.departureTime,
  arrivalTime: boats.arrivalTime,
};

/** Who the parties are and what money moved: read by `describeBookings` (describe-booking.ts). */
export type TBookingExtras = {
  client: TBooking['client'];
  owner: TBooking['owner'];
  payments: TBooking['payments'];
  group: TBooking['group'];
  rated: boolean;
};

/** A user as the other party of a booking sees them. */
export const partyColumns = {
  id: users.id,
  name: users.name,
  pictureId: users.avatarAssetId,
  clientRating: users.clientRatingAverage,
  clientRatings: users.clientRatingCount,
  ownerRating: users.ownerRatingAverage,
  ownerRatings: users.ownerRatingCount,
};

/** The viewer's side of a booking: its client, the boat's owner, or an admin looking on. */
export function roleOf(row: TBookingRow, boat: TBoatSummary, actor: TActor): TBooking['role'] {
  if (row.clientId === actor.id) return 'client';
  if (boat.ownerId === actor.id) return 'owner';
  return 'admin';
}

/** A booking as the API answers it; never the raw row. */
export function presentBooking(
  row: TBookingRow,
  boat: TBoatSummary,
  actor: TActor,
  extras: TBookingExtras,
): TBooking {
  const payments = rentalPayments(row.totalCents, row.firstPaymentPercent, row.cardFeePercent > 0);
  const offerTotal = row.offerTotalCents;
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    duration: row.duration,
    slot: row.slot,
    people: row.people,
    skipper: row.skipper,
    message: row.message,
    price: {
      days: row.priceDays,
      boatCents: row.boatCents,
      skipperCents: row.skipperCents,
      totalCents: row.totalCents,
      firstPaymentPercent: row.firstPaymentPercent,
      cardFeePercent: row.cardFeePercent,
      firstPayment: payments.first,
      restAtCheckIn: payments.rest,
    },
    offer:
      offerTotal === null || row.offeredAt === null
        ? null
        : {
            totalCents: offerTotal,
            discountPercent: row.offerDiscountPercent,
            note: row.offerNote,
            offeredAt: row.offeredAt.toISOString(),
          },
    respondBy: row.respondBy.toISOString(),
    rejectReason: row.rejectReason,
    canceledBy: row.canceledBy,
    lastChargeFailure: row.lastChargeFailure,
    createdAt: row.createdAt.toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    boat: {
      id: boat.id,
      slug: boat.slug,
      name: boat.name,
      harbour: boat.harbour,
      pictureId: boat.pictureId,
      cancellation: boat.cancellation,
      departureTime: boat.departureTime.slice(0, 5),
      arrivalTime: boat.arrivalTime.slice(0, 5),
    },
    ...extras,
    role: roleOf(row, boat, actor),
  };
}
