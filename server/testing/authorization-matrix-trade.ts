import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { boats, bookings } from '../../db/schema';
import { addDays } from '../../shared/dates';
import { everyone, row, signedIn, type TExpect, type TRow } from './authorization-matrix-types';
import { userRoleOf, type TWorld } from './matrix-world';
import { groupBody, groupDate, passengers } from './group';

/** A booking of the client on the owner's boat: its two parties and admins may act on it. */
const parties = (client: number, owner: number, others = 404, admin = others): TExpect => ({
  anonymous: 401,
  client,
  otherClient: others,
  owner,
  otherOwner: others,
  admin,
});

const message = { message: '¿Podemos embarcar media hora antes?' };
const clientRating = {
  rating: 5,
  categories: { boatCondition: 5, cleanliness: 5, communication: 4, value: 4 },
  comment: 'Un día estupendo en el agua, todo tal y como se anunciaba.',
};
const ownerRating = { rating: 5, comment: 'Clientes muy agradables y cuidadosos.' };

/** A transition of the client's request on the owner's boat (a fresh request after each success). */
const transition = (name: string, expect: TExpect, state: 'pending' | 'accepted' = 'pending') =>
  row({
    renew: 'used',
    setup: (w: TWorld) => w.make.booking(state),
    request: (_w, id) => ({ url: `/api/booking/${id}/${name}` }),
    expect,
  });

/**
 * Bookings, billing, messaging, groups and valuations: the client's objects on the owner's boat,
 * so the other client and the other owner are strangers to every one of them.
 */
