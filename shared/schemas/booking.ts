import { z } from 'zod';
import { fromQueryDate } from '../dates';
import { ZPriceInput } from './boat-form';

/**
 * The booking API's bodies and answers (PRODUCT.md §3 and §8, docs/decisions/0020-booking-flow.md).
 * Dates travel as `YYYY-MM-DD`; money as integer euro cents.
 */

const ZIsoDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidDate') })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && fromQueryDate(value) === value, {
    message: 'invalidDate',
  });

export const ZCreateBookingRequest = z.object({
  boatId: z.uuid({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidUuid') }),
  start_date: ZIsoDate.describe('YYYY-MM-DD'),
  end_date: ZIsoDate.optional().describe('YYYY-MM-DD; the start date when left out for a day'),
  duration: z.enum(['day', 'half_day', 'days']),
  slot: z.enum(['morning', 'afternoon']).nullish().describe('only with half_day'),
  skipper: z.boolean().default(false),
  people: z.number().int().min(1).max(500),
  message: z.string().max(2000).nullish(),
});
export type TCreateBookingRequest = z.output<typeof ZCreateBookingRequest>;

/**
 * `POST /booking/{id}/offer` (PRODUCT.md §3 and §8): a new total `price` in euros (`XXXX.YY`) or a
 * `discount` in whole percent, with an optional note; exactly one of price and discount.
 */
export const ZOfferRequest = z
  .object({
    price: ZPriceInput.optional().describe('the new total in euros, XXXX.YY'),
    discount: z.number().int().min(1).max(99).optional().describe('percent off the total'),
    note: z.string().trim().max(1000).nullish(),
  })
  .superRefine((offer, ctx) => {
    if ((offer.price === undefined) === (offer.discount === undefined))
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'offerPriceOrDiscount' });
  });
export type TOfferRequest = z.output<typeof ZOfferRequest>;

/**
 * `POST /booking/{id}/offer/accept`: the offer's `offeredAt` as the client saw it (ISO 8601). When
 * the owner has sent another offer since, the answer is 409 AA00057 and nothing changes.
 */
export const ZAcceptOfferRequest = z
  .object({
    offeredAt: z
      .string({ error: () => 'invalidDate' })
      .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'invalidDate' })
      .optional()
      .describe('the offer timestamp the client was shown (offer.offeredAt)'),
  })
  // no body at all (older clients) is the same as `{}`
  .nullish();
export type TAcceptOfferRequest = z.output<typeof ZAcceptOfferRequest>;

export const ZBookingParams = z.object({
  id: z.uuid({ error: () => 'invalidUuid' }),
});

export const ZBookingListQuery = z.object({
  as: z.enum(['client', 'owner']).default('client'),
});

export const bookingStatuses = [
  'pending',
  'accepted',
  'rejected',
  'expired',
  'canceled',
  'enjoyed',
] as const;

const ZChargePreview = z.object({
  baseCents: z.number().int(),
  feeCents: z.number().int().describe('card fee preview for the card on file'),
  amountCents: z.number().int(),
});

/** One side of a booking as the other sees it: first name and picture only. */
const ZBookingParty = z.object({
  id: z.uuid(),
  name: z.string().describe('first name'),
  pictureId: z.uuid().nullable(),
  /** the stars this person received in that role (as a client, or as an owner), published only */
  rating: z.object({ average: z.number().nullable(), count: z.int() }),
});

/** A charge or refund of a booking, newest last. */
const ZBookingPayment = z.object({
  kind: z.enum(['first-payment', 'balance', 'refund']),
  status: z.enum(['succeeded', 'failed']),
  amountCents: z.number().int().describe('card fee included'),
  feeCents: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TBookingPayment = z.infer<typeof ZBookingPayment>;

export const ZBooking = z.object({
  id: z.uuid(),
  status: z.enum(bookingStatuses),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.enum(['day', 'half_day', 'days']),
  slot: z.enum(['morning', 'afternoon']).nullable(),
  people: z.number().int(),
  skipper: z.boolean(),
  message: z.string().nullable(),
  price: z.object({
    days: z.array(z.object({ date: z.string(), priceCents: z.number().int() })),
    boatCents: z.number().int(),
    skipperCents: z.number().int(),
    totalCents: z.number().int().describe('the offer total when an offer was accepted'),
    firstPaymentPercent: z.number(),
    cardFeePercent: z.number(),
    firstPayment: ZChargePreview,
    restAtCheckIn: ZChargePreview,
  }),
  offer: z
    .object({
      totalCents: z.number().int(),
      discountPercent: z.number().int().nullable(),
      note: z.string().nullable(),
      offeredAt: z.string(),
    })
    .nullable(),
  respondBy: z.string().describe('ISO 8601; the owner answers before it or the request expires'),
  group: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .describe("a group's request (docs/decisions/0028-groups.md): its members paid on joining"),
  rejectReason: z.enum(['owner', 'unavailable']).nullable(),
  rated: z
    .boolean()
    .describe('the viewer has written their valuation of this trip (docs/decisions/0035)'),
  canceledBy: z.enum(['client', 'owner']).nullable(),
  lastChargeFailure: z
    .string()
    .nullable()
    .describe('why the last accept could not charge the card'),
  createdAt: z.string(),
  checkedInAt: z
    .string()
    .nullable()
    .describe('when the owner marked the check-in (balance charged)'),
  boat: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    harbour: z.string(),
    pictureId: z.uuid().nullable().describe('the cover picture: /media/{pictureId}/{width}.webp'),
    cancellation: z.enum(['flexible', 'moderate', 'strict']),
    departureTime: z.string().describe('HH:MM, Madrid: a full day and the morning start then'),
    arrivalTime: z.string().describe('HH:MM, Madrid: a full day and the afternoon end then'),
  }),
  client: ZBookingParty,
  owner: ZBookingParty,
  payments: z
    .object({
      chargedCents: z.number().int().describe('succeeded charges, card fees included'),
      refundedCents: z.number().int(),
      items: z.array(ZBookingPayment),
    })
    .describe('the money moved for this booking, from the ledger'),
  role: z.enum(['client', 'owner', 'admin']).describe("the viewer's side of the booking"),
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingList = z.object({ items: z.array(ZBooking) });
