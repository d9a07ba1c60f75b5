import { describe, expect, it } from 'vitest';
import type { TChatStreamEvent } from '../../../shared/schemas/chat-events';
import { createChatStream, reconnectDelay, type TEventSourceLike } from './stream';

class FakeSource implements TEventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.listeners.get(type)?.({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const events: TChatStreamEvent[] = [];
  const states: { status: string; generation: number }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let refreshes = 0;
  const stream = createChatStream({
    url: '/api/chat/events',
    eventNames: ['message', 'read', 'ready', 'resync'],
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    refreshSession: async () => {
      refreshes += 1;
      return true;
    },
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    schedule: (run, ms) => {
      timers.push({ run, ms });
      return () => {};
    },
  });
  return { stream, sources, events, states, timers, refreshes: () => refreshes };
}

const message = (id: string) => ({
  conversationId: 'c1',
  message: { id, seq: 1, message: 'hola', sender: { id: 'u', name: 'Ana' }, clientId: null },
});

describe('the chat stream', () => {
  it('passes events on with their type and counts a generation per connection', () => {
    const { sources, events, states } = setup();
    expect(states.at(-1)).toEqual({ status: 'connecting', generation: 0 });
    sources[0]!.emit('ready', {});
    sources[0]!.emit('message', message('m1'), 'cursor-1');
    expect(events.map((e) => e.type)).toEqual(['ready', 'message']);
    // the first ready too: what was sent before the stream opened is loaded again
    expect(states.at(-1)).toEqual({ status: 'open', generation: 1 });
    // the browser retries by itself: no new source, the status says so
    sources[0]!.fail(0);
    expect(states.at(-1)!.status).toBe('reconnecting');
    sources[0]!.emit('ready', {});
    expect(states.at(-1)).toEqual({ status: 'open', generation: 2 });
    expect(sources).toHaveLength(1);
  });

  it('when the browser gives up, renews the session and resumes from the last event id', async () => {
    const { sources, timers, refreshes } = setup();
    sources[0]!.emit('ready', {});
    sources[0]!.emit('message', message('m1'), 'cursor 1');
    sources[0]!.fail(2);
    expect(sources[0]!.closed).toBe(true);
    expect(timers[0]!.ms).toBe(1000);
    timers[0]!.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refreshes()).toBe(1);
    expect(sources[1]!.url).toBe('/api/chat/events?lastEventId=cursor%201');
    // a second failure before any ready waits longer
    sources[1]!.fail(2);
    expect(timers[1]!.ms).toBe(2000);
  });

  it('a resync raises the generation; a malformed event is ignored; close stops it', () => {
    const { stream, sources, events, states } = setup();
    sources[0]!.emit('ready', {});
    sources[0]!.emit('resync', {});
    expect(states.at(-1)!.generation).toBe(2);
    const count = events.length;
    sources[0]!['listeners'].get('message')!({ data: '{', lastEventId: '' } as MessageEvent);
    expect(events).toHaveLength(count);
    stream.close();
    expect(sources[0]!.closed).toBe(true);
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([1, 2, 3, 6, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
