import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import type { TConversationSummary } from '../../../../shared/schemas/chat';
import { useLang } from '../../../lib/lang';
import { useNoticeText } from '../notice';
import { formatCalendarDate, formatRelative } from './format';
import { PartyAvatar, usePartyName } from './party';
import { BookingStatusChip, GroupStatusChip } from './status-chip';

type TRowProps = {
  conversation: TConversationSummary;
  to: string;
  /** the viewer's user id: their own last message reads "You: …" */
  viewerId: string | null;
  now: Date;
  /** the conversation open next to the list (wide screens) */
  current?: boolean;
};

/** One conversation of the inbox: who, about what, the last message, when, how many unread. */
export function ConversationRow({ conversation, to, viewerId, now, current }: TRowProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox' });
  const lang = useLang();
  const name = usePartyName()(conversation);
  const noticeText = useNoticeText();
  const { lastMessage, unread, boat, booking, group } = conversation;
  // a user's own support conversation is named "Marea support" already; a group's chat is named
  // after the group, and is about its day at sea
  const about =
    conversation.kind === 'support'
      ? conversation.otherParty && t('party.support')
      : group
        ? formatCalendarDate(group.date, lang)
        : boat?.name;
  // a notice has no sender: it reads as it is
  const sender = !lastMessage?.sender
    ? null
    : viewerId && lastMessage.sender.id === viewerId
      ? t('list.you')
      : lastMessage.sender.name;
  const hasUnread = unread > 0;
  return (
    <li className="relative">
      <Link
        to={to}
        aria-current={current ? 'page' : undefined}
        className={`group flex gap-3.5 rounded-2xl px-3 py-3.5 transition-colors focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none sm:gap-4 sm:px-4 ${
          current ? 'bg-sea-50' : 'hover:bg-sand-50'
        }`}
      >
        <span className="relative">
          <PartyAvatar party={conversation} />
          {hasUnread && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 h-3 w-3 rounded-full bg-coral-600 ring-2 ring-white"
            />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span
              className={`min-w-0 truncate text-[15px] text-ink-900 ${hasUnread ? 'font-extrabold' : 'font-bold'}`}
            >
              {name}
            </span>
            {lastMessage && (
              <time
                dateTime={lastMessage.createdAt}
                className={`ml-auto shrink-0 text-xs tabular-nums ${hasUnread ? 'font-bold text-coral-700' : 'text-ink-500'}`}
              >
                {formatRelative(lastMessage.createdAt, lang, now, t('time.now'))}
              </time>
            )}
          </span>
          <span className="mt-0.5 flex min-w-0 items-center gap-2">
            {about && <span className="min-w-0 truncate text-[13px] text-ink-600">{about}</span>}
            {booking && <BookingStatusChip status={booking.status} />}
            {group && <GroupStatusChip status={group.status} />}
          </span>
          <span className="mt-1 flex items-center gap-3">
            <span
              className={`min-w-0 flex-1 truncate text-sm ${hasUnread ? 'font-semibold text-ink-900' : 'text-ink-500'}`}
            >
              {lastMessage?.notice ? (
                noticeText(lastMessage.notice)
              ) : lastMessage ? (
                <>
                  {sender !== null && (
                    <span className={hasUnread ? '' : 'text-ink-700'}>{sender}: </span>
                  )}
                  {lastMessage.message === '' ? (
                    <em className="text-ink-400">{t('thread.deleted')}</em>
                  ) : (
                    lastMessage.message
                  )}
                </>
              ) : (
                t('list.noMessages')
              )}
            </span>
            {hasUnread && (
              <span className="min-w-5 shrink-0 rounded-full bg-coral-600 px-1.5 text-center text-xs leading-5 font-bold text-white tabular-nums">
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <span className="sr-only">{t('list.unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
