import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  chatEventsPath,
  chatStreamEventNames,
  type TChatStreamEvent,
} from '../../../shared/schemas/chat-events';
import { sessionKey } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import type { TStreamStatus } from './stream';

export type TChatStreamState = {
  status: TStreamStatus;
  /**
   * Goes up each time the stream comes back after a loss (or asks for a resync): pages refetch
   * what the stream does not replay (unread counts, read states) when it changes.
   */
  generation: number;
};

type TChatEventsContext = TChatStreamState & {
  subscribe: (listener: (event: TChatStreamEvent) => void) => () => void;
};

const idle: TChatEventsContext = { status: 'idle', generation: 0, subscribe: () => () => {} };
const ChatEventsContext = createContext<TChatEventsContext>(idle);

/**
 * One real-time messaging stream per page for the logged-in user (shared/schemas/chat-events.ts):
 * the header dropdown, the inbox, the thread and the chat widget all listen to it.
 */
export function ChatEventsProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  // a new login (or a logout) starts a new stream
  const userKey = user ? sessionKey(user) : null;
  const listeners = useRef(new Set<(event: TChatStreamEvent) => void>());
  const [state, setState] = useState<TChatStreamState>({ status: 'idle', generation: 0 });

  useEffect(() => {
    if (!userKey || typeof EventSource === 'undefined') return;
    let stream: { close: () => void } | undefined;
    let ended = false;
    // the stream's code is loaded only for a logged-in visitor, not with every page; a page whose
    // load of it failed stays without live events, as when EventSource is missing
    void import('./stream').then(
      ({ createChatStream }) => {
        if (ended) return;
        stream = createChatStream({
          url: chatEventsPath,
          eventNames: chatStreamEventNames,
          open: (url) => new EventSource(url, { withCredentials: true }),
          refreshSession: () =>
            fetch('/api/auth/token', { method: 'POST', credentials: 'same-origin' }).then(
              (response) => response.ok,
              () => false,
            ),
          onEvent: (event) => {
            for (const listener of listeners.current) listener(event);
          },
          onState: setState,
        });
      },
      () => {},
    );
    return () => {
      ended = true;
      stream?.close();
      setState({ status: 'idle', generation: 0 });
    };
  }, [userKey]);

  const subscribe = useCallback((listener: (event: TChatStreamEvent) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo<TChatEventsContext>(() => ({ ...state, subscribe }), [state, subscribe]);
  return <ChatEventsContext.Provider value={value}>{children}</ChatEventsContext.Provider>;
}

/** The stream's status and reconnection generation (refetch when `generation` changes). */
export function useChatStream(): TChatStreamState {
  const { status, generation } = useContext(ChatEventsContext);
  return { status, generation };
}

/** Calls `listener` for every event of the stream; the latest listener is used, no resubscribe. */
export function useChatEvents(listener: (event: TChatStreamEvent) => void): void {
  const { subscribe } = useContext(ChatEventsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
