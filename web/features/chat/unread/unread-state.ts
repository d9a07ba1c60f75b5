import { withNewMessage } from '../summary';
import type { TConversationSummary } from '../../../../shared/schemas/chat';
import type { TChatStreamEvent } from '../../../../shared/schemas/chat-events';

/**
 * The viewer's conversations as the header dropdown and the chat widget badge see them: the list
 * of `GET /conversation`, kept current by the real-time stream. Pure, so it is tested with fake
 * events; ./unread-context.tsx runs it.
 */
export type TUnreadState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  conversations: TConversationSummary[];
  /** a load is in flight: the events meanwhile are kept to replay over its (maybe older) answer */
  inFlight: boolean;
  replay: { event: TChatStreamEvent; meId: string | null }[];
  /** a message came in a conversation the list does not have: load the list again */
  stale: boolean;
  /** conversations of the stream the list never has (an admin hears every support chat) */
  foreign: string[];
};

export type TUnreadAction =
  | { type: 'load-start' }
  | { type: 'load-done'; items: TConversationSummary[] }
  | { type: 'load-failed' }
  | { type: 'event'; event: TChatStreamEvent; meId: string | null }
  | { type: 'read'; conversationId: string; unread: number }
  | { type: 'reset' };

export const initialUnreadState: TUnreadState = {
  status: 'idle',
  conversations: [],
  inFlight: false,
  replay: [],
  stale: false,
  foreign: [],
};

const time = (iso: string | undefined) => (iso ? Date.parse(iso) : 0);

function applyEvent(
  state: TUnreadState,
  event: TChatStreamEvent,
  meId: string | null,
): TUnreadState {
  if (event.type === 'read') {
    const found = state.conversations.some((c) => c.id === event.conversationId);
    if (!found) return state;
    return {
      ...state,
      conversations: state.conversations.map((c) =>
        c.id === event.conversationId ? { ...c, unread: Math.max(0, event.unread) } : c,
      ),
    };
  }
  if (event.type !== 'message') return state;
  const { conversationId, message } = event;
  const current = state.conversations.find((c) => c.id === conversationId);
  if (!current) {
    if (state.foreign.includes(conversationId)) return state;
    return { ...state, stale: true };
  }
  const updated = withNewMessage(current, message, meId);
  if (!updated) return state;
  return {
    ...state,
    conversations: [updated, ...state.conversations.filter((c) => c.id !== conversationId)],
  };
}

export function unreadReducer(state: TUnreadState, action: TUnreadAction): TUnreadState {
  switch (action.type) {
    case 'load-start':
      return {
        ...state,
        status: state.status === 'ready' ? 'ready' : 'loading',
        inFlight: true,
        replay: [],
        stale: false,
      };
    case 'load-done': {
      let next: TUnreadState = {
        ...state,
        status: 'ready',
        conversations: action.items,
        inFlight: false,
        replay: [],
        stale: false,
      };
      for (const { event, meId } of state.replay) next = applyEvent(next, event, meId);
      // what the fresh list still lacks is not the viewer's own: stop loading again for it
      const known = new Set(action.items.map((c) => c.id));
      const foreign = state.replay.flatMap(({ event }) =>
        event.type === 'message' && !known.has(event.conversationId) ? [event.conversationId] : [],
      );
      return { ...next, stale: false, foreign: [...new Set([...state.foreign, ...foreign])] };
    }
    case 'load-failed':
      return {
        ...state,
        status: state.status === 'ready' ? 'ready' : 'error',
        inFlight: false,
        replay: [],
      };
    case 'event': {
      const next = applyEvent(state, action.event, action.meId);
      if (!state.inFlight) return next;
      // a message of an unknown conversation waits for the load in flight, not another one
      return {
        ...next,
        stale: false,
        replay: [...state.replay, { event: action.event, meId: action.meId }],
      };
    }
    case 'read':
      return applyEvent(
        state,
        {
          type: 'read',
          conversationId: action.conversationId,
          lastReadSeq: 0,
          unread: action.unread,
        },
        null,
      );
    case 'reset':
      return initialUnreadState;
  }
}

/** Conversations with unread messages, newest message first. */
export function selectUnread(state: TUnreadState): TConversationSummary[] {
  return state.conversations
    .filter((c) => c.unread > 0 && c.lastMessage !== null)
    .sort((a, b) => time(b.lastMessage?.createdAt) - time(a.lastMessage?.createdAt));
}

/** The header dropdown's list: up to `limit` (3, spec §2) unread conversations. */
export function selectUnreadPreview(state: TUnreadState, limit = 3): TConversationSummary[] {
  return selectUnread(state).slice(0, limit);
}

/** The viewer's own support conversation (Marea answers: no other party), if any. */
export function selectSupport(state: TUnreadState): TConversationSummary | null {
  return state.conversations.find((c) => c.kind === 'support' && c.otherParty === null) ?? null;
}
