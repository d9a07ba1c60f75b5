import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import { sessionKey } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { fetchConversations } from '../api';
import { useChatEvents, useChatStream } from '../realtime';
import { initialUnreadState, unreadReducer, type TUnreadState } from './unread-state';

type TChatUnread = {
  state: TUnreadState;
  /** a page read a conversation (the stream tells other tabs; this one knows at once) */
  markRead: (conversationId: string, unread: number) => void;
  /** load the list again (a conversation was just started here) */
  reload: () => void;
};

const ChatUnreadContext = createContext<TChatUnread>({
  state: initialUnreadState,
  markRead: () => {},
  reload: () => {},
});

export function useChatUnread(): TChatUnread {
  return useContext(ChatUnreadContext);
}

/**
 * The logged-in user's conversations and unread counts for the header dropdown and the chat
 * widget: `GET /conversation` once logged in (in the browser), then the stream's events; a
 * stream opening or reopening (a new generation) or a message of an unknown conversation loads it
 * again.
 */
export function ChatUnreadProvider({ children }: { children: ReactNode }) {
  const { user, profile } = useSession();
  const userKey = user ? sessionKey(user) : null;
  const meId = profile?.id ?? null;
  const { generation } = useChatStream();
  const [state, dispatch] = useReducer(unreadReducer, initialUnreadState);
  const [loadCount, reload] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!userKey) {
      dispatch({ type: 'reset' });
      return;
    }
    let live = true;
    dispatch({ type: 'load-start' });
    fetchConversations().then(
      (items) => live && dispatch({ type: 'load-done', items }),
      () => live && dispatch({ type: 'load-failed' }),
    );
    return () => {
      live = false;
    };
  }, [userKey, generation, loadCount]);

  useEffect(() => {
    if (state.stale && !state.inFlight) reload();
  }, [state.stale, state.inFlight]);

  useChatEvents((event) => {
    if (userKey) dispatch({ type: 'event', event, meId });
  });

  const markRead = useCallback(
    (conversationId: string, unread: number) => dispatch({ type: 'read', conversationId, unread }),
    [],
  );
  const value = useMemo(() => ({ state, markRead, reload }), [state, markRead]);
  return <ChatUnreadContext.Provider value={value}>{children}</ChatUnreadContext.Provider>;
}
