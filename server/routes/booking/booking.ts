import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAcceptOfferRequest,
  ZBooking,
  ZBookingList,
  ZBookingListQuery,
  ZBookingParams,
  ZCreateBookingRequest,
  ZOfferRequest,
} from '../../../shared/schemas/booking';
import { requireUser } from '../../plugins/auth';
import { acceptBooking, acceptOffer } from '../../services/booking/accept-booking';
import { cancelBooking } from '../../services/booking/cancel-booking';
import { checkInBooking } from '../../services/booking/check-in-booking';
import { createBooking } from '../../services/booking/create-booking';
import type { TBookingDeps } from '../../services/booking/deps';
import { getBooking, listBookings } from '../../services/booking/find-booking';
import { makeOffer } from '../../services/booking/make-offer';
import { rejectBooking } from '../../services/booking/reject-booking';

const tags = ['booking'];
const security = [{ bearerAuth: [] }];

/**
 * Private rental bookings (PRODUCT.md §3 and §8, docs/decisions/0020-booking-flow.md): the
 * client's request, the lists and one booking, and the transitions accept, reject, offer, cancel
 * and check-in. Everything needs a login; a booking is seen only by its client, the boat's owner
 * and admins. Each event mails the parties: the mails are stored in its transaction and
 * delivered once it committed (booking-mails.ts).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TBookingDeps = {
    db: app.db,
    payments: app.payments,
    ownerResponseHours: app.config.ownerResponseHours,
    firstPaymentShare: app.config.firstPaymentShare,
    mail: { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log },
    bus: app.chatBus,
  };

  // 401 comes before 400: a visitor without a session learns to log in, not that the id is bad
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post(
    '/booking',
    {
      schema: {
        tags,
        security,
        summary:
          'Requests a boat: prices frozen in cents, nothing charged; the owner answers before respondBy',
        body: ZCreateBookingRequest,
        response: { 201: ZBooking },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(deps, requireUser(request), request.body);
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/booking',
    {
      schema: {
        tags,
        security,
        summary: 'My bookings as a client, or with `as=owner` the requests for my boats',
        querystring: ZBookingListQuery,
        response: { 200: ZBookingList },
      },
    },
    async (request) => ({
      items: await listBookings(app.db, requireUser(request), request.query.as),
    }),
  );

  app.get(
    '/booking/:id',
    {
      schema: {
        tags,
        security,
        summary: "One booking: its client's, the boat owner's or an admin's (404 for anyone else)",
        params: ZBookingParams,
        response: { 200: ZBooking },
      },
    },
    async (request) => getBooking(app.db, requireUser(request), request.params.id),
  );

  const transitions = [
    [
      'accept',
      acceptBooking,
      'The owner accepts a pending request and the first payment is charged (402 AA00045 when the card is declined: it stays pending)',
    ],
    ['reject', rejectBooking, 'The owner turns down a pending request'],
    [
      'cancel',
      cancelBooking,
      "The client cancels (refund by the boat's conditions) or the owner cancels an accepted booking (full refund); the owner is paid what the refund leaves, less the 20 % commission; 409 once checked in",
    ],
    [
      'check-in',
      checkInBooking,
      'The owner marks the check-in of an accepted booking from its departure day (422 AA00056 before): the balance is charged to its card (402 AA00045 when declined: not checked in), the commission and payout are recorded; 409 AA00051 once checked in',
    ],
  ] as const;
  for (const [name, transition, summary] of transitions) {
    app.post(
      `/booking/:id/${name}`,
      {
        schema: { tags, security, summary, params: ZBookingParams, response: { 200: ZBooking } },
      },
      async (request) => transition(deps, requireUser(request), request.params.id),
    );
  }

  app.post(
    '/booking/:id/offer/accept',
    {
      schema: {
        tags,
        security,
        summary:
          "The client takes the owner's current offer: accepted at the offered total, first payment charged; with `offeredAt`, 409 AA00057 when the owner has changed the offer since",
        params: ZBookingParams,
        body: ZAcceptOfferRequest,
        response: { 200: ZBooking },
      },
    },
    async (request) => acceptOffer(deps, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/booking/:id/offer',
    {
      schema: {
        tags,
        security,
        summary:
          'The owner proposes a new total (`price`, euros XXXX.YY) or a `discount` (percent) on a pending request, with a note; replaces the last offer',
        params: ZBookingParams,
        body: ZOfferRequest,
        response: { 200: ZBooking },
      },
    },
    async (request) => makeOffer(deps, requireUser(request), request.params.id, request.body),
  );
};
