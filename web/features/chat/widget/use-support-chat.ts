import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { useSession } from '../../../lib/session-context';
import {
  fetchThread,
  markChatRead,
  newClientMessageId,
  sendChatMessage,
  startConversation,
} from '../api';
import { useChatEvents, useChatStream } from '../realtime';
import { useChatUnread } from '../unread/unread-context';
import { selectSupport } from '../unread/unread-state';
import { initialThreadState, threadReducer, unreadFromOthers } from './thread-state';

/** How many recent messages the widget shows (the inbox has the whole history). */
const recent = 30;

/**
 * The logged-in user's conversation with Marea support, while the widget is open: found in the
 * conversation list, its recent messages, live messages from the stream, sending (the first
 * message starts it) with retries under the same client id, and reading what is shown.
 */
export function useSupportChat() {
  const { t } = useTranslation();
  const lang = useLang();
  const { profile } = useSession();
  const meId = profile?.id ?? null;
  const { generation } = useChatStream();
  const unread = useChatUnread();
  const support = selectSupport(unread.state);
  const listStatus = unread.state.status;
  const [state, dispatch] = useReducer(threadReducer, initialThreadState);
  const [attempt, retryLoad] = useReducer((n: number) => n + 1, 0);
  const conversationId = state.conversationId ?? support?.id ?? null;

  useEffect(() => {
    if (!conversationId) {
      // no support conversation yet: the first message will start one
      if (listStatus === 'ready') dispatch({ type: 'none' });
      else if (listStatus === 'error') dispatch({ type: 'load-failed' });
      return;
    }
    let live = true;
    dispatch({ type: 'loading' });
    fetchThread(conversationId, { limit: recent }).then(
      (thread) => live && dispatch({ type: 'loaded', thread, conversationId }),
      () => live && dispatch({ type: 'load-failed' }),
    );
    return () => {
      live = false;
    };
  }, [conversationId, listStatus, generation, attempt]);

  useChatEvents((event) => {
    if (event.type === 'message') dispatch(event);
    else if (event.type === 'read' && event.conversationId === conversationId)
      dispatch({ type: 'read', lastReadSeq: event.lastReadSeq });
  });

  // what the open widget shows is read (the header dot and the badge go out)
  const upTo = unreadFromOthers(state, meId);
  const { markRead } = unread;
  useEffect(() => {
    if (!conversationId || upTo === 0) return;
    dispatch({ type: 'read', lastReadSeq: upTo });
    markChatRead(conversationId, upTo).then(
      (read) => markRead(conversationId, read.unread),
      () => {},
    );
  }, [conversationId, upTo, markRead]);
  // the badge counts from the list: clear it too when the list knew of unread messages
  const listUnread = support?.unread ?? 0;
  useEffect(() => {
    if (!conversationId || listUnread === 0 || state.status !== 'ready' || upTo !== 0) return;
    markChatRead(conversationId).then(
      (read) => markRead(conversationId, read.unread),
      () => {},
    );
  }, [conversationId, listUnread, state.status, upTo, markRead]);

  const current = useRef(conversationId);
  current.current = conversationId;
  const { reload } = unread;
  const deliver = useCallback(
    async (clientId: string, text: string) => {
      dispatch({ type: 'send', clientId, message: text });
      try {
        const id = current.current;
        if (id) {
          const message = await sendChatMessage(id, text, clientId);
          dispatch({ type: 'sent', conversationId: id, message });
        } else {
          const startedId = await startConversation({ support: true, message: text, clientId });
          const thread = await fetchThread(startedId, { limit: recent });
          dispatch({ type: 'loaded', thread, conversationId: startedId });
          reload();
        }
      } catch (error) {
        dispatch({ type: 'send-failed', clientId, error: apiErrorText(error, lang, t) });
      }
    },
    [lang, t, reload],
  );

  return {
    state,
    meId,
    conversationId,
    send: (text: string) => deliver(newClientMessageId(), text),
    retry: (clientId: string, text: string) => deliver(clientId, text),
    retryLoad: () => {
      if (!conversationId) reload();
      retryLoad();
    },
  };
}
