import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createMemoryChatBus, type TChatEvent } from '../../services/chat/bus';
import type { TChatBusHandle } from './types';

/** What travels on the channel: the event and the node that published it. */
type TEnvelope = { origin: string; event: TChatEvent };

function isEnvelope(value: unknown): value is TEnvelope {
  const candidate = value as Partial<TEnvelope> | null;
  return (
    typeof candidate?.origin === 'string' &&
    typeof candidate.event === 'object' &&
    candidate.event !== null &&
    (candidate.event.type === 'message' || candidate.event.type === 'read')
  );
}

/**
 * The messaging bus of several nodes: each event is delivered to this node's listeners at once and
 * published on a Redis channel as `{origin, event}`; what arrives from the other nodes goes to this
 * node's listeners (its own echo is dropped, so nothing is delivered twice). Redis pub/sub is
 * at-most-once: events published while a node is cut off from Redis never reach it, and its
 * clients see those messages when their stream reconnects and catches up (or on their next refetch).
 *
 * Resolves once the channel is subscribed: a node serves streams only when it hears the others.
 */
export async function createRedisChatBus(options: {
  url: string;
  channel: string;
  onError: (error: unknown) => void;
}): Promise<TChatBusHandle> {
  const { channel, onError } = options;
  const origin = randomUUID();
  const local = createMemoryChatBus(onError);
  // a connection that subscribes can do nothing else: one to publish, one to listen
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(payload);
    } catch (error) {
      onError(error);
      return;
    }
    if (!isEnvelope(envelope)) onError(new Error(`chat bus: unexpected payload on ${channel}`));
    else if (envelope.origin !== origin) local.publish(envelope.event);
  });

  const close = async () => {
    await Promise.allSettled([subscriber.quit(), publisher.quit()]);
  };
  try {
    await subscriber.subscribe(channel);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    publish(event) {
      local.publish(event);
      const envelope: TEnvelope = { origin, event };
      publisher.publish(channel, JSON.stringify(envelope)).catch(onError);
    },
    subscribe: local.subscribe,
    close,
  };
}
