import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, conversationParticipants, messages } from '../../../db/schema';
import type { TChatEvent } from '../../services/chat/bus';
import { bookingParties, requestBooking } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { chatCalls, fieldsOf, unknownId } from './chat-fixture';

describe('POST /chat/{id}/message', () => {
  let t: TTestApp;
  let c: ReturnType<typeof chatCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    c = chatCalls(t);
  });
  afterAll(() => t.close());

  const stored = (conversationId: string) =>
    t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(messages.seq);

  it('201: the stored message; the sender has read up to it; an event after the commit', async () => {
    const s = await c.boatConversation();
    const events: TChatEvent[] = [];
    const unsubscribe = t.app.chatBus.subscribe((event) => events.push(event));
    const clientId = randomUUID();
    const response = await c.send(s.ownerHeaders, s.id, { message: 'Sí, libre', clientId });
    unsubscribe();
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toEqual({
      id: expect.any(String),
      seq: 2,
      message: 'Sí, libre',
      erased: false,
      sender: { id: s.owner.id, name: s.owner.name },
      notice: null,
      clientId,
      createdAt: expect.any(String),
    });
    expect((await stored(s.id)).map((m) => m.id)).toContain(message.id);
    const [ownerState] = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, s.owner.id));
    expect(ownerState!.lastReadSeq).toBe(2);
    expect(events).toEqual([
      {
        type: 'message',
        conversationId: s.id,
        audience: {
          userIds: expect.arrayContaining([s.owner.id, s.client.user.id]),
          support: false,
        },
        message,
      },
    ]);
  });

  it('401 without a login, 403 AA00061 for another user, 404 AA00060 for an unknown id', async () => {
    const s = await c.boatConversation();
    expect((await c.send(undefined, s.id, { message: 'Hola' })).statusCode).toBe(401);
    const stranger = await c.stranger();
    const forbidden = await c.send(stranger.headers, s.id, { message: 'Hola' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('AA00061');
    // admins answer support only, not the conversations of clients and owners
    const admin = await c.stranger('admin');
    expect((await c.send(admin.headers, s.id, { message: 'Hola' })).statusCode).toBe(403);
    const unknown = await c.send(s.client.headers, unknownId, { message: 'Hola' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('AA00060');
    expect(await stored(s.id)).toHaveLength(1);
  });

  it('400 naming the field', async () => {
    const s = await c.boatConversation();
    const cases: [string, Record<string, unknown>, string][] = [
      [s.id, {}, 'message'],
      [s.id, { message: '' }, 'message'],
      [s.id, { message: 'x'.repeat(2001) }, 'message'],
      [s.id, { message: 'Hola', clientId: 'short' }, 'clientId'],
      ['not-a-uuid', { message: 'Hola' }, 'id'],
    ];
    for (const [id, payload, field] of cases) {
      const response = await c.send(s.client.headers, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    // 2000 characters is the limit, not an error
    const longest = await c.send(s.client.headers, s.id, { message: 'x'.repeat(2000) });
    expect(longest.statusCode).toBe(201);
  });

  describe('contact details before an accepted booking', () => {
    it('a boat conversation: refused (422 AA00062, nothing stored) until a booking is accepted', async () => {
      const s = await c.boatConversation();
      for (const [headers, text] of [
        [s.client.headers, 'Mi email es ana punto lopez arroba gmail punto com'],
        [s.ownerHeaders, 'Llámame: +34 612 34 56 78'],
        [s.client.headers, 'six one two three four five six seven eight'],
      ] as const) {
        const response = await c.send(headers, s.id, { message: text, clientId: randomUUID() });
        expect(response.statusCode, text).toBe(422);
        expect(response.json().code).toBe('AA00062');
      }
      // a pending request is not enough
      await requestBooking(t.app, s.client.headers, s.boat.id);
      const pending = await c.send(s.ownerHeaders, s.id, { message: 'Mi móvil: 612345678' });
      expect(pending.statusCode).toBe(422);
      expect(await stored(s.id)).toHaveLength(1);
      // ordinary numbers pass
      const ordinary = await c.send(s.ownerHeaders, s.id, {
        message: 'Son 12 metros, salida a las 10:30 el 15/07, 450 € el día',
      });
      expect(ordinary.statusCode).toBe(201);

      // the same client has a booking accepted on another boat of the same owner: now allowed
      const other = await bookingParties(t.app, { boat: { ownerId: s.owner.id } });
      const bookingId = await requestBooking(t.app, s.client.headers, other.boat.id);
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/booking/${bookingId}/accept`,
        headers: s.ownerHeaders,
      });
      expect(accepted.statusCode).toBe(200);
      const allowed = await c.send(s.ownerHeaders, s.id, { message: 'Llámame: +34 612 34 56 78' });
      expect(allowed.statusCode).toBe(201);
      const email = await c.send(s.client.headers, s.id, { message: 'ana@example.com' });
      expect(email.statusCode).toBe(201);
    });

    it("a booking conversation follows that booking's status", async () => {
      const p = await bookingParties(t.app);
      const bookingId = await requestBooking(t.app, p.client.headers, p.boat.id);
      const opened = await c.start(p.client.headers, { bookingId, message: '¿Hay nevera?' });
      const id = opened.json().id;
      const before = await c.send(p.ownerHeaders, id, { message: 'Escríbeme a pepe@barcos.es' });
      expect(before.statusCode).toBe(422);
      const accept = await t.app.inject({
        method: 'POST',
        url: `/api/booking/${bookingId}/accept`,
        headers: p.ownerHeaders,
      });
      expect(accept.statusCode).toBe(200);
      const after = await c.send(p.ownerHeaders, id, { message: 'Escríbeme a pepe@barcos.es' });
      expect(after.statusCode).toBe(201);
      // enjoyed still counts; canceled after the acceptance guards again
      const setStatus = (values: Partial<typeof bookings.$inferInsert>) =>
        t.db.update(bookings).set(values).where(eq(bookings.id, bookingId));
      await setStatus({ status: 'enjoyed' });
      expect((await c.send(p.ownerHeaders, id, { message: '+34 612 345 678' })).statusCode).toBe(
        201,
      );
      await setStatus({ status: 'canceled', canceledBy: 'client', canceledAt: new Date() });
      expect((await c.send(p.ownerHeaders, id, { message: '+34 612 345 678' })).statusCode).toBe(
        422,
      );
    });

    it('support conversations are not guarded', async () => {
      const user = await c.stranger();
      const response = await c.start(user.headers, {
        support: true,
        message: 'Mi teléfono es 612 345 678, llamadme',
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('retries with the same clientId', () => {
    it('sequential: 200 with the first message, never a second copy', async () => {
      const s = await c.boatConversation();
      const clientId = randomUUID();
      const first = await c.send(s.client.headers, s.id, { message: 'Una vez', clientId });
      expect(first.statusCode).toBe(201);
      const retry = await c.send(s.client.headers, s.id, { message: 'Una vez', clientId });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(await stored(s.id)).toHaveLength(2);
      // the same id for another text or another conversation is a client bug
      const changed = await c.send(s.client.headers, s.id, { message: 'Otra cosa', clientId });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().code).toBe('AA00064');
      const elsewhere = await c.start(s.client.headers, {
        support: true,
        message: 'Una vez',
        clientId,
      });
      expect(elsewhere.statusCode).toBe(409);
      // another sender may use the same id
      const owner = await c.send(s.ownerHeaders, s.id, { message: 'Una vez', clientId });
      expect(owner.statusCode).toBe(201);
    });

    it('10 concurrent retries store one message and all answer it', async () => {
      const s = await c.boatConversation();
      const clientId = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          c.send(s.client.headers, s.id, { message: 'A la vez', clientId }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
      const rows = await stored(s.id);
      expect(rows.map((m) => [m.seq, m.body])).toEqual([
        [1, 'Hola, ¿está disponible en julio?'],
        [2, 'A la vez'],
      ]);
    });

    it('10 concurrent starts of one conversation: one conversation, one message', async () => {
      const p = await bookingParties(t.app);
      const clientId = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          c.start(p.client.headers, { boatId: p.boat.id, message: 'Hola', clientId }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      const ids = new Set(responses.map((r) => r.json().id as string));
      expect(ids.size).toBe(1);
      expect(await stored([...ids][0]!)).toHaveLength(1);
    });

    it('concurrent different messages get consecutive seq numbers', async () => {
      const s = await c.boatConversation();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          c.send(i % 2 ? s.client.headers : s.ownerHeaders, s.id, { message: `m${i}` }),
        ),
      );
      expect(responses.every((r) => r.statusCode === 201)).toBe(true);
      expect((await stored(s.id)).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    });
  });
});
