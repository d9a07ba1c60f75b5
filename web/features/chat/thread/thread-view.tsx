import { useId, type ReactNode } from 'react';
import type { TThreadContext } from '../api';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';
import { ThreadFailure, ThreadSkeleton } from './thread-states';
import { useThread, type TThreadSource } from './use-thread';

type TThreadViewProps = {
  source: TThreadSource;
  back: { to: string; label: string };
  /** the height left under the page's own bars, e.g. `h-[calc(100dvh-4rem)]` */
  heightClass: string;
  /** a started conversation's id (its page replaces the "new" one) */
  onStarted: (id: string) => void;
};

/**
 * One conversation on a screen of its own: the other party and the context on top, the
 * messages in between (they scroll), the composer always at the bottom. The settings inbox and
 * the back office's support both show it.
 */
export function ThreadView({ source, back, heightClass, onStarted }: TThreadViewProps) {
  const thread = useThread(source, onStarted);
  const titleId = useId();
  return (
    <ThreadFrame heightClass={heightClass}>
      {thread.status === 'ready' && thread.context ? (
        <Ready thread={thread} context={thread.context} back={back} titleId={titleId} />
      ) : thread.status === 'loading' ? (
        <ThreadSkeleton />
      ) : (
        <ThreadFailure
          notFound={thread.status === 'notFound'}
          back={back}
          onRetry={() => void thread.reload()}
        />
      )}
    </ThreadFrame>
  );
}

/** The height under the public header (64 px, 72 px on wide screens). */
export const underPublicHeader = 'h-[calc(100dvh-4rem)] lg:h-[calc(100dvh-72px)]';
/** The height under the back office's bar and tabs (64 + 48 px). */
export const underBackofficeBars = 'h-[calc(100dvh-7rem)]';

/** The thread's box: full width on phones, a card on wide screens, as high as it is given. */
export function ThreadFrame({
  heightClass,
  children,
}: {
  heightClass: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex w-full max-w-4xl flex-col ${heightClass} lg:px-8 lg:py-6`}>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden bg-white lg:rounded-3xl lg:shadow-sm lg:ring-1 lg:ring-ink-900/[0.07]">
        {children}
      </div>
    </div>
  );
}

function Ready({
  thread,
  context,
  back,
  titleId,
}: {
  thread: ReturnType<typeof useThread>;
  context: TThreadContext;
  back: { to: string; label: string };
  titleId: string;
}) {
  return (
    <>
      <ThreadHeader context={context} back={back} titleId={titleId} />
      <MessageList
        state={thread.state}
        context={context}
        viewerId={thread.viewerId}
        titleId={titleId}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={() => void thread.loadOlder()}
        onRetry={thread.retry}
      />
      <Composer
        value={thread.draft}
        onChange={thread.setDraft}
        onSend={thread.send}
        error={thread.sendError}
      />
      <p className="sr-only" aria-live="polite">
        {thread.announcement}
      </p>
    </>
  );
}
