import { ArrowRight, Info, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TLang } from '../../../shared/i18n';
import type { TPublicChatMessage } from '../../../shared/schemas/chat';
import { useNoticeText } from './notice';

export type { TPublicChatMessage };

type TGroupChatPreviewProps = {
  /** the group's conversation id */
  chatId: string;
  /** `GET /chat/{id}/public` (or the web services' `getPublicChat`): newest last */
  messages: TPublicChatMessage[];
  /** a member writes in the inbox thread; anyone else only reads */
  isMember: boolean;
  lang: TLang;
};

/**
 * When a message was written, as the group page shows it ("12 jul, 14:05"). In Madrid's time,
 * like the sail date, so the server's rendering and the browser's agree.
 */
function formatWhen(iso: string, lang: TLang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso));
}

/**
 * A group's chat, read-only, on the group's page (PRODUCT.md §5: anyone may read it, with the
 * senders' first names only): the last messages and notices, then the way in for members (the
 * inbox thread) or a line for everyone else. The page must load the `inbox` i18n area.
 */
export function GroupChatPreview({ chatId, messages, isMember, lang }: TGroupChatPreviewProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.preview' });
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-5 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-extrabold text-ink-900">
        <MessageCircle className="h-5 w-5 text-sea-700" aria-hidden="true" />
        {t('title')}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-sand-50 px-4 py-5 text-center text-[15px] text-ink-600">
          {t('empty')}
        </p>
      ) : (
        <ol
          aria-label={t('label')}
          className="mt-4 flex max-h-[28rem] flex-col gap-3 overflow-y-auto overscroll-contain pr-1"
        >
          {messages.map((message) => (
            <PreviewItem key={message.id} message={message} lang={lang} />
          ))}
        </ol>
      )}
      <div className="mt-5 border-t border-ink-100 pt-4">
        {isMember ? (
          <Link
            to={`/${lang}/settings/inbox/${encodeURIComponent(chatId)}`}
            className="inline-flex h-11 items-center gap-2 rounded-full bg-sea-700 px-5 text-[15px] font-bold text-white transition-colors hover:bg-sea-800 focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('open')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : (
          <p className="text-sm text-ink-600">{t('membersOnly')}</p>
        )}
      </div>
    </section>
  );
}

function PreviewItem({ message, lang }: { message: TPublicChatMessage; lang: TLang }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.preview' });
  const noticeText = useNoticeText();
  const when = (
    <time dateTime={message.createdAt} className="text-xs text-ink-500 tabular-nums">
      {formatWhen(message.createdAt, lang)}
    </time>
  );
  if (!message.sender)
    return (
      <li className="flex flex-col items-center gap-1 px-2 text-center">
        <p className="inline-flex max-w-md items-start gap-2 rounded-2xl bg-sea-50 px-3.5 py-2 text-[13px] leading-snug font-semibold text-sea-900 ring-1 ring-sea-100">
          <Info className="mt-px h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
          <span>{message.notice ? noticeText(message.notice) : message.body}</span>
        </p>
        {when}
      </li>
    );
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sea-500 to-sea-700 text-sm font-bold text-white"
      >
        {message.sender.firstName.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="truncate text-sm font-bold text-ink-900">
            {message.sender.firstName}
          </span>
          {when}
        </p>
        <p className="mt-0.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-ink-800">
          {message.erased ? <em className="text-ink-500">{t('deleted')}</em> : message.body}
        </p>
      </div>
    </li>
  );
}
