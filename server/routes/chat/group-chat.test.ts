import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, messages } from '../../../db/schema';
import type { TChatEvent } from '../../services/chat/bus';
import {
  addGroupParticipant,
  postGroupNotice,
  publishNotices,
  removeGroupParticipant,
} from '../../services/chat/group-chat';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { chatCalls, unknownId } from './chat-fixture';
import { createGroupChat } from './group-chat-fixture';

describe("a group's chat", () => {
  let t: TTestApp;
  let c: ReturnType<typeof chatCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    c = chatCalls(t);
  });
  afterAll(() => t.close());

  const participantsOf = async (chatId: string) =>
    (
      await t.db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, chatId))
    )
      .map((row) => row.userId)
      .sort();

  describe('members', () => {
    it('are its participants; adding is idempotent, a leaver stops being one (403)', async () => {
      const g = await createGroupChat(t, { members: 1 });
      const [ana] = g.members;
      expect(await participantsOf(g.chatId)).toEqual([g.creator.user.id, ana!.user.id].sort());
      await t.db.transaction((tx) => addGroupParticipant(tx, g.groupId, ana!.user.id));
      expect(await participantsOf(g.chatId)).toHaveLength(2);

      expect((await c.send(ana!.headers, g.chatId, { message: 'Hola grupo' })).statusCode).toBe(
        201,
      );
      await t.db.transaction((tx) => removeGroupParticipant(tx, g.groupId, ana!.user.id));
      expect(await participantsOf(g.chatId)).toEqual([g.creator.user.id]);
      const gone = await c.thread(ana!.headers, g.chatId);
      expect(gone.statusCode).toBe(403);
      expect(gone.json().code).toBe('AA00061');
      expect((await c.send(ana!.headers, g.chatId, { message: 'Sigo aquí' })).statusCode).toBe(403);
    });

    it('a newcomer reads the history without it counting as unread', async () => {
      const g = await createGroupChat(t, { members: 0 });
      await c.send(g.creator.headers, g.chatId, { message: 'Bienvenidos' });
      const late = await c.stranger();
      await t.db.transaction((tx) => addGroupParticipant(tx, g.groupId, late.user.id));
      const thread = (await c.thread(late.headers, g.chatId)).json();
      expect(thread.messages.map((m: { message: string }) => m.message)).toEqual(['Bienvenidos']);
      expect(thread.conversation.unread).toBe(0);
    });

    it('403 for a user who is not a member, 401 without a login', async () => {
      const g = await createGroupChat(t);
      const stranger = await c.stranger();
      const forbidden = await c.thread(stranger.headers, g.chatId);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('AA00061');
      const admin = await c.stranger('admin');
      expect((await c.thread(admin.headers, g.chatId)).statusCode).toBe(403);
      expect((await c.send(stranger.headers, g.chatId, { message: 'Hola' })).statusCode).toBe(403);
      expect((await c.thread(undefined, g.chatId)).statusCode).toBe(401);
    });
  });

  describe('the inbox and the thread', () => {
    it("show the group's name and date, first names, and notices unread for everyone", async () => {
      const g = await createGroupChat(t, { members: 2 });
      const [ana, luis] = g.members;
      await c.send(ana!.headers, g.chatId, { message: '¿Quién lleva la comida?' });
      await c.send(luis!.headers, g.chatId, { message: 'Yo llevo fruta' });
      const events: TChatEvent[] = [];
      const unsubscribe = t.app.chatBus.subscribe((event) => events.push(event));
      const notice = await t.db.transaction((tx) =>
        postGroupNotice(tx, g.groupId, 'boatRequested', { boatName: g.boat.name }),
      );
      expect(events).toEqual([]); // nothing before the caller publishes, after its commit
      publishNotices(t.app.chatBus, [notice]);
      unsubscribe();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'message',
        conversationId: g.chatId,
        audience: { support: false },
        message: { seq: 3, sender: null, notice: { key: 'boatRequested' } },
      });
      const audience = events[0]!.audience.userIds.sort();
      expect(audience).toEqual([g.creator.user.id, ana!.user.id, luis!.user.id].sort());

      const inbox = (await c.list(ana!.headers)).json();
      const item = inbox.items.find((i: { id: string }) => i.id === g.chatId);
      expect(item).toMatchObject({
        kind: 'group',
        otherParty: null,
        boat: null,
        booking: null,
        group: { id: g.groupId, name: g.name, date: g.sailDate, status: 'open' },
        unread: 2,
        lastMessage: {
          sender: null,
          notice: { key: 'boatRequested', params: { boatName: g.boat.name } },
        },
      });
      // the creator has read nothing: three unread; the notice counts for everyone
      const creatorItem = (await c.conversations(g.creator.headers))
        .json()
        .items.find((i: { id: string }) => i.id === g.chatId);
      expect(creatorItem.unread).toBe(3);
      // the search finds the group by its name
      const found = (await c.list(ana!.headers, `?q=${encodeURIComponent(g.name)}`)).json();
      expect(found.items.map((i: { id: string }) => i.id)).toEqual([g.chatId]);

      const thread = (await c.thread(g.creator.headers, g.chatId)).json();
      expect(thread.conversation.group.name).toBe(g.name);
      expect(
        thread.messages.map((m: { sender: { name: string } | null; notice: unknown }) => [
          m.sender?.name ?? null,
          m.notice,
        ]),
      ).toEqual([
        [null, { key: 'boatRequested', params: { boatName: g.boat.name } }],
        [luis!.user.name, null],
        [ana!.user.name, null],
      ]);
    });

    it('refuses contact details, always (the chat is public)', async () => {
      const g = await createGroupChat(t, { members: 1 });
      for (const text of ['Mi móvil: +34 612 34 56 78', 'escribidme a ana arroba gmail punto com'])
        for (const headers of [g.creator.headers, g.members[0]!.headers]) {
          const refused = await c.send(headers, g.chatId, { message: text });
          expect(refused.statusCode, text).toBe(422);
          expect(refused.json().code).toBe('AA00062');
        }
      const stored = await t.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, g.chatId)));
      expect(stored).toEqual([]);
      expect(
        (await c.send(g.creator.headers, g.chatId, { message: 'Salimos a las 10:00' })).statusCode,
      ).toBe(201);
    });
  });

  describe('GET /chat/{id}/public', () => {
    const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/chat/${id}/public` });

    it('shows the last 50 messages to anyone, newest last, first names only', async () => {
      const g = await createGroupChat(t, { members: 1 });
      const [ana] = g.members;
      for (let i = 1; i <= 51; i += 1)
        await c.send(i % 2 ? ana!.headers : g.creator.headers, g.chatId, { message: `m${i}` });
      await t.db.transaction((tx) =>
        postGroupNotice(tx, g.groupId, 'memberJoined', { name: 'Eva' }),
      );
      const response = await read(g.chatId);
      expect(response.statusCode).toBe(200);
      const list = response.json().messages as Record<string, unknown>[];
      expect(list).toHaveLength(50);
      expect(list.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
      expect(list.at(-1)).toMatchObject({
        sender: null,
        notice: { key: 'memberJoined', params: { name: 'Eva' } },
        erased: false,
      });
      expect(list.at(-2)).toEqual({
        id: expect.any(String),
        seq: 51,
        body: 'm51',
        erased: false,
        createdAt: expect.any(String),
        sender: { firstName: ana!.user.name },
        notice: null,
      });
      // nothing that identifies a user beyond their first name
      const text = response.body;
      for (const user of [ana!.user, g.creator.user]) {
        expect(text).not.toContain(user.id);
        expect(text).not.toContain(user.email);
      }
    });

    it('shows an erased message as erased, and answers [] for an empty chat', async () => {
      const g = await createGroupChat(t, { members: 0 });
      expect((await read(g.chatId)).json()).toEqual({ messages: [] });
      await c.send(g.creator.headers, g.chatId, { message: 'Borrado' });
      await t.db
        .update(messages)
        .set({ body: '', erasedAt: new Date() })
        .where(eq(messages.conversationId, g.chatId));
      const [erased] = (await read(g.chatId)).json().messages;
      expect(erased).toMatchObject({ body: '', erased: true });
    });

    it('404 for a booking, boat or support conversation and an unknown id; 400 for a bad id', async () => {
      const s = await c.boatConversation();
      const support = await c.start(s.client.headers, { support: true, message: 'Ayuda' });
      const bookingId = await c.acceptedBooking(s);
      const booking = await c.start(s.client.headers, { bookingId, message: 'Hola' });
      for (const id of [s.id, support.json().id, booking.json().id, unknownId]) {
        const response = await read(id);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('AA00004');
      }
      expect((await read('nope')).statusCode).toBe(400);
    });
  });
});
