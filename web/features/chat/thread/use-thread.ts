import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { ApiError } from '../../../lib/api';
import { useLang } from '../../../lib/lang';
import { useSession } from '../../../lib/session-context';
import {
  fetchThread,
  newClientMessageId,
  sendChatMessage,
  startConversation,
  type TConversationTarget,
  type TThreadContext,
} from '../api';
import { useNoticeText } from '../notice';
import { useChatEvents, useChatStream } from '../realtime';
import { emptyThread, lastSeqOf, threadReducer } from './thread-state';
import { useMarkRead } from './use-mark-read';

/** An existing conversation, or one to start with the first message (the context known). */
export type TThreadSource =
  { id: string } | { target: TConversationTarget; context: TThreadContext };

type TStatus = 'loading' | 'ready' | 'error' | 'notFound';

/** Whether a failure is the server refusing this text (show its message) rather than a network one. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !!error.messages;
}

/**
 * One thread's data and actions: the first page, older pages, sending with a client id (a retry
 * reuses it), the stream's messages, the catch-up after a reconnection (`after` the last seq),
 * and marking read what the visible page shows. `onStarted` gets a new conversation's id.
 */
export function useThread(source: TThreadSource, onStarted: (id: string) => void) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox' });
  const lang = useLang();
  const id = 'id' in source ? source.id : null;
  const [state, dispatch] = useReducer(threadReducer, emptyThread);
  const [context, setContext] = useState<TThreadContext | null>(
    'context' in source ? source.context : null,
  );
  const [status, setStatus] = useState<TStatus>(id ? 'loading' : 'ready');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const viewerId = useSession().profile?.id ?? null;
  const noticeText = useNoticeText();
  const { generation } = useChatStream();
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const load = useCallback(async () => {
    if (!id) return;
    setStatus('loading');
    try {
      const thread = await fetchThread(id);
      setContext(thread.conversation);
      dispatch({ type: 'loaded', ...thread });
      setStatus('ready');
    } catch (error) {
      const missing = error instanceof ApiError && [400, 403, 404].includes(error.status);
      setStatus(missing ? 'notFound' : 'error');
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Everything after the newest message shown, paged back with `before` down to it. */
  const catchUp = useCallback(async () => {
    if (!id) return;
    const after = lastSeqOf(latest.current);
    if (after === 0) return load();
    let before: number | undefined;
    try {
      do {
        const page = await fetchThread(id, { after, before, limit: 100 });
        setContext(page.conversation);
        dispatch({ type: 'received', messages: page.messages });
        dispatch({ type: 'read', lastReadSeq: page.lastReadSeq });
        before = page.nextBefore ?? undefined;
      } while (before !== undefined);
    } catch {
      // the next reconnection (or a reload) catches up
    }
  }, [id, load]);

  const seenGeneration = useRef(generation);
  useEffect(() => {
    if (seenGeneration.current === generation) return;
    seenGeneration.current = generation;
    void catchUp();
  }, [generation, catchUp]);

  useChatEvents((event) => {
    if (event.type === 'resync') void catchUp();
    if (!id || !('conversationId' in event) || event.conversationId !== id) return;
    if (event.type === 'message') {
      dispatch({ type: 'received', messages: [event.message] });
      const { sender, message, notice } = event.message;
      if (!sender) setAnnouncement(notice ? noticeText(notice) : message);
      else if (sender.id !== viewerId && message)
        setAnnouncement(t('thread.announce', { name: sender.name, text: message }));
    } else if (event.type === 'read') dispatch({ type: 'read', lastReadSeq: event.lastReadSeq });
  });

  useMarkRead(id, status === 'ready' ? state : null, dispatch);

  const loadOlder = useCallback(async () => {
    const before = latest.current.nextBefore;
    if (!id || before === null) return;
    setLoadingOlder(true);
    try {
      const page = await fetchThread(id, { before });
      dispatch({ type: 'older', messages: page.messages, nextBefore: page.nextBefore });
    } catch {
      // the button stays: the next click tries again
    } finally {
      setLoadingOlder(false);
    }
  }, [id]);

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      dispatch({ type: 'sending', clientId, message: text, createdAt: new Date().toISOString() });
      try {
        if (id) {
          const message = await sendChatMessage(id, text, clientId);
          dispatch({ type: 'sent', clientId, message });
        } else if ('target' in source) {
          onStarted(await startConversation({ ...source.target, message: text, clientId }));
        }
      } catch (error) {
        if (!isRefusal(error)) return dispatch({ type: 'failed', clientId });
        // refused (422 contact details…): nothing stored; the text goes back to be edited
        dispatch({ type: 'discarded', clientId });
        setSendError(error.text(lang));
        setDraft((current) => current || text);
      }
    },
    [id, source, onStarted, lang],
  );

  const send = useCallback(() => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    setSendError(null);
    void deliver(newClientMessageId(), text);
  }, [draft, deliver]);

  const retry = useCallback(
    (clientId: string) => {
      const outgoing = latest.current.outgoing.find((o) => o.clientId === clientId);
      if (outgoing) void deliver(clientId, outgoing.message);
    },
    [deliver],
  );

  return {
    state,
    context,
    status,
    reload: load,
    loadOlder,
    loadingOlder,
    draft,
    setDraft: (text: string) => {
      setDraft(text);
      if (sendError) setSendError(null);
    },
    send,
    retry,
    sendError,
    announcement,
    viewerId,
  };
}
