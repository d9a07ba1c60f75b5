import type { TChatMessage, TChatThread } from '../../../../shared/schemas/chat';

/** A message written here and not yet stored: sending, or failed (retried with its clientId). */
export type TOutgoing = {
  clientId: string;
  message: string;
  status: 'sending' | 'failed';
  /** the server's message for a refusal, else null (a network failure) */
  error: string | null;
};

/**
 * The support conversation of the chat widget: its recent messages (oldest first, one per id),
 * what is being sent, and how far the viewer has read. Pure, tested with fake events.
 */
export type TThreadState = {
  status: 'loading' | 'ready' | 'error';
  /** null until the first message starts the conversation */
  conversationId: string | null;
  messages: TChatMessage[];
  outbox: TOutgoing[];
  lastReadSeq: number;
};

export type TThreadAction =
  | { type: 'loading' }
  | { type: 'none' }
  | {
      type: 'loaded';
      thread: Pick<TChatThread, 'messages' | 'lastReadSeq'>;
      conversationId: string;
    }
  | { type: 'load-failed' }
  | { type: 'message'; conversationId: string; message: TChatMessage }
  | { type: 'send'; clientId: string; message: string }
  | { type: 'sent'; conversationId: string; message: TChatMessage }
  | { type: 'send-failed'; clientId: string; error: string | null }
  | { type: 'read'; lastReadSeq: number };

export const initialThreadState: TThreadState = {
  status: 'loading',
  conversationId: null,
  messages: [],
  outbox: [],
  lastReadSeq: 0,
};

/** Keeps one copy per id (a catch-up may repeat a message), in `seq` order. */
function merge(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** A stored message takes the place of its outgoing copy. */
function settle(outbox: TOutgoing[], messages: TChatMessage[]): TOutgoing[] {
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
  return outbox.filter((o) => !stored.has(o.clientId));
}

export function threadReducer(state: TThreadState, action: TThreadAction): TThreadState {
  switch (action.type) {
    case 'loading':
      return state.status === 'ready' ? state : { ...state, status: 'loading' };
    case 'none':
      return { ...state, status: 'ready' };
    case 'loaded': {
      const messages = merge(
        state.conversationId === action.conversationId ? state.messages : [],
        action.thread.messages,
      );
      return {
        ...state,
        status: 'ready',
        conversationId: action.conversationId,
        messages,
        outbox: settle(state.outbox, messages),
        lastReadSeq: Math.max(
          state.conversationId === action.conversationId ? state.lastReadSeq : 0,
          action.thread.lastReadSeq,
        ),
      };
    }
    case 'load-failed':
      return state.status === 'ready' ? state : { ...state, status: 'error' };
    case 'message': {
      if (action.conversationId !== state.conversationId) return state;
      const messages = merge(state.messages, [action.message]);
      return { ...state, messages, outbox: settle(state.outbox, messages) };
    }
    case 'send': {
      const outgoing: TOutgoing = {
        clientId: action.clientId,
        message: action.message,
        status: 'sending',
        error: null,
      };
      const others = state.outbox.filter((o) => o.clientId !== action.clientId);
      return { ...state, outbox: [...others, outgoing] };
    }
    case 'sent': {
      const messages = merge(state.conversationId === action.conversationId ? state.messages : [], [
        action.message,
      ]);
      return {
        ...state,
        status: 'ready',
        conversationId: action.conversationId,
        messages,
        outbox: settle(
          state.outbox.filter((o) => o.clientId !== action.message.clientId),
          messages,
        ),
        // what I write, I have read
        lastReadSeq: Math.max(state.lastReadSeq, action.message.seq),
      };
    }
    case 'send-failed':
      return {
        ...state,
        outbox: state.outbox.map((o) =>
          o.clientId === action.clientId ? { ...o, status: 'failed', error: action.error } : o,
        ),
      };
    case 'read':
      return { ...state, lastReadSeq: Math.max(state.lastReadSeq, action.lastReadSeq) };
  }
}

/** The newest seq written by someone else and not yet read (0 when none): mark it read. */
export function unreadFromOthers(state: TThreadState, meId: string | null): number {
  let newest = 0;
  for (const m of state.messages)
    if (m.seq > state.lastReadSeq && m.sender?.id !== meId) newest = Math.max(newest, m.seq);
  return newest;
}
