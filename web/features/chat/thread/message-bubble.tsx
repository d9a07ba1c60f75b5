import { AlertCircle, RotateCw } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { useLang } from '../../../lib/lang';
import { formatClock } from '../inbox/format';

type TBubbleProps = {
  text: string;
  at: string;
  /** the viewer's side (right) or the other party's (left) */
  outgoing: boolean;
  /** the sender's first name, over the first bubble of someone else's run */
  senderName?: string | null;
  /** for a message this page is sending */
  sending?: { status: 'pending' | 'failed'; onRetry: () => void };
  /** the next bubble is from the same sender: a tighter gap and a softer corner */
  continued: boolean;
};

/** One message: its text (or "message deleted"), time and, while sending, its state. */
export function MessageBubble({
  text,
  at,
  outgoing,
  senderName,
  sending,
  continued,
}: TBubbleProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.thread' });
  const lang = useLang();
  const erased = text === '';
  const failed = sending?.status === 'failed';
  const tone = outgoing
    ? failed
      ? 'bg-coral-50 text-ink-900 ring-1 ring-coral-200'
      : 'bg-sea-700 text-white'
    : 'bg-white text-ink-900 ring-1 ring-ink-900/[0.08]';
  const corner = outgoing ? 'rounded-br-md' : 'rounded-bl-md';
  return (
    <li
      className={`flex flex-col ${outgoing ? 'items-end' : 'items-start'} ${continued ? 'mb-1' : 'mb-3'}`}
    >
      {senderName && (
        <span className={`mb-1 px-1 text-xs font-bold text-ink-600`}>{senderName}</span>
      )}
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed break-words whitespace-pre-wrap shadow-xs sm:max-w-[70%] ${tone} ${continued ? '' : corner} ${sending?.status === 'pending' ? 'opacity-75' : ''}`}
      >
        {erased ? (
          <em className={outgoing ? 'text-white/80' : 'text-ink-500'}>{t('deleted')}</em>
        ) : (
          text
        )}
      </div>
      {(!continued || sending) && (
        <p className="mt-1 flex items-center gap-2 px-1 text-[11px] text-ink-500 tabular-nums">
          {!sending && <time dateTime={at}>{formatClock(at, lang)}</time>}
          {sending?.status === 'pending' && <span>{t('sending')}</span>}
          {failed && (
            <>
              <span className="inline-flex items-center gap-1 font-semibold text-coral-700">
                <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" />
                {t('failed')}
              </span>
              <button
                type="button"
                onClick={sending.onRetry}
                className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold text-ink-900 ring-1 ring-ink-300 hover:bg-white focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none"
              >
                <RotateCw className="h-3 w-3" aria-hidden="true" />
                {t('retry')}
              </button>
            </>
          )}
        </p>
      )}
    </li>
  );
}
