import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TChatMessage } from '../../../shared/schemas/chat';
import { chatCalls } from '../../routes/chat/chat-fixture';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { createMemoryChatBus, type TChatBus, type TChatEvent } from './bus';
import { openChatStream, type TStreamFrame } from './chat-stream';
import { messageCursor, parseCursor } from './stream-cursor';

/** A bus that counts its listeners and publishes `during` as soon as a stream subscribes. */
function testBus(during: TChatEvent[] = []) {
  const bus = createMemoryChatBus((error) => {
    throw error;
  });
  const state = { listeners: 0 };
  const counted: TChatBus = {
    publish: bus.publish,
    subscribe(listener) {
      state.listeners += 1;
      const unsubscribe = bus.subscribe(listener);
      for (const event of during) bus.publish(event);
      return () => {
        state.listeners -= 1;
        unsubscribe();
      };
    },
  };
  return { bus: counted, state };
}

describe('openChatStream', () => {
  let t: TTestApp;
  let c: ReturnType<typeof chatCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    c = chatCalls(t);
  });
  afterAll(() => t.close());

  it('replays, then sends what arrived meanwhile (never a message twice), then ready', async () => {
    const s = await c.boatConversation();
    const first = (await c.thread(s.ownerHeaders, s.id)).json().messages[0] as TChatMessage;
    const two = (await c.send(s.client.headers, s.id, { message: 'dos' })).json() as TChatMessage;
    const three: TChatMessage = { ...two, id: crypto.randomUUID(), seq: 3, message: 'tres' };
    const audience = { userIds: [s.owner.id, s.client.user.id], support: false };
    const { bus, state } = testBus([
      { type: 'message', conversationId: s.id, audience, message: two },
      { type: 'message', conversationId: s.id, audience, message: three },
      {
        type: 'read',
        conversationId: s.id,
        audience: { userIds: [s.owner.id], support: false },
        userId: s.owner.id,
        lastReadSeq: 2,
        unread: 0,
      },
    ]);
    const frames: TStreamFrame[] = [];
    const stop = await openChatStream({ db: t.db, bus }, s.owner, messageCursor(first), (frame) =>
      frames.push(frame),
    );
    expect(frames).toEqual([
      { event: 'message', id: messageCursor(two), data: { conversationId: s.id, message: two } },
      {
        event: 'message',
        id: messageCursor(three),
        data: { conversationId: s.id, message: three },
      },
      { event: 'read', data: { conversationId: s.id, lastReadSeq: 2, unread: 0 } },
      { event: 'ready', data: {} },
    ]);
    bus.publish({ type: 'message', conversationId: s.id, audience, message: { ...three, seq: 4 } });
    expect(frames).toHaveLength(5);
    stop();
    expect(state.listeners).toBe(0);
  });

  it('a failed replay leaves no listener behind', async () => {
    const s = await c.boatConversation();
    const first = (await c.thread(s.ownerHeaders, s.id)).json().messages[0] as TChatMessage;
    const { bus, state } = testBus();
    const select = vi.spyOn(t.db, 'select').mockImplementationOnce(() => {
      throw new Error('database down');
    });
    try {
      await expect(
        openChatStream({ db: t.db, bus }, s.owner, messageCursor(first), () => {}),
      ).rejects.toThrow('database down');
    } finally {
      select.mockRestore();
    }
    expect(state.listeners).toBe(0);
  });
});

describe('stream cursors', () => {
  it('read back what they wrote; anything else is no cursor', () => {
    const message = { id: crypto.randomUUID(), createdAt: '2026-07-01T10:00:00.123Z' };
    expect(parseCursor(messageCursor(message))).toEqual({
      at: new Date(message.createdAt),
      messageId: message.id,
    });
    for (const text of [undefined, '', 'x', `1.5_${message.id}`, `-1_${message.id}`, '123_'])
      expect(parseCursor(text)).toBeNull();
  });
});
