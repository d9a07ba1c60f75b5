import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../db/factories';
import { conversations, messages } from '../../../db/schema';
import type { THeaders } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { chatCalls } from './chat-fixture';
import { readEventStream, type TEventStreamReader, type TReadEvent } from './event-stream-reader';

const isMessage = (id: string) => (e: TReadEvent) =>
  e.event === 'message' && (e.data as { message: { id: string } }).message.id === id;
const isReady = (e: TReadEvent) => e.event === 'ready';
const messageIds = (reader: TEventStreamReader) =>
  reader.events
    .filter((e) => e.event === 'message')
    .map((e) => (e.data as { message: { id: string } }).message.id);

describe('GET /chat/events', () => {
  let t: TTestApp;
  let c: ReturnType<typeof chatCalls>;
  let base: string;
  const readers: TEventStreamReader[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_HEARTBEAT_SECONDS: '1' } });
    c = chatCalls(t);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t.close();
  });

  /** An open stream of `headers`' user, after its `ready`. */
  async function stream(headers: THeaders, query = '', extra: THeaders = {}) {
    const reader = await readEventStream(`${base}/api/chat/events${query}`, {
      ...headers,
      ...extra,
    });
    readers.push(reader);
    await reader.waitFor(isReady);
    return reader;
  }

  it('401 in the usual error shape without a session or with a bad token, before any stream', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/chat/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
    expect(anonymous.json().code).toBe('AA00002');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/chat/events',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('AA00018');
  });

  it('an uncompressed event stream: retry first, ready, then a heartbeat comment', async () => {
    const { headers } = await c.stranger();
    const reader = await stream(headers, '', { 'accept-encoding': 'gzip, br' });
    expect(reader.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    expect(reader.headers['content-encoding']).toBeUndefined();
    expect(reader.retries).toEqual([3000]);
    expect(reader.events).toEqual([{ event: 'ready', data: {} }]);
    await vi.waitFor(() => expect(reader.comments).toContain('ping'), { timeout: 3000 });
  });

  it('a stream stops at the heartbeat after its session was ended', async () => {
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'Gregal2026' },
        })
      ).json() as { idToken: string; refreshToken: string };
    const user = await createUser(t.db, { password: 'Gregal2026' });
    const [leaving, staying] = [await login(), await login()];
    const ended = await stream({ authorization: `Bearer ${leaving.idToken}` });
    const open = await stream({ authorization: `Bearer ${staying.idToken}` });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    await ended.ended;
    // the other session's stream goes on: its heartbeats keep coming
    const pings = open.comments.length;
    await vi.waitFor(() => expect(open.comments.length).toBeGreaterThan(pings), { timeout: 3000 });
  });

  it('a message reaches both parties (the REST DTO, a cursor id), not a stranger', async () => {
    const s = await c.boatConversation();
    const owner = await stream(s.ownerHeaders);
    const client = await stream(s.client.headers);
    const stranger = await stream((await c.stranger()).headers);
    const sent = await c.send(s.client.headers, s.id, { message: '¿Y en agosto?' });
    const message = sent.json();
    const received = await owner.waitFor(isMessage(message.id));
    expect(received).toEqual({
      event: 'message',
      id: `${Date.parse(message.createdAt)}_${message.id}`,
      data: { conversationId: s.id, message },
    });
    await client.waitFor(isMessage(message.id));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(messageIds(stranger)).toEqual([]);
  });

  it('admins (and super admins) hear support conversations; other users do not', async () => {
    const user = await c.stranger();
    const admin = await stream((await c.stranger('admin')).headers);
    const superAdmin = await stream((await c.stranger('superAdmin')).headers);
    const owner = await stream((await c.stranger('shipowner')).headers);
    const started = await c.start(user.headers, { support: true, message: 'No puedo pagar' });
    expect(started.statusCode).toBe(201);
    const id = started.json().id as string;
    for (const reader of [admin, superAdmin]) {
      const received = await reader.waitFor(
        (e) =>
          e.event === 'message' && (e.data as { conversationId: string }).conversationId === id,
      );
      expect(received.data).toMatchObject({
        message: { message: 'No puedo pagar', sender: { id: user.user.id } },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(messageIds(owner)).toEqual([]);
  });

  it('a read change reaches only the reader', async () => {
    const s = await c.boatConversation();
    const owner = await stream(s.ownerHeaders);
    const client = await stream(s.client.headers);
    expect((await c.read(s.ownerHeaders, s.id)).statusCode).toBe(200);
    const read = await owner.waitFor((e) => e.event === 'read');
    expect(read).toEqual({
      event: 'read',
      data: { conversationId: s.id, lastReadSeq: 1, unread: 0 },
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(client.events.filter((e) => e.event === 'read')).toEqual([]);
  });

  it('replays what a reconnection missed, oldest first, then ready; Last-Event-ID wins', async () => {
    const s = await c.boatConversation();
    const first = await stream(s.ownerHeaders);
    const one = (await c.send(s.client.headers, s.id, { message: 'uno' })).json();
    const cursor = (await first.waitFor(isMessage(one.id))).id!;
    first.close();
    const two = (await c.send(s.client.headers, s.id, { message: 'dos' })).json();
    const three = (await c.send(s.ownerHeaders, s.id, { message: 'tres' })).json();

    const ways: { query: string; extra: THeaders }[] = [
      { query: `?lastEventId=${encodeURIComponent(cursor)}`, extra: {} },
      // a browser reconnecting by itself keeps the URL (an older id, or one that replays
      // nothing as here) and sends the id it last received as a header
      { query: `?lastEventId=99999999999999_${one.id}`, extra: { 'last-event-id': cursor } },
    ];
    for (const how of ways) {
      const again = await stream(s.ownerHeaders, how.query, how.extra);
      const ids = messageIds(again);
      // the overlap may repeat older messages; never the cursor's own, never twice
      expect(ids).not.toContain(one.id);
      expect(ids.slice(-2)).toEqual([two.id, three.id]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(again.events.at(-1)!.event).toBe('ready');
      expect(again.events.find(isMessage(three.id))!.data).toEqual({
        conversationId: s.id,
        message: three,
      });
    }
  });

  it('too much missed: resync (with the newest cursor) instead of the messages', async () => {
    const s = await c.boatConversation();
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, s.id));
    const [first] = await t.db.select().from(messages).where(eq(messages.conversationId, s.id));
    const at = first!.createdAt.getTime();
    const rows = Array.from({ length: 201 }, (_, i) => ({
      conversationId: s.id,
      seq: conversation!.lastSeq + 1 + i,
      senderId: s.owner.id,
      body: `mensaje ${i}`,
      createdAt: new Date(at + 10_000 + i),
    }));
    const inserted = await t.db.insert(messages).values(rows).returning();
    await t.db
      .update(conversations)
      .set({ lastSeq: rows.at(-1)!.seq, lastMessageAt: rows.at(-1)!.createdAt })
      .where(eq(conversations.id, s.id));
    const cursor = `${at}_${first!.id}`;
    const again = await stream(s.client.headers, `?lastEventId=${cursor}`);
    const newest = inserted.at(-1)!;
    expect(again.events).toEqual([
      { event: 'resync', id: `${newest.createdAt.getTime()}_${newest.id}`, data: {} },
      { event: 'ready', data: {} },
    ]);
  });

  it('a cursor that is not ours, or from the future, means no replay, never an error', async () => {
    const s = await c.boatConversation();
    for (const id of [
      'nonsense',
      '',
      '1_not-a-uuid',
      `99999999999999_${s.id}`,
      `${'9'.repeat(400)}_${s.id}`,
    ]) {
      const reader = await stream(s.ownerHeaders, `?lastEventId=${encodeURIComponent(id)}`);
      expect(reader.events).toEqual([{ event: 'ready', data: {} }]);
      reader.close();
    }
  });

  it('a closed connection leaves no listener on the bus', async () => {
    let listening = 0;
    const subscribe = t.app.chatBus.subscribe;
    const spy = vi.spyOn(t.app.chatBus, 'subscribe').mockImplementation((listener) => {
      listening += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    });
    try {
      const { headers } = await c.stranger();
      const readers = await Promise.all([stream(headers), stream(headers)]);
      expect(listening).toBe(2);
      for (const reader of readers) reader.close();
      await vi.waitFor(() => expect(listening).toBe(0), { timeout: 3000 });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /chat/events on a closing app', () => {
  it('ends the open streams, so the app closes', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { headers } = await chatCalls(t).stranger();
    const reader = await readEventStream(`${base}/api/chat/events`, headers);
    await reader.waitFor(isReady);
    await t.close();
    await reader.ended;
  });
});
