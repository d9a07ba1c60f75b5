import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import type { TChatEvent } from '../../services/chat/bus';
import { bookingParties, requestBooking } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { chatCalls, fieldsOf, unknownId } from './chat-fixture';

describe('chats: the list, one thread, read state', () => {
  let t: TTestApp;
  let c: ReturnType<typeof chatCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    c = chatCalls(t);
  });
  afterAll(() => t.close());

  const unreadOf = async (headers: Record<string, string>, id: string) =>
    (await c.thread(headers, id)).json().conversation.unread as number;

  describe('unread counts', () => {
    it('are exact for both sides through a conversation', async () => {
      const s = await c.boatConversation('uno');
      const client = s.client.headers;
      const owner = s.ownerHeaders;
      expect([await unreadOf(owner, s.id), await unreadOf(client, s.id)]).toEqual([1, 0]);
      await c.send(client, s.id, { message: 'dos' });
      await c.send(client, s.id, { message: 'tres' });
      expect([await unreadOf(owner, s.id), await unreadOf(client, s.id)]).toEqual([3, 0]);
      // reading the thread does not mark it read
      expect(await unreadOf(owner, s.id)).toBe(3);
      // the owner has seen up to the second one
      const partial = await c.read(owner, s.id, { upTo: 2 });
      expect(partial.statusCode).toBe(200);
      expect(partial.json()).toEqual({ lastReadSeq: 2, unread: 1 });
      // read state never goes back, nor past the newest message
      expect((await c.read(owner, s.id, { upTo: 1 })).json()).toEqual({
        lastReadSeq: 2,
        unread: 1,
      });
      expect((await c.read(owner, s.id, { upTo: 99 })).json()).toEqual({
        lastReadSeq: 3,
        unread: 0,
      });
      await c.send(owner, s.id, { message: 'cuatro' });
      await c.send(owner, s.id, { message: 'cinco' });
      expect([await unreadOf(owner, s.id), await unreadOf(client, s.id)]).toEqual([0, 2]);
      // the client answers without marking read: their own message moves their read state
      await c.send(client, s.id, { message: 'seis' });
      expect([await unreadOf(owner, s.id), await unreadOf(client, s.id)]).toEqual([1, 0]);
      const events: TChatEvent[] = [];
      const unsubscribe = t.app.chatBus.subscribe((event) => events.push(event));
      expect((await c.read(owner, s.id)).json()).toEqual({ lastReadSeq: 6, unread: 0 });
      // nothing new: no event
      expect((await c.read(owner, s.id)).json()).toEqual({ lastReadSeq: 6, unread: 0 });
      unsubscribe();
      expect(events).toEqual([
        {
          type: 'read',
          conversationId: s.id,
          audience: { userIds: [s.owner.id], support: false },
          userId: s.owner.id,
          lastReadSeq: 6,
          unread: 0,
        },
      ]);
      const list = (await c.conversations(owner)).json().items;
      expect(list[0]).toMatchObject({ id: s.id, unread: 0 });
    });
  });

  describe('GET /chat/{id}', () => {
    it('the header and the messages newest first, paged back with `before`', async () => {
      const s = await c.boatConversation('m1');
      for (let i = 2; i <= 35; i++)
        await c.send(i % 2 ? s.client.headers : s.ownerHeaders, s.id, { message: `m${i}` });
      const first = await c.thread(s.ownerHeaders, s.id);
      expect(first.statusCode).toBe(200);
      const page1 = first.json();
      expect(page1.conversation).toMatchObject({
        id: s.id,
        kind: 'boat',
        boat: { id: s.boat.id },
        otherParty: { id: s.client.user.id },
        lastMessage: { message: 'm35' },
      });
      expect(page1.messages).toHaveLength(30);
      expect(page1.messages[0]).toMatchObject({ seq: 35, message: 'm35' });
      expect(page1.messages[29]).toMatchObject({ seq: 6, message: 'm6' });
      expect(page1.nextBefore).toBe(6);
      expect(page1.lastReadSeq).toBe(34);
      const page2 = (await c.thread(s.ownerHeaders, s.id, `?before=${page1.nextBefore}`)).json();
      expect(page2.messages.map((m: { seq: number }) => m.seq)).toEqual([5, 4, 3, 2, 1]);
      expect(page2.nextBefore).toBeNull();
      const small = (await c.thread(s.client.headers, s.id, '?limit=5')).json();
      expect(small.messages.map((m: { seq: number }) => m.seq)).toEqual([35, 34, 33, 32, 31]);
      expect(small.nextBefore).toBe(31);
      // catch-up after seq 32: newer ones only, paged back down to 33
      const caught = (await c.thread(s.client.headers, s.id, '?after=32&limit=2')).json();
      expect(caught.messages.map((m: { seq: number }) => m.seq)).toEqual([35, 34]);
      expect(caught.nextBefore).toBe(34);
      const rest = (await c.thread(s.client.headers, s.id, '?after=32&limit=2&before=34')).json();
      expect(rest.messages.map((m: { seq: number }) => m.seq)).toEqual([33]);
      expect(rest.nextBefore).toBeNull();
    });

    it('401, 403 AA00061 for another user, 404 AA00060 unknown, 400 naming the field', async () => {
      const s = await c.boatConversation();
      expect((await c.thread(undefined, s.id)).statusCode).toBe(401);
      const stranger = await c.stranger();
      const forbidden = await c.thread(stranger.headers, s.id);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('AA00061');
      const unknown = await c.thread(s.client.headers, unknownId);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('AA00060');
      const badId = await c.thread(s.client.headers, 'nope');
      expect(badId.statusCode).toBe(400);
      expect(fieldsOf(badId)).toEqual(['id']);
      const badLimit = await c.thread(s.client.headers, s.id, '?limit=0');
      expect(badLimit.statusCode).toBe(400);
      expect(fieldsOf(badLimit)).toEqual(['limit']);
    });
  });

  describe('POST /chat/{id}/read', () => {
    it('401, 403 AA00061 for another user, 404 AA00060 unknown, 400 naming the field', async () => {
      const s = await c.boatConversation();
      expect((await c.read(undefined, s.id)).statusCode).toBe(401);
      const stranger = await c.stranger();
      expect((await c.read(stranger.headers, s.id)).statusCode).toBe(403);
      expect((await c.read(s.ownerHeaders, unknownId)).statusCode).toBe(404);
      const bad = await c.read(s.ownerHeaders, s.id, { upTo: -1 });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['upTo']);
      expect(await unreadOf(s.ownerHeaders, s.id)).toBe(1);
      // no body at all marks everything read
      const bare = await t.app.inject({
        method: 'POST',
        url: `/api/chat/${s.id}/read`,
        headers: s.ownerHeaders,
      });
      expect(bare.statusCode).toBe(200);
      expect(bare.json()).toEqual({ lastReadSeq: 1, unread: 0 });
    });
  });

  describe('GET /chat', () => {
    it('pages of my conversations with the total, the unread filter and a search', async () => {
      const { owner, ownerHeaders } = await bookingParties(t.app);
      const names = ['Ágata', 'Bruno', 'Carmen'];
      const ids: string[] = [];
      for (const [i, name] of names.entries()) {
        const p = await bookingParties(t.app, {
          boat: { ownerId: owner.id, name: `Velero ${i}` },
        });
        // the client's first name, for the search
        await t.db.update(users).set({ name }).where(eq(users.id, p.client.user.id));
        const opened = await c.start(p.client.headers, {
          boatId: p.boat.id,
          message: i === 1 ? 'Pregunta por el fondeo' : 'Hola',
        });
        ids.push(opened.json().id);
      }
      const page1 = await c.list(ownerHeaders, '?pageSize=2');
      expect(page1.statusCode).toBe(200);
      expect(page1.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page1.json().items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
      const page2 = (await c.list(ownerHeaders, '?pageSize=2&page=2')).json();
      expect(page2.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
      expect(page2.total).toBe(3);
      const beyond = (await c.list(ownerHeaders, '?pageSize=2&page=5')).json();
      expect(beyond).toMatchObject({ items: [], total: 3 });

      await c.read(ownerHeaders, ids[1]!);
      const unread = (await c.list(ownerHeaders, '?unread=true')).json();
      expect(unread.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0]]);
      expect(unread.total).toBe(2);
      const unreadFirst = (await c.list(ownerHeaders, '?sort=unread_first')).json();
      expect(unreadFirst.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);

      const search = async (q: string) =>
        (await c.list(ownerHeaders, `?q=${encodeURIComponent(q)}`))
          .json()
          .items.map((i: { id: string }) => i.id);
      expect(await search('agata')).toEqual([ids[0]]); // accents do not matter
      expect(await search('velero 2')).toEqual([ids[2]]);
      expect(await search('FONDEO')).toEqual([ids[1]]);
      expect(await search('100%')).toEqual([]);
    });

    it('admins list support conversations with box=support and answer them', async () => {
      const user = await c.stranger();
      const opened = await c.start(user.headers, { support: true, message: 'Ayuda' });
      const id = opened.json().id;
      const admin = await c.stranger('admin');
      const queue = (await c.list(admin.headers, '?box=support')).json();
      expect(queue.items.find((i: { id: string }) => i.id === id)).toMatchObject({
        kind: 'support',
        unread: 1,
        otherParty: { id: user.user.id },
      });
      const seen = await c.thread(admin.headers, id);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ lastReadSeq: 0, conversation: { unread: 1 } });
      const answer = await c.send(admin.headers, id, { message: 'Dime' });
      expect(answer.statusCode).toBe(201);
      // the user's side: no other party (Marea answers), one unread
      const mine = (await c.list(user.headers)).json();
      expect(mine.items).toEqual([
        expect.objectContaining({
          id,
          otherParty: null,
          unread: 1,
          lastMessage: expect.objectContaining({ message: 'Dime' }),
        }),
      ]);
      // the admin who answered has it in their own inbox now
      expect((await c.conversations(admin.headers)).json().items[0]).toMatchObject({
        id,
        unread: 0,
      });
      // not for everyone
      expect((await c.list(user.headers, '?box=support')).statusCode).toBe(403);
    });

    it('finds the conversation about one booking or one boat (bookingId, boatId)', async () => {
      const parties = await bookingParties(t.app);
      const client = parties.client.headers;
      const ids = (response: { json: () => { items: { id: string }[] } }) =>
        response.json().items.map((i) => i.id);
      const bookingId = await requestBooking(t.app, client, parties.boat.id);
      // nothing yet: the web shows an empty thread and starts it with the first message
      expect(ids(await c.list(client, `?bookingId=${bookingId}`))).toEqual([]);
      const aboutBoat = (await c.start(client, { boatId: parties.boat.id, message: 'Hola' })).json()
        .id as string;
      const aboutBooking = (
        await c.start(client, { bookingId, message: 'Sobre la reserva' })
      ).json().id as string;
      // both sides find it, and the boat's filter leaves out the booking's conversation
      for (const headers of [client, parties.ownerHeaders]) {
        const byBooking = await c.list(headers, `?bookingId=${bookingId}`);
        expect(byBooking.statusCode).toBe(200);
        expect(ids(byBooking)).toEqual([aboutBooking]);
        expect(byBooking.json().total).toBe(1);
        expect(ids(await c.list(headers, `?boatId=${parties.boat.id}`))).toEqual([aboutBoat]);
      }
      // scoped by the viewer: someone else's booking or boat finds nothing
      const other = await c.stranger();
      expect(ids(await c.list(other.headers, `?bookingId=${bookingId}`))).toEqual([]);
      expect(ids(await c.list(other.headers, `?boatId=${parties.boat.id}`))).toEqual([]);
      expect(ids(await c.list(client, `?bookingId=${unknownId}`))).toEqual([]);
    });

    it('401 and 400 naming the field', async () => {
      expect((await c.list(undefined)).statusCode).toBe(401);
      const user = await c.stranger();
      for (const [query, field] of [
        ['?pageSize=0', 'pageSize'],
        ['?pageSize=101', 'pageSize'],
        ['?page=0', 'page'],
        ['?unread=maybe', 'unread'],
        ['?box=all', 'box'],
        ['?sort=name', 'sort'],
        ['?bookingId=42', 'bookingId'],
        ['?boatId=nope', 'boatId'],
      ]) {
        const response = await c.list(user.headers, query);
        expect(response.statusCode, query).toBe(400);
        expect(fieldsOf(response)).toEqual([field]);
      }
    });
  });

  it('documents every messaging call in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/conversation',
        '/api/chat',
        '/api/chat/{id}',
        '/api/chat/{id}/public',
        '/api/chat/{id}/message',
        '/api/chat/{id}/read',
      ]),
    );
    expect(doc.paths['/api/conversation'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/chat/{id}/message'].post.requestBody).toBeDefined();
    const listParams = doc.paths['/api/chat'].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(expect.arrayContaining(['unread', 'q', 'page', 'pageSize']));
  });

  describe('GET /chat/{id}/public', () => {
    it('404 AA00004 without a token: only group chats are public, and groups do not exist yet', async () => {
      const s = await c.boatConversation();
      const response = await t.app.inject({ method: 'GET', url: `/api/chat/${s.id}/public` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('AA00004');
      const unknown = await t.app.inject({ method: 'GET', url: `/api/chat/${unknownId}/public` });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/chat/nope/public' });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['id']);
    });
  });
});
