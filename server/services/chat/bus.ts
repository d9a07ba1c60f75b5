import type { TChatMessage } from '../../../shared/schemas/chat';

/**
 * Who should hear of an event: the users by id, and with `support`, every admin (support
 * conversations are answered by whichever admin is on duty).
 */
export type TChatAudience = { userIds: string[]; support: boolean };

/**
 * What happened in a conversation, published after its transaction commits. Plain JSON, so a
 * Redis fan-out can carry it between nodes as it is.
 */
export type TChatEvent =
  | {
      type: 'message';
      conversationId: string;
      audience: TChatAudience;
      message: TChatMessage;
    }
  | {
      type: 'read';
      conversationId: string;
      /** only the reader's own pages need it (their unread counts) */
      audience: TChatAudience;
      userId: string;
      lastReadSeq: number;
      unread: number;
    };

export type TChatListener = (event: TChatEvent) => void;

/**
 * The messaging event bus: services publish, real-time connections (SSE) subscribe. The
 * in-process one serves a single node; the Redis one (server/adapters/chat-bus/redis.ts) also
 * delivers to the listeners of every other node, behind the same interface.
 */
export type TChatBus = {
  publish: (event: TChatEvent) => void;
  /** returns the unsubscribe function */
  subscribe: (listener: TChatListener) => () => void;
};

/** One node's bus: listeners run synchronously; a listener that throws never stops the others. */
export function createMemoryChatBus(
  onListenerError: (error: unknown) => void = () => {},
): TChatBus {
  const listeners = new Set<TChatListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** messaging events (new messages, read changes) for real-time delivery */
    chatBus: TChatBus;
  }
}
