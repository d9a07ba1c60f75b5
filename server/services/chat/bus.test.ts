import { describe, expect, it } from 'vitest';
import { createMemoryChatBus, type TChatEvent } from './bus';

const event: TChatEvent = {
  type: 'read',
  conversationId: '00000000-0000-4000-8000-000000000001',
  audience: { userIds: ['00000000-0000-4000-8000-000000000002'], support: false },
  userId: '00000000-0000-4000-8000-000000000002',
  lastReadSeq: 3,
  unread: 0,
};

describe('createMemoryChatBus', () => {
  it('delivers to every subscriber until it unsubscribes', () => {
    const bus = createMemoryChatBus();
    const a: TChatEvent[] = [];
    const b: TChatEvent[] = [];
    const stopA = bus.subscribe((e) => a.push(e));
    bus.subscribe((e) => b.push(e));
    bus.publish(event);
    stopA();
    bus.publish(event);
    expect(a).toEqual([event]);
    expect(b).toEqual([event, event]);
  });

  it('a throwing listener is reported and never stops the others', () => {
    const errors: unknown[] = [];
    const bus = createMemoryChatBus((error) => errors.push(error));
    const seen: TChatEvent[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((e) => seen.push(e));
    expect(() => bus.publish(event)).not.toThrow();
    expect(seen).toEqual([event]);
    expect(errors).toHaveLength(1);
  });

  it('events survive a JSON round trip (what a Redis fan-out will carry)', () => {
    expect(JSON.parse(JSON.stringify(event))).toEqual(event);
  });
});