export const tradeRows: Record<string, TRow> = {
  'POST /api/booking': row({
    request: (w) => {
      const start = w.make.freeDays();
      return {
        url: '/api/booking',
        body: {
          boatId: w.boat.id,
          start_date: start,
          end_date: addDays(start, 1),
          duration: 'days',
          people: 2,
        },
      };
    },
    // anybody with a card books somebody else's boat; nobody books their own
    expect: { ...signedIn(201), owner: 422 },
  }),
  'GET /api/booking': row({ request: () => ({ url: '/api/booking' }), expect: signedIn(200) }),
  'GET /api/booking/:id': row({
    request: (w) => ({ url: `/api/booking/${w.booking}` }),
    expect: parties(200, 200, 404, 200),
  }),
  // an admin acts for the owner; the client only sees the request (403)
  'POST /api/booking/:id/accept': transition('accept', parties(403, 200, 404, 200)),
  'POST /api/booking/:id/reject': transition('reject', parties(403, 200, 404, 200)),
  'POST /api/booking/:id/cancel': transition('cancel', parties(200, 200, 404, 200), 'accepted'),
  'POST /api/booking/:id/check-in': row({
    // the accepted trip has not started: the owner is let through to the date rule
    request: (w) => ({ url: `/api/booking/${w.acceptedBooking}/check-in` }),
    expect: parties(403, 422, 404, 422),
  }),
  'POST /api/booking/:id/offer': row({
    renew: 'used',
    setup: (w) => w.make.booking(),
    request: (_w, id) => ({ url: `/api/booking/${id}/offer`, body: { discount: 10 } }),
    expect: parties(403, 200, 404, 200),
  }),
  'POST /api/booking/:id/offer/accept': row({
    renew: 'used',
    setup: (w) => w.make.booking('offered'),
    request: (_w, id) => ({ url: `/api/booking/${id}/offer/accept`, body: {} }),
    expect: parties(200, 403, 404, 403),
  }),
  'POST /api/booking/:id/valuation': row({
    // each side rates once: both are let through on the same trip
    request: (w, _t, role) => ({
      url: `/api/booking/${w.enjoyedBooking}/valuation`,
      body: role === 'owner' ? ownerRating : clientRating,
    }),
    expect: parties(201, 201),
  }),
  'GET /api/valuation': row({ request: () => ({ url: '/api/valuation' }), expect: signedIn(200) }),
  'POST /api/valuation/:id/reply': row({
    request: (w) => ({
      url: `/api/valuation/${w.rated.clientValuationId}/reply`,
      body: { reply: 'Gracias, os esperamos el año que viene.' },
    }),
    // only the owner it is about may reply: anyone else finds no valuation to reply to
    expect: parties(404, 200),
  }),

  // billing: the sandbox's tokens are public; cards are their holder's
  'POST /api/billing/sandbox/token': row({
    request: () => ({
      url: '/api/billing/sandbox/token',
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    }),
    expect: everyone(200),
  }),
  'POST /api/billing/client': row({
    request: () => ({ url: '/api/billing/client' }),
    expect: signedIn([200, 201]),
  }),
  'GET /api/billing/client/card': row({
    request: () => ({ url: '/api/billing/client/card' }),
    expect: signedIn(200),
  }),
  'POST /api/billing/client/card': row({
    // a fresh account of each kind saves it: the world's users keep their cards as they are
    renew: 'role',
    setup: async (w, role) => {
      const token = await w.app.inject({
        method: 'POST',
        url: '/api/billing/sandbox/token',
        payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      });
      const as = await w.make.user(userRoleOf(role));
      return { as, cardToken: token.json<{ cardToken: string }>().cardToken };
    },
    request: (_w, { as, cardToken }) => ({
      url: '/api/billing/client/card',
      body: { cardToken },
      as,
    }),
    expect: signedIn(201),
  }),
  'POST /api/billing/client/card/:id/default': row({
    request: (w) => ({ url: `/api/billing/client/card/${w.card.id}/default` }),
    expect: { ...signedIn(404), client: 200 },
  }),
  'DELETE /api/billing/client/card/:id': row({
    setup: (w) => w.make.card(),
    request: (_w, card) => ({ url: `/api/billing/client/card/${card.id}` }),
    expect: { ...signedIn(404), client: 204 },
  }),
  // the sandbox provider has no webhook: 404 for everybody, before any signature is read
  'POST /api/billing/stripe/webhook': row({
    request: () => ({ url: '/api/billing/stripe/webhook', body: {} }),
    expect: everyone(404),
  }),

  // messaging: a conversation's two participants (admins read support only)
  'GET /api/conversation': row({
    request: () => ({ url: '/api/conversation' }),
    expect: signedIn(200),
  }),
  'POST /api/conversation': row({
    // about the owner's boat: the client reuses theirs, a stranger starts one, the owner cannot
    request: (w) => ({ url: '/api/conversation', body: { boatId: w.boat.id, ...message } }),
    expect: { ...signedIn(201), client: 200, owner: 422 },
  }),
  'GET /api/chat': row({ request: () => ({ url: '/api/chat' }), expect: signedIn(200) }),
  'GET /api/chat/events': row({
    stream: true,
    request: () => ({ url: '/api/chat/events' }),
    expect: signedIn(200),
  }),
  'GET /api/chat/:id': row({
    request: (w) => ({ url: `/api/chat/${w.conversationId}` }),
    expect: parties(200, 200, 403),
  }),
  'POST /api/chat/:id/message': row({
    request: (w) => ({ url: `/api/chat/${w.conversationId}/message`, body: message }),
    expect: parties(201, 201, 403),
  }),
  'POST /api/chat/:id/read': row({
    request: (w) => ({ url: `/api/chat/${w.conversationId}/read`, body: {} }),
    expect: parties(200, 200, 403),
  }),
  'GET /api/chat/:id/public': row({
    request: (w) => ({ url: `/api/chat/${w.group.chatId}/public` }),
    expect: everyone(200),
  }),

  // groups: public to read, members act on theirs, the creator chooses the boat
  'GET /api/group': row({ request: () => ({ url: '/api/group' }), expect: everyone(200) }),
  'GET /api/group/options': row({
    request: () => ({ url: '/api/group/options' }),
    expect: everyone(200),
  }),
  'GET /api/group/boats': row({
    request: (w) => ({
      url: '/api/group/boats',
      query: { date: groupDate(90), harbour: w.harbourSlug, number_of_people: '4' },
    }),
    expect: everyone(200),
  }),
  'GET /api/group/:id': row({
    request: (w) => ({ url: `/api/group/${w.group.id}` }),
    expect: everyone(200),
  }),
  'POST /api/group': row({
    request: (w) => ({
      url: '/api/group',
      body: groupBody(
        { boat: w.otherBoat, harbourSlug: w.harbourSlug, planSlug: w.planSlug },
        { date: w.make.groupDate() },
      ),
    }),
    // on the other owner's boat, whom it refuses
    expect: { ...signedIn(201), otherOwner: 422 },
  }),
  'POST /api/group/:id/join': row({
    // a group of its own: a join changes who is a member
    setup: (w) => w.make.group(),
    request: (_w, group, role) => ({
      url: `/api/group/${group.id}/join`,
      body: { passengers: passengers(1, role) },
    }),
    // anyone may join but its creator (already in) and the boat's owner
    expect: { ...signedIn(200), client: 409, owner: 422 },
  }),
  'POST /api/group/:id/leave': row({
    setup: (w) => w.make.group(),
    request: (_w, group) => ({ url: `/api/group/${group.id}/leave` }),
    expect: { ...signedIn(409), client: 200 },
  }),
  'GET /api/group/:id/similar-boats': row({
    request: (w) => ({ url: `/api/group/${w.group.id}/similar-boats` }),
    expect: { ...signedIn(403), client: 200, admin: 200 },
  }),
  'POST /api/group/:id/boat': row({
    // a full group whose owner declined may move to a similar boat (the other owner's)
    setup: async (w) => {
      const group = await w.make.group({ full: true });
      const [request] = await w.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.groupId, group.id));
      await w.call('POST', `/api/booking/${request!.id}/reject`, 'owner');
      return group;
    },
    request: (w, group) => ({
      url: `/api/group/${group.id}/boat`,
      body: { boatId: w.otherBoat.id },
    }),
    expect: { ...signedIn(403), client: 200 },
  }),

  // the boat's iCal feed: its secret token is the key, whoever asks
  'GET /api/ical/:file': row({
    request: async (w) => {
      const [boat] = await w.db
        .select({ token: boats.calendarToken })
        .from(boats)
        .where(eq(boats.id, w.boat.id));
      return { url: `/api/ical/${boat!.token}.ics` };
    },
    expect: everyone(200),
  }),

  // devTools (never in production): open to anybody in development and tests
  'GET /api/dev/mail': row({ request: () => ({ url: '/api/dev/mail' }), expect: everyone(200) }),
  'POST /api/dev/jobs/:name': row({
    // a round of the lifecycle job limited to a booking that does not exist: nothing moves
    request: () => ({ url: '/api/dev/jobs/booking-lifecycle', body: { bookingId: randomUUID() } }),
    expect: everyone(200),
  }),
};
