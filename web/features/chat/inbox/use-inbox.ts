import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { fetchChats } from '../api';
import { useChatEvents, useChatStream } from '../realtime';
import { emptyInbox, hasMore, inboxReducer } from './inbox-state';

export type TInboxBox = 'mine' | 'support';
const pageSize = 20;

/**
 * The inbox's data: the first page for the URL's search (`q`) and filter (`unread=1`), "load
 * more", and the real-time stream applied as it comes; refetched quietly when the stream comes
 * back (its generation changes) or a message arrives for a conversation the list does not hold.
 */
export function useInbox(box: TInboxBox) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.list' });
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const unreadOnly = params.get('unread') === '1';
  const [state, dispatch] = useReducer(inboxReducer, emptyInbox);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const viewerId = useSession().profile?.id ?? null;
  const { generation } = useChatStream();
  const ticket = useRef(0);

  const filters = useCallback(
    (page: number) => ({
      box,
      q: q || undefined,
      unread: unreadOnly || undefined,
      sort: 'unread_first' as const,
      page,
      pageSize,
    }),
    [box, q, unreadOnly],
  );

  const load = useCallback(
    async (quiet: boolean) => {
      const mine = ++ticket.current;
      if (!quiet) setStatus('loading');
      try {
        const list = await fetchChats(filters(1));
        if (mine !== ticket.current) return;
        dispatch({ type: 'loaded', list });
        setStatus('ready');
      } catch {
        if (mine === ticket.current && !quiet) setStatus('error');
      }
    },
    [filters],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // the stream does not replay what came before it opened (or reopened): refetch what is shown
  const seenGeneration = useRef(generation);
  useEffect(() => {
    if (seenGeneration.current === generation) return;
    seenGeneration.current = generation;
    void load(true);
  }, [generation, load]);

  useEffect(() => {
    if (state.stale) void load(true);
  }, [state.stale, load]);

  useChatEvents((event) => {
    if (event.type === 'message') {
      dispatch({
        type: 'message',
        conversationId: event.conversationId,
        message: event.message,
        viewerId,
      });
      const { sender } = event.message;
      // a group's notice has no sender: the list shows it, no announcement
      if (sender && sender.id !== viewerId) setAnnouncement(t('announce', { name: sender.name }));
    } else if (event.type === 'read' && box === 'mine') {
      dispatch({ type: 'read', conversationId: event.conversationId, unread: event.unread });
    } else if (event.type === 'resync') void load(true);
  });

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    const mine = ticket.current;
    try {
      const list = await fetchChats(filters(state.page + 1));
      if (mine === ticket.current) dispatch({ type: 'more', list });
    } catch {
      // the button stays: the next click tries again
    } finally {
      setLoadingMore(false);
    }
  }, [filters, state.page]);

  return {
    items: state.items,
    total: state.total,
    hasMore: hasMore(state),
    status,
    loadingMore,
    loadMore,
    retry: () => void load(false),
    q,
    unreadOnly,
    viewerId,
    announcement,
  };
}
