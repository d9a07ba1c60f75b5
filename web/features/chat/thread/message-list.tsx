import { LoaderCircle, MessageCircle } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { TChatMessage } from '../../../../shared/schemas/chat';
import { useLang } from '../../../lib/lang';
import type { TThreadContext } from '../api';
import { daysBetween, formatDay } from '../inbox/format';
import { usePartyName } from '../inbox/party';
import { NoticeLine } from '../notice';
import { groupByDay, type TBubble } from './day-groups';
import { MessageBubble } from './message-bubble';
import type { TThreadState } from './thread-state';

type TMessageListProps = {
  state: TThreadState;
  context: TThreadContext;
  viewerId: string | null;
  titleId: string;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
};

/** Near the bottom (or there): a new message scrolls into view; further up, the reader stays. */
const stickDistance = 160;

/**
 * The messages, oldest at the top, grouped by day, each on its sender's side; "load earlier"
 * at the top keeps the reader's place, and new messages scroll into view when at the bottom.
 */
export function MessageList(props: TMessageListProps) {
  const { state, context, viewerId, titleId, loadingOlder, onLoadOlder, onRetry } = props;
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.thread' });
  const lang = useLang();
  const partyName = usePartyName()(context);
  const scroller = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupByDay(state.messages, state.outgoing), [state]);
  const now = new Date();

  // the viewer's side: theirs, or (back office, support) any answer but the user's own; a
  // notice is nobody's
  const isOutgoing = ({ sender }: TChatMessage) =>
    sender !== null &&
    (sender.id === viewerId || (!!context.otherParty?.id && sender.id !== context.otherParty.id));

  // keep the place when older messages come in above; follow new ones at the bottom
  const firstId = state.messages[0]?.id;
  const lastKey = `${state.messages.at(-1)?.id}:${state.outgoing.length}`;
  const measured = useRef({ firstId, height: 0, nearBottom: true });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = measured.current;
    if (before.firstId && firstId !== before.firstId && before.height)
      box.scrollTop += box.scrollHeight - before.height;
    else if (before.nearBottom) box.scrollTop = box.scrollHeight;
    measured.current = { firstId, height: box.scrollHeight, nearBottom: before.nearBottom };
  }, [firstId, lastKey]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    measured.current.nearBottom =
      box.scrollHeight - box.scrollTop - box.clientHeight < stickDistance;
    measured.current.height = box.scrollHeight;
  };

  const dayLabel = (iso: string) => {
    const days = daysBetween(new Date(iso), now);
    return days === 0 ? t('today') : days === 1 ? t('yesterday') : formatDay(iso, lang, now);
  };

  const empty = state.messages.length === 0 && state.outgoing.length === 0;
  return (
    <section
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      aria-label={t('messages', { name: partyName })}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-sand-50/60 px-3 pt-4 pb-2 focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
      aria-describedby={titleId}
    >
      {state.nextBefore !== null && (
        <div className="mb-4 flex justify-center">
          <button
            type="button"
            onClick={onLoadOlder}
            disabled={loadingOlder}
            className="inline-flex h-9 items-center gap-2 rounded-full bg-white px-4 text-[13px] font-bold text-ink-800 shadow-xs ring-1 ring-ink-200 hover:ring-ink-400 focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none disabled:opacity-60"
          >
            {loadingOlder && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {t('loadOlder')}
          </button>
        </div>
      )}
      {empty && <StartHint context={context} name={partyName} />}
      {groups.map((group) => (
        <div key={group.day} className="mb-2">
          <h2 className="sticky top-0 z-10 my-3 flex justify-center">
            <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-ink-600 shadow-xs ring-1 ring-ink-900/[0.06] backdrop-blur">
              {dayLabel(group.firstAt)}
            </span>
          </h2>
          <ul className="flex flex-col">
            {group.bubbles.map((bubble, index) => {
              const next = group.bubbles[index + 1];
              return (
                <Bubble
                  key={bubble.key}
                  bubble={bubble}
                  previous={group.bubbles[index - 1]}
                  continued={!!next && senderOf(next, viewerId) === senderOf(bubble, viewerId)}
                  viewerId={viewerId}
                  isOutgoing={isOutgoing}
                  onRetry={onRetry}
                />
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * Who wrote a bubble: the sender's id, or the viewer's for a message still being sent. A notice
 * is its own run: it interrupts the sender's.
 */
function senderOf(bubble: TBubble, viewerId: string | null): string | null {
  if (bubble.kind === 'outgoing') return viewerId ?? 'me';
  return bubble.message.sender?.id ?? `notice:${bubble.message.id}`;
}

function Bubble({
  bubble,
  previous,
  continued,
  viewerId,
  isOutgoing,
  onRetry,
}: {
  bubble: TBubble;
  previous: TBubble | undefined;
  continued: boolean;
  viewerId: string | null;
  isOutgoing: (message: TChatMessage) => boolean;
  onRetry: (clientId: string) => void;
}) {
  if (bubble.kind === 'outgoing') {
    const { outgoing } = bubble;
    return (
      <MessageBubble
        text={outgoing.message}
        at={outgoing.createdAt}
        outgoing
        continued={continued}
        sending={{ status: outgoing.status, onRetry: () => onRetry(outgoing.clientId) }}
      />
    );
  }
  const { message } = bubble;
  const { sender } = message;
  if (!sender)
    return <NoticeLine notice={message.notice} fallback={message.message} at={message.createdAt} />;
  const startsRun = !previous || senderOf(previous, viewerId) !== sender.id;
  return (
    <MessageBubble
      text={message.message}
      at={message.createdAt}
      outgoing={isOutgoing(message)}
      continued={continued}
      senderName={startsRun && sender.id !== viewerId ? sender.name : null}
    />
  );
}

function StartHint({ context, name }: { context: TThreadContext; name: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.thread' });
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-sea-700 shadow-xs ring-1 ring-ink-900/[0.06]">
        <MessageCircle className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink-900">
        {context.kind === 'group' ? t('startGroupTitle') : t('startTitle')}
      </h2>
      <p className="mt-1.5 max-w-sm text-[15px] leading-relaxed text-ink-600">
        {context.kind === 'group'
          ? t('startGroup')
          : context.kind === 'support' && !context.otherParty
            ? t('startSupport')
            : t('startText', { name })}
      </p>
    </div>
  );
}
