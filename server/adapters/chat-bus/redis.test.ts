import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TChatEvent } from '../../services/chat/bus';
import { createChatBus, type TChatBusHandle } from './index';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const event = (n: number): TChatEvent => ({
  type: 'read',
  conversationId: '00000000-0000-4000-8000-000000000001',
  audience: { userIds: ['00000000-0000-4000-8000-000000000002'], support: false },
  userId: '00000000-0000-4000-8000-000000000002',
  lastReadSeq: n,
  unread: 0,
});

describe('the Redis chat bus (two nodes on one channel)', () => {
  // a channel of this run only: parallel runs never hear each other
  const channel = `marea:chat:test:${randomBytes(6).toString('hex')}`;
  const errors: unknown[] = [];
  let a: TChatBusHandle;
  let b: TChatBusHandle;
  const heard = { a: [] as TChatEvent[], b: [] as TChatEvent[] };
  beforeAll(async () => {
    const onError = (error: unknown) => errors.push(error);
    [a, b] = await Promise.all([
      createChatBus({ redisUrl: url, channel, onError }),
      createChatBus({ redisUrl: url, channel, onError }),
    ]);
    a.subscribe((e) => heard.a.push(e));
    b.subscribe((e) => heard.b.push(e));
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('delivers locally at once and to the other node once; never back to its origin', async () => {
    a.publish(event(1));
    expect(heard.a).toEqual([event(1)]);
    await vi.waitFor(() => expect(heard.b).toEqual([event(1)]));
    b.publish(event(2));
    await vi.waitFor(() => expect(heard.a).toEqual([event(1), event(2)]));
    // a round trip through Redis after both: any echo would have arrived by now
    a.publish(event(3));
    await vi.waitFor(() => expect(heard.b).toHaveLength(3));
    expect(heard.a).toEqual([event(1), event(2), event(3)]);
    expect(heard.b).toEqual([event(1), event(2), event(3)]);
    expect(errors).toEqual([]);
  });

  it('reports what is not an event from a node and delivers nothing', async () => {
    const intruder = new Redis(url);
    try {
      await intruder.publish(channel, 'not json');
      await intruder.publish(channel, JSON.stringify({ origin: 'x', event: { type: 'other' } }));
      await vi.waitFor(() => expect(errors).toHaveLength(4));
    } finally {
      await intruder.quit();
    }
    expect(heard.a).toHaveLength(3);
    expect(heard.b).toHaveLength(3);
  });
});

describe('createChatBus without Redis', () => {
  it('is the in-process bus', async () => {
    const bus = await createChatBus({ redisUrl: undefined, channel: 'unused', onError: () => {} });
    const heard: TChatEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    bus.publish(event(1));
    expect(heard).toEqual([event(1)]);
    await bus.close();
  });
});
