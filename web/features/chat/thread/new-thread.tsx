import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import {
  fetchTargetContext,
  findConversation,
  type TConversationTarget,
  type TThreadContext,
} from '../api';
import { ThreadFailure, ThreadSkeleton } from './thread-states';
import { ThreadFrame, ThreadView } from './thread-view';

type TNewThreadProps = {
  target: TConversationTarget | null;
  back: { to: string; label: string };
  heightClass: string;
  /** to the conversation's page (replacing this one): found, or started by the first message */
  open: (id: string) => void;
};

/**
 * `…/inbox/new?booking=<id>` (or `?boat=`, `?support=1`): the existing conversation about it
 * opens instead; else an empty thread with its context and the composer, and the first message
 * starts the conversation (`POST /conversation`).
 */
export function NewThread({ target, back, heightClass, open }: TNewThreadProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.thread' });
  const [context, setContext] = useState<TThreadContext | null>(null);
  const [failed, setFailed] = useState(target === null);
  const key = target ? JSON.stringify(target) : '';

  useEffect(() => {
    if (!target) return;
    let live = true;
    setContext(null);
    setFailed(false);
    (async () => {
      const existing = await findConversation(target);
      if (!live) return;
      if (existing) return open(existing.id);
      const found = await fetchTargetContext(target);
      if (live) setContext(found);
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // the target's value, not its identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (target && context)
    return (
      <ThreadView
        source={{ target, context }}
        back={back}
        heightClass={heightClass}
        onStarted={open}
      />
    );
  return (
    <ThreadFrame heightClass={heightClass}>
      {failed ? (
        <ThreadFailure notFound text={t('contextLoadError')} back={back} onRetry={() => {}} />
      ) : (
        <ThreadSkeleton />
      )}
    </ThreadFrame>
  );
}

/** The target of `?booking=`, `?boat=` or `?support=1`; null when the URL names none. */
export function targetFromSearch(search: URLSearchParams): TConversationTarget | null {
  const booking = search.get('booking');
  if (booking) return { bookingId: booking };
  const boat = search.get('boat');
  if (boat) return { boatId: boat };
  if (search.get('support') === '1') return { support: true };
  return null;
}
