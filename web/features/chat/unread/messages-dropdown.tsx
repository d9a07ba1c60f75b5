import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowRight, LifeBuoy, MessageCircle, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import type { TConversationSummary } from '../../../../shared/schemas/chat';
import { useLang } from '../../../lib/lang';
import { useNoticeText } from '../notice';
import { MessagesTrigger, type TTone } from './messages-menu';
import { formatRelativeTime } from './relative-time';
import { useChatUnread } from './unread-context';
import { selectUnreadPreview } from './unread-state';

const itemClass =
  'flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 outline-none select-none data-[highlighted]:bg-ink-50';

/** The clock of the relative times: ticks each minute while the menu is open. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function ConversationItem({
  conversation,
  now,
}: {
  conversation: TConversationSummary;
  now: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const noticeText = useNoticeText();
  const last = conversation.lastMessage;
  if (!last) return null;
  const support = conversation.kind === 'support' && conversation.otherParty === null;
  const { group } = conversation;
  // a group's notice has no sender: it comes from the group
  const senderName = last.sender?.name ?? group?.name ?? '';
  const sender = senderName.split(/\s+/)[0] || senderName;
  const about = support ? t('messages.support') : (group?.name ?? conversation.boat?.name ?? null);
  const text = last.notice ? noticeText(last.notice) : last.message;
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={`/${lang}/settings/inbox/${conversation.id}`} data-testid="messages-item">
        <span
          aria-hidden="true"
          className={`mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
            support
              ? 'bg-sea-100 text-sea-800'
              : 'bg-gradient-to-br from-sea-500 to-sea-700 text-white'
          }`}
        >
          {support ? (
            <LifeBuoy className="h-[18px] w-[18px]" />
          ) : group && !last.sender ? (
            <Users className="h-[18px] w-[18px]" />
          ) : (
            sender.charAt(0).toUpperCase()
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-[15px] leading-snug break-words text-ink-800">
            {last.sender && (
              <>
                <strong className="font-bold text-ink-900">{sender}</strong>:{' '}
              </>
            )}
            {last.erased ? <em className="text-ink-500">{t('messages.erased')}</em> : text}
          </span>
          <span className="mt-1 flex items-center gap-1.5 text-[13px] text-ink-500">
            {about && <span className="min-w-0 truncate">{about}</span>}
            {about && <span aria-hidden="true">·</span>}
            <time dateTime={last.createdAt} className="shrink-0">
              {formatRelativeTime(lang, last.createdAt, now)}
            </time>
            {conversation.unread > 1 && (
              <span className="ml-auto shrink-0 rounded-full bg-coral-100 px-2 py-px text-xs font-bold text-coral-700">
                {t('messages.newCount', { count: conversation.unread })}
              </span>
            )}
          </span>
        </span>
      </Link>
    </DropdownMenu.Item>
  );
}

/** The messages dropdown: up to 3 unread conversations as 'sender: message', and the inbox. */
export default function MessagesDropdown({ tone, count }: { tone: TTone; count: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { state } = useChatUnread();
  const [open, setOpen] = useState(false);
  const now = useNow(open);
  const preview = selectUnreadPreview(state);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <MessagesTrigger tone={tone} count={count} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-label={t('messages.title')}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-2 shadow-float ring-1 ring-ink-900/10 data-[state=open]:animate-pop motion-reduce:animate-none"
        >
          <div className="flex items-center justify-between px-3 pt-2 pb-2">
            <p className="text-[15px] font-bold text-ink-900">{t('messages.title')}</p>
            {count > 0 && (
              <span className="rounded-full bg-coral-600 px-2 py-0.5 text-xs font-bold text-white">
                {t('messages.unreadCount', { count })}
              </span>
            )}
          </div>
          <DropdownMenu.Separator className="mx-2 mb-1 h-px bg-ink-100" />
          {state.status === 'loading' ? (
            <div className="space-y-3 px-3 py-3" aria-busy="true">
              <span className="sr-only">{t('messages.loading')}</span>
              {[0, 1].map((n) => (
                <div key={n} className="flex items-center gap-3" aria-hidden="true">
                  <span className="h-9 w-9 animate-pulse rounded-full bg-ink-100" />
                  <span className="h-3 flex-1 animate-pulse rounded bg-ink-100" />
                </div>
              ))}
            </div>
          ) : preview.length > 0 ? (
            preview.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} now={now} />
            ))
          ) : (
            <div className="flex flex-col items-center px-4 py-6 text-center">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sea-50 text-sea-700">
                <MessageCircle className="h-6 w-6" aria-hidden="true" />
              </span>
              <p className="mt-3 text-[15px] font-bold text-ink-900">
                {state.status === 'error' ? t('messages.error') : t('messages.empty')}
              </p>
              {state.status !== 'error' && (
                <p className="mt-1 text-sm text-ink-500">{t('messages.emptyHint')}</p>
              )}
            </div>
          )}
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-ink-100" />
          <DropdownMenu.Item asChild className={`${itemClass} items-center justify-center`}>
            <Link
              to={`/${lang}/settings/inbox`}
              className="text-[15px] font-bold text-sea-700 data-[highlighted]:text-sea-800"
            >
              {t('messages.inbox')}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
