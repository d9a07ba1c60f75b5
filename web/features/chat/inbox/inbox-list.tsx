import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { useNow } from '../../../lib/use-now';
import { ConversationRow } from './conversation-row';
import { InboxEmpty, InboxLoadError, InboxSkeleton } from './inbox-states';
import { InboxToolbar } from './inbox-toolbar';
import { useInbox, type TInboxBox } from './use-inbox';

type TInboxListProps = {
  /** `mine`: the viewer's inbox; `support`: the back office's support queue (admins) */
  box: TInboxBox;
  /** the page of one conversation */
  threadPath: (id: string) => string;
};

/**
 * The inbox: search and filter, the conversations (unread first, then newest), "load more",
 * and the empty states. The same list serves the settings inbox and the back office's support.
 */
export function InboxList({ box, threadPath }: TInboxListProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.list' });
  const inbox = useInbox(box);
  const now = useNow();
  const ready = inbox.status === 'ready';
  return (
    <section aria-labelledby="inbox-list-title" className="flex flex-col gap-4">
      <h2 id="inbox-list-title" className="sr-only">
        {t('label')}
      </h2>
      <InboxToolbar q={inbox.q} unreadOnly={inbox.unreadOnly} />
      {ready && inbox.total > 0 && (
        <p className="px-1 text-[13px] font-semibold text-ink-500" aria-live="polite">
          {t('count', { count: inbox.total })}
        </p>
      )}
      <div className="overflow-hidden rounded-3xl bg-white p-1.5 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-2">
        {inbox.status === 'loading' && <InboxSkeleton />}
        {inbox.status === 'error' && <InboxLoadError onRetry={inbox.retry} />}
        {ready && inbox.items.length === 0 && (
          <InboxEmpty q={inbox.q} unreadOnly={inbox.unreadOnly} support={box === 'support'} />
        )}
        {ready && inbox.items.length > 0 && (
          <ul aria-label={t('label')} className="flex flex-col gap-0.5">
            {inbox.items.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                to={threadPath(conversation.id)}
                viewerId={inbox.viewerId}
                now={now}
              />
            ))}
          </ul>
        )}
      </div>
      {ready && inbox.hasMore && (
        <button
          type="button"
          onClick={() => void inbox.loadMore()}
          disabled={inbox.loadingMore}
          className="inline-flex h-11 items-center justify-center gap-2 self-center rounded-full bg-white px-6 text-sm font-bold text-ink-900 shadow-xs ring-1 ring-ink-200 transition-colors hover:ring-ink-400 focus-visible:ring-4 focus-visible:ring-sea-100 focus-visible:outline-none disabled:opacity-60"
        >
          {inbox.loadingMore && (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          )}
          {t('loadMore')}
        </button>
      )}
      <p className="sr-only" aria-live="polite">
        {inbox.announcement}
      </p>
    </section>
  );
}
