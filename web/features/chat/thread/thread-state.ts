import type { TChatMessage } from '../../../../shared/schemas/chat';

/**
 * The state of one open thread, as a pure reducer: the messages the server confirmed (ascending
 * by `seq`, one per id) and the ones this page is sending (by their `clientId`, which a retry
 * reuses, so the server stores them once). A message reaches the page three ways — the answer to
 * its send, the real-time stream, a catch-up fetch — in any order; all of them land here.
 */
export type TOutgoing = {
  clientId: string;
  message: string;
  createdAt: string;
  status: 'pending' | 'failed';
};

export type TThreadState = {
  messages: TChatMessage[];
  outgoing: TOutgoing[];
  /** cursor of the older page, null when the first message is shown */
  nextBefore: number | null;
  /** how far the viewer has read (the server's pointer) */
  lastReadSeq: number;
};

export type TThreadAction =
  | {
      type: 'loaded';
      messages: TChatMessage[];
      nextBefore: number | null;
      lastReadSeq: number;
    }
  | { type: 'older'; messages: TChatMessage[]; nextBefore: number | null }
  | { type: 'received'; messages: TChatMessage[] }
  | { type: 'sending'; clientId: string; message: string; createdAt: string }
  | { type: 'sent'; clientId: string; message: TChatMessage }
  | { type: 'failed'; clientId: string }
  /** the server refused it (422 contact details): the text goes back to the composer */
  | { type: 'discarded'; clientId: string }
  | { type: 'read'; lastReadSeq: number };

export const emptyThread: TThreadState = {
  messages: [],
  outgoing: [],
  nextBefore: null,
  lastReadSeq: 0,
};

/** Both lists together, ascending by seq, one message per id (the later copy wins). */
export function mergeMessages(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The outgoing messages the confirmed ones do not already answer (matched by clientId). */
function withoutConfirmed(outgoing: TOutgoing[], confirmed: TChatMessage[]): TOutgoing[] {
  if (outgoing.length === 0) return outgoing;
  const ids = new Set(confirmed.map((m) => m.clientId).filter(Boolean));
  const rest = outgoing.filter((o) => !ids.has(o.clientId));
  return rest.length === outgoing.length ? outgoing : rest;
}

export function threadReducer(state: TThreadState, action: TThreadAction): TThreadState {
  switch (action.type) {
    case 'loaded': {
      // a fresh first page; what the page already had after it (sent meanwhile) is kept
      const newest = action.messages.reduce((max, m) => Math.max(max, m.seq), 0);
      const later = state.messages.filter((m) => m.seq > newest);
      const messages = mergeMessages(later, action.messages);
      return {
        messages,
        outgoing: withoutConfirmed(state.outgoing, messages),
        nextBefore: action.nextBefore,
        lastReadSeq: Math.max(state.lastReadSeq, action.lastReadSeq),
      };
    }
    case 'older':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        nextBefore: action.nextBefore,
      };
    case 'received':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        outgoing: withoutConfirmed(state.outgoing, action.messages),
      };
    case 'sending': {
      const { clientId, message, createdAt } = action;
      const retry = state.outgoing.some((o) => o.clientId === clientId);
      const outgoing = retry
        ? state.outgoing.map((o) =>
            o.clientId === clientId ? { ...o, status: 'pending' as const } : o,
          )
        : [...state.outgoing, { clientId, message, createdAt, status: 'pending' as const }];
      return { ...state, outgoing };
    }
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        outgoing: state.outgoing.filter((o) => o.clientId !== action.clientId),
        // sending moves the sender's own read pointer to their message (0023)
        lastReadSeq: Math.max(state.lastReadSeq, action.message.seq),
      };
    case 'failed':
      return {
        ...state,
        outgoing: state.outgoing.map((o) =>
          o.clientId === action.clientId ? { ...o, status: 'failed' as const } : o,
        ),
      };
    case 'discarded':
      return { ...state, outgoing: state.outgoing.filter((o) => o.clientId !== action.clientId) };
    case 'read':
      // unchanged state when it does not move: a render loop cannot start from here
      return action.lastReadSeq > state.lastReadSeq
        ? { ...state, lastReadSeq: action.lastReadSeq }
        : state;
  }
}

/** The seq of the newest confirmed message (0 when none): the catch-up's `after`. */
export function lastSeqOf(state: TThreadState): number {
  return state.messages.at(-1)?.seq ?? 0;
}

/** Whether messages newer than the read pointer are shown (a reason to mark them read). */
export function hasUnreadShown(state: TThreadState): boolean {
  return lastSeqOf(state) > state.lastReadSeq;
}
