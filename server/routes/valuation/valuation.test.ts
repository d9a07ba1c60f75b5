import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boats, bookings, users, valuations } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import {
  bearerOf,
  bookingParties,
  createClient,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestGroup, groupBody, groupParties, passengers } from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const clientBody = {
  rating: 5,
  categories: { boatCondition: 5, cleanliness: 4, communication: 5, value: 4 },
  comment: 'Barco impecable y Jordi muy atento. Repetiremos seguro.',
};
const ownerBody = { rating: 4, comment: 'Clientes puntuales y cuidadosos con el barco.' };

describe('valuations', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rate = (id: string, headers: THeaders | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/valuation`, headers, payload });
  const mine = (headers?: THeaders) =>
    t.app.inject({ method: 'GET', url: '/api/valuation', headers });
  const boatRow = async (id: string) =>
    (await t.db.select().from(boats).where(eq(boats.id, id)))[0]!;

  /** An accepted booking whose trip is over (`enjoyed`), its last day `endedDaysAgo` ago. */
  async function enjoyedTrip(endedDaysAgo = 1) {
    const parties = await bookingParties(t.app);
    const id = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/accept`,
      headers: parties.ownerHeaders,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const end = addDays(todayInMadrid(), -endedDaysAgo);
    await t.db
      .update(bookings)
      .set({ status: 'enjoyed', startDate: addDays(end, -1), endDate: end })
      .where(eq(bookings.id, id));
    return { ...parties, id };
  }

  describe('POST /booking/{id}/valuation', () => {
    it('keeps a lone valuation unpublished until the other side writes, then publishes both and updates the ratings', async () => {
      const s = await enjoyedTrip();
      const first = await rate(s.id, s.client.headers, clientBody);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        author: 'client',
        rating: 5,
        categories: clientBody.categories,
        publishedAt: null,
        boat: { id: s.boat.id },
        about: { id: s.owner.id },
        canReply: false,
      });
      // the booking says who has rated it (the booking page offers to rate until then)
      const bookingAs = async (headers: THeaders) =>
        (await t.app.inject({ method: 'GET', url: `/api/booking/${s.id}`, headers })).json().rated;
      expect(await bookingAs(s.client.headers)).toBe(true);
      expect(await bookingAs(s.ownerHeaders)).toBe(false);
      // not published: the boat's figures and its public list do not count it, the owner cannot read it
      expect(await boatRow(s.boat.id)).toMatchObject({ ratingCount: 0, ratingAverage: null });
      const publicList = await t.app.inject({
        method: 'GET',
        url: `/api/boat/${s.boat.id}/valuation`,
      });
      expect(publicList.json()).toMatchObject({ total: 0, items: [] });
      const ownerView = (await mine(s.ownerHeaders)).json();
      expect(ownerView.received).toEqual([]);
      expect(ownerView.toWrite).toMatchObject([
        { bookingId: s.id, as: 'owner', about: { id: s.client.user.id }, otherSideWrote: true },
      ]);

      const second = await rate(s.id, s.ownerHeaders, ownerBody);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().publishedAt).not.toBeNull();
      const [a, b] = await t.db.select().from(valuations).where(eq(valuations.bookingId, s.id));
      expect(a!.revealedAt).not.toBeNull();
      expect(a!.revealedAt).toEqual(b!.revealedAt);

      expect(await boatRow(s.boat.id)).toMatchObject({
        ratingAverage: 5,
        ratingCount: 1,
        ratingBoatCondition: 5,
        ratingCleanliness: 4,
        ratingCommunication: 5,
        ratingValue: 4,
      });
      const [owner] = await t.db.select().from(users).where(eq(users.id, s.owner.id));
      expect(owner).toMatchObject({ ownerRatingAverage: 5, ownerRatingCount: 1 });
      const [client] = await t.db.select().from(users).where(eq(users.id, s.client.user.id));
      expect(client).toMatchObject({ clientRatingAverage: 4, clientRatingCount: 1 });

      const details = await t.app.inject({ method: 'GET', url: `/api/boat/${s.boat.id}` });
      expect(details.json().rating).toMatchObject({ average: 5, count: 1 });
      expect(details.json().owner.rating).toEqual({ average: 5, count: 1 });
    });

    it('answers 409 to a second valuation of the same trip by the same side', async () => {
      const s = await enjoyedTrip();
      expect((await rate(s.id, s.client.headers, clientBody)).statusCode).toBe(201);
      const again = await rate(s.id, s.client.headers, { ...clientBody, rating: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('AA00180');
    });

    it('refuses a trip that is not over (422 AA00181) and one whose 14 days are past (422 AA00182)', async () => {
      const parties = await bookingParties(t.app);
      const pending = await requestBooking(t.app, parties.client.headers, parties.boat.id);
      const early = await rate(pending, parties.client.headers, clientBody);
      expect(early.statusCode).toBe(422);
      expect(early.json().code).toBe('AA00181');

      // the window ends at midnight after the 14th day following the trip
      const lastDay = await enjoyedTrip(14);
      expect((await rate(lastDay.id, lastDay.client.headers, clientBody)).statusCode).toBe(201);
      const late = await enjoyedTrip(15);
      const closed = await rate(late.id, late.client.headers, clientBody);
      expect(closed.statusCode).toBe(422);
      expect(closed.json().code).toBe('AA00182');
      expect((await mine(late.client.headers)).json().toWrite).toEqual([]);
    });

    it('lets only the sides of the trip rate it: 404 for another user and for an admin, 401 without a session', async () => {
      const s = await enjoyedTrip();
      const stranger = await createClient(t.app, null);
      const other = await rate(s.id, stranger.headers, clientBody);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('AA00050');
      const admin = await createClient(t.app, null);
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
      const asAdmin = await rate(
        s.id,
        await bearerOf(t.app, { ...admin.user, role: 'admin' }),
        clientBody,
      );
      expect(asAdmin.statusCode).toBe(404);
      expect((await rate(s.id, undefined, clientBody)).statusCode).toBe(401);
      expect((await rate('not-a-uuid', undefined, clientBody)).statusCode).toBe(401);
    });

    it('names the wrong field with 400: stars, categories of a client, comment length, bad id', async () => {
      const s = await enjoyedTrip();
      const fields = async (payload: object, id = s.id) => {
        const response = await rate(id, s.client.headers, payload);
        expect(response.statusCode, response.body).toBe(400);
        return response.json().fields.map((f: { field: string }) => f.field);
      };
      expect(await fields({ ...clientBody, rating: 6 })).toEqual(['rating']);
      expect(await fields({ ...clientBody, rating: 2.5 })).toEqual(['rating']);
      expect(await fields({ ...clientBody, comment: 'corto' })).toEqual(['comment']);
      expect(await fields({ ...clientBody, comment: 'x'.repeat(2001) })).toEqual(['comment']);
      expect(await fields({ rating: 4, comment: clientBody.comment })).toEqual(['categories']);
      expect(
        await fields({ ...clientBody, categories: { ...clientBody.categories, value: 0 } }),
      ).toEqual(['categories.value']);
      expect(await fields(clientBody, 'nope')).toEqual(['id']);
      const body = (await rate(s.id, s.client.headers, { ...clientBody, rating: 0 })).json();
      expect(body.fields[0].message).toEqual({
        es: 'Elige de 1 a 5 estrellas.',
        en: 'Choose from 1 to 5 stars.',
      });
      // the owner of a private rental rates its client: another user's id is refused
      const wrongClient = await rate(s.id, s.ownerHeaders, { ...ownerBody, clientId: s.owner.id });
      expect(wrongClient.statusCode).toBe(400);
      expect(wrongClient.json().fields[0].field).toBe('clientId');
    });
  });

  describe('GET /valuation', () => {
    it('lists what to rate, what I wrote and the published valuations about me', async () => {
      const s = await enjoyedTrip();
      const response = await mine(s.client.headers);
      expect(response.statusCode, response.body).toBe(200);
      const before = response.json();
      expect(before.toWrite).toMatchObject([
        {
          bookingId: s.id,
          as: 'client',
          about: { id: s.owner.id },
          otherSideWrote: false,
          groupId: null,
        },
      ]);
      expect(before.toWrite[0].closesAt).toBe(new Date(before.toWrite[0].closesAt).toISOString());
      await rate(s.id, s.client.headers, clientBody);
      await rate(s.id, s.ownerHeaders, ownerBody);
      const after = (await mine(s.client.headers)).json();
      expect(after.toWrite).toEqual([]);
      expect(after.written).toMatchObject([{ author: 'client', bookingId: s.id }]);
      expect(after.received).toMatchObject([
        { author: 'owner', rating: 4, from: { id: s.owner.id }, categories: null },
      ]);
      // a received valuation shows the author's first name only
      expect(Object.keys(after.received[0].from)).toEqual(['id', 'firstName', 'pictureId']);
    });

    it('answers 401 without a session', async () => {
      expect((await mine()).statusCode).toBe(401);
    });
  });

  describe('GET /boat/{id}/valuation', () => {
    it('pages the published valuations newest first, by id or slug, for anyone', async () => {
      const s = await enjoyedTrip();
      await rate(s.id, s.client.headers, clientBody);
      await rate(s.id, s.ownerHeaders, ownerBody);
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/boat/${s.boat.slug}/valuation?pageSize=1`,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 1,
        items: [
          { rating: 5, comment: clientBody.comment, lang: 'es', author: { id: s.client.user.id } },
        ],
        summary: { average: 5, count: 1, categories: { cleanliness: 4 } },
      });
      const empty = await t.app.inject({
        method: 'GET',
        url: `/api/boat/${s.boat.id}/valuation?page=2&pageSize=1`,
      });
      // a page past the last still says how many there are
      expect(empty.json()).toMatchObject({ items: [], total: 1, page: 2 });
    });

    it('answers 404 for a boat that is not published and 400 naming a bad page', async () => {
      const s = await enjoyedTrip();
      await t.db.update(boats).set({ status: 'unpublished' }).where(eq(boats.id, s.boat.id));
      const hidden = await t.app.inject({ method: 'GET', url: `/api/boat/${s.boat.id}/valuation` });
      expect(hidden.statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/boat/${s.boat.id}/valuation?page=0`,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].field).toBe('page');
    });
  });

  describe('POST /valuation/{id}/reply', () => {
    const reply = (
      id: string,
      headers: THeaders | undefined,
      text = 'Gracias por venir, ¡os esperamos!',
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/valuation/${id}/reply`,
        headers,
        payload: { reply: text },
      });

    it('lets the owner reply once, after publication, shown on the boat page', async () => {
      const s = await enjoyedTrip();
      const review = (await rate(s.id, s.client.headers, clientBody)).json();
      const early = await reply(review.id, s.ownerHeaders);
      expect(early.statusCode).toBe(422);
      expect(early.json().code).toBe('AA00184');
      await rate(s.id, s.ownerHeaders, ownerBody);
      const received = (await mine(s.ownerHeaders)).json().received;
      expect(received).toMatchObject([{ id: review.id, canReply: true }]);

      const done = await reply(review.id, s.ownerHeaders);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        reply: 'Gracias por venir, ¡os esperamos!',
        canReply: false,
      });
      const again = await reply(review.id, s.ownerHeaders, 'Otra respuesta');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('AA00183');
      const page = await t.app.inject({ method: 'GET', url: `/api/boat/${s.boat.id}/valuation` });
      expect(page.json().items[0].reply).toBe('Gracias por venir, ¡os esperamos!');
    });

    it('is 404 for the client, another owner and an owner valuation; 401 without a session; 400 on an empty reply', async () => {
      const s = await enjoyedTrip();
      const review = (await rate(s.id, s.client.headers, clientBody)).json();
      const mineToo = (await rate(s.id, s.ownerHeaders, ownerBody)).json();
      expect((await reply(review.id, s.client.headers)).statusCode).toBe(404);
      const other = await bookingParties(t.app);
      expect((await reply(review.id, other.ownerHeaders)).statusCode).toBe(404);
      expect((await reply(mineToo.id, s.ownerHeaders)).statusCode).toBe(404);
      expect((await reply(review.id, undefined)).statusCode).toBe(401);
      const empty = await reply(review.id, s.ownerHeaders, ' ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields[0].field).toBe('reply');
    });
  });
});

describe('valuations of a group trip', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets each member rate the boat and the owner rate each member, each pair published on its own', async () => {
    const parties = await groupParties(t.app);
    const creatorHeaders = parties.creator.headers;
    const group = await createTestGroup(
      t.app,
      creatorHeaders,
      groupBody(parties, { number_of_people: 2 }),
    );
    const member = await createClient(t.app);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/join`,
      headers: member.headers,
      payload: { passengers: passengers(1, 'm') },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.groupId, group.id));
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${booking!.id}/accept`,
      headers: parties.ownerHeaders,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const end = addDays(todayInMadrid(), -2);
    await t.db
      .update(bookings)
      .set({ status: 'enjoyed', startDate: end, endDate: end })
      .where(eq(bookings.id, booking!.id));

    const rate = (headers: THeaders, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/booking/${booking!.id}/valuation`,
        headers,
        payload,
      });
    const ownerToWrite = (
      await t.app.inject({ method: 'GET', url: '/api/valuation', headers: parties.ownerHeaders })
    ).json().toWrite;
    expect(ownerToWrite.map((w: { about: { id: string } }) => w.about.id).sort()).toEqual(
      [parties.creator.user.id, member.user.id].sort(),
    );
    // the owner must say which member they rate
    const unnamed = await rate(parties.ownerHeaders, ownerBody);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields[0].field).toBe('clientId');

    expect((await rate(member.headers, clientBody)).statusCode).toBe(201);
    expect((await rate(creatorHeaders, { ...clientBody, rating: 3 })).statusCode).toBe(201);
    const forMember = await rate(parties.ownerHeaders, { ...ownerBody, clientId: member.user.id });
    expect(forMember.statusCode, forMember.body).toBe(201);
    // the member's pair is published; the creator's waits for the owner
    const rows = await t.db.select().from(valuations).where(eq(valuations.bookingId, booking!.id));
    const published = rows.filter((r) => r.revealedAt !== null).map((r) => r.clientId);
    expect(published).toEqual([member.user.id, member.user.id]);
    const [boat] = await t.db.select().from(boats).where(eq(boats.id, parties.boat.id));
    expect(boat).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
  });
});
