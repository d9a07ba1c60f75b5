import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../../db/schema';
import { bookingParties, requestBooking } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { chatCalls, fieldsOf, unknownId } from './chat-fixture';

describe('conversations: start and list', () => {
  let t: TTestApp;
  let c: ReturnType<typeof chatCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    c = chatCalls(t);
  });
  afterAll(() => t.close());

  describe('POST /conversation', () => {
    it('201 about a boat, then 200 with the same id: one conversation per boat and client', async () => {
      const p = await bookingParties(t.app);
      const first = await c.start(p.client.headers, { boatId: p.boat.id, message: 'Hola' });
      expect(first.statusCode).toBe(201);
      const { id } = first.json();
      const again = await c.start(p.client.headers, {
        boatId: p.boat.id,
        message: '¿Y en agosto?',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ id });
      const stored = await t.db.select().from(messages).where(eq(messages.conversationId, id));
      expect(stored.map((m) => [m.seq, m.body, m.senderId])).toEqual([
        [1, 'Hola', p.client.user.id],
        [2, '¿Y en agosto?', p.client.user.id],
      ]);
      const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({
        kind: 'boat',
        clientId: p.client.user.id,
        ownerId: p.owner.id,
        boatId: p.boat.id,
        bookingId: null,
        lastSeq: 2,
      });
    });

    it("about a booking: its client and its owner share one conversation; 404 for anyone else's", async () => {
      const p = await bookingParties(t.app);
      const bookingId = await requestBooking(t.app, p.client.headers, p.boat.id);
      const byClient = await c.start(p.client.headers, { bookingId, message: 'Llegamos a las 10' });
      expect(byClient.statusCode).toBe(201);
      const byOwner = await c.start(p.ownerHeaders, { bookingId, message: 'Perfecto' });
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.json().id).toBe(byClient.json().id);
      const stranger = await c.stranger();
      const refused = await c.start(stranger.headers, { bookingId, message: 'Hola' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('AA00050');
      const unknown = await c.start(p.client.headers, { bookingId: unknownId, message: 'Hola' });
      expect(unknown.statusCode).toBe(404);
    });

    it('support: one conversation per user, with no owner', async () => {
      const user = await c.stranger();
      const first = await c.start(user.headers, { support: true, message: 'No puedo pagar' });
      expect(first.statusCode).toBe(201);
      const again = await c.start(user.headers, { support: true, message: '¿Hola?' });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      const [row] = await t.db
        .select()
        .from(conversations)
        .where(eq(conversations.id, first.json().id));
      expect(row).toMatchObject({ kind: 'support', ownerId: null, boatId: null, lastSeq: 2 });
    });

    it('422 AA00063 for the owner of the boat; 404 AA00030 for an unknown or unlisted boat', async () => {
      const p = await bookingParties(t.app);
      const own = await c.start(p.ownerHeaders, { boatId: p.boat.id, message: 'Hola' });
      expect(own.statusCode).toBe(422);
      expect(own.json().code).toBe('AA00063');
      const unknown = await c.start(p.client.headers, { boatId: unknownId, message: 'Hola' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('AA00030');
      const draft = await bookingParties(t.app, { boat: { status: 'draft' } });
      const unlisted = await c.start(p.client.headers, { boatId: draft.boat.id, message: 'Hola' });
      expect(unlisted.statusCode).toBe(404);
    });

    it('422 AA00062 for contact details before a booking: no conversation is left', async () => {
      const p = await bookingParties(t.app);
      const response = await c.start(p.client.headers, {
        boatId: p.boat.id,
        message: 'Llámame al 612 345 678',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'AA00062',
        message: { es: expect.stringContaining('teléfonos'), en: expect.stringContaining('phone') },
      });
      const rows = await t.db
        .select()
        .from(conversations)
        .where(eq(conversations.boatId, p.boat.id));
      expect(rows).toEqual([]);
    });

    it('401 without a login', async () => {
      const p = await bookingParties(t.app);
      const response = await c.start(undefined, { boatId: p.boat.id, message: 'Hola' });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('AA00002');
    });

    it('400 naming the field', async () => {
      const p = await bookingParties(t.app);
      const cases: [Record<string, unknown>, string][] = [
        [{ message: 'Hola' }, 'boatId'],
        [{ boatId: p.boat.id, support: true, message: 'Hola' }, 'boatId'],
        [{ boatId: 'nope', message: 'Hola' }, 'boatId'],
        [{ boatId: p.boat.id }, 'message'],
        [{ boatId: p.boat.id, message: '   ' }, 'message'],
        [{ boatId: p.boat.id, message: 'x'.repeat(2001) }, 'message'],
        [{ boatId: p.boat.id, message: 'Hola', clientId: 'a b' }, 'clientId'],
      ];
      for (const [payload, field] of cases) {
        const response = await c.start(p.client.headers, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(fieldsOf(response)).toContain(field);
      }
    });
  });

  describe('GET /conversation', () => {
    it('my conversations, newest activity first, with lastMessage, unread and the context', async () => {
      const a = await c.boatConversation('Primera');
      const owner = a.ownerHeaders;
      // a second client writes to the same owner later, about a booking of the same boat
      const other = await bookingParties(t.app, { boat: { ownerId: a.owner.id } });
      const bookingId = await requestBooking(t.app, other.client.headers, other.boat.id);
      const b = await c.start(other.client.headers, { bookingId, message: 'Segunda' });
      expect(b.statusCode).toBe(201);

      const response = await c.conversations(owner);
      expect(response.statusCode).toBe(200);
      const items = response.json().items;
      expect(items.map((i: { id: string }) => i.id)).toEqual([b.json().id, a.id]);
      expect(items[0]).toEqual({
        id: b.json().id,
        kind: 'booking',
        lastMessage: {
          id: expect.any(String),
          message: 'Segunda',
          erased: false,
          sender: { id: other.client.user.id, name: other.client.user.name },
          notice: null,
          createdAt: expect.any(String),
        },
        unread: 1,
        lastActivityAt: expect.any(String),
        otherParty: { id: other.client.user.id, name: other.client.user.name, pictureId: null },
        boat: { id: other.boat.id, slug: other.boat.slug, name: other.boat.name },
        booking: { id: bookingId, status: 'pending' },
        group: null,
      });
      expect(items[1]).toMatchObject({ kind: 'boat', unread: 1, booking: null });

      // the client's side: the owner is the other party, and their own message is read
      const mine = (await c.conversations(a.client.headers)).json().items;
      expect(mine).toEqual([
        expect.objectContaining({
          id: a.id,
          unread: 0,
          otherParty: { id: a.owner.id, name: a.owner.name, pictureId: null },
          lastMessage: expect.objectContaining({ message: 'Primera' }),
        }),
      ]);

      // the owner answers the first one: it comes back to the top
      expect((await c.send(owner, a.id, { message: 'Sí' })).statusCode).toBe(201);
      const after = (await c.conversations(owner)).json().items;
      expect(after.map((i: { id: string }) => i.id)).toEqual([a.id, b.json().id]);
    });

    it('401 without a login', async () => {
      const response = await c.conversations(undefined);
      expect(response.statusCode).toBe(401);
    });
  });
});
