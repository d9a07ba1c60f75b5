import { ArrowUp, LoaderCircle, RotateCw } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import { messageMaxLength, type TChatMessage } from '../../../../shared/schemas/chat';
import { useLang } from '../../../lib/lang';
import type { TOutgoing } from './thread-state';
import { useSupportChat } from './use-support-chat';

const timeOf = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

function Bubble({
  mine,
  children,
  tone = 'normal',
}: {
  mine: boolean;
  children: ReactNode;
  tone?: 'normal' | 'failed';
}) {
  return (
    <div
      className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-snug break-words whitespace-pre-wrap ${
        mine
          ? `self-end rounded-br-md ${tone === 'failed' ? 'bg-coral-100 text-ink-900' : 'bg-sea-700 text-white'}`
          : 'self-start rounded-bl-md bg-ink-100 text-ink-900'
      }`}
    >
      {children}
    </div>
  );
}

function StoredMessage({ message, mine }: { message: TChatMessage; mine: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <Bubble mine={mine}>
        <span className="sr-only">
          {mine ? t('chatWidget.you') : message.sender?.name || t('chatWidget.supportName')}:{' '}
        </span>
        {message.erased ? (
          <em className="opacity-75">{t('chatWidget.erased')}</em>
        ) : (
          message.message
        )}
      </Bubble>
      <span className="px-1 text-[11px] text-ink-500">
        {!mine && `${message.sender?.name || t('chatWidget.supportName')} · `}
        <time dateTime={message.createdAt}>{timeOf(lang, message.createdAt)}</time>
      </span>
    </li>
  );
}

function OutgoingMessage({ item, onRetry }: { item: TOutgoing; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col items-end gap-1">
      <Bubble mine tone={item.status === 'failed' ? 'failed' : 'normal'}>
        {item.message}
      </Bubble>
      {item.status === 'sending' ? (
        <span className="px-1 text-[11px] text-ink-500">{t('chatWidget.sending')}</span>
      ) : (
        <span role="alert" className="flex items-center gap-2 px-1 text-xs text-coral-700">
          {item.error ?? t('chatWidget.failed')}
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            <RotateCw className="h-3 w-3" aria-hidden="true" />
            {t('chatWidget.retry')}
          </button>
        </span>
      )}
    </li>
  );
}

/** The widget's conversation with Marea support: recent messages and a composer. */
export function SupportChat({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { state, meId, conversationId, send, retry, retryLoad } = useSupportChat();
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // the newest message stays in view
  const count = state.messages.length + state.outbox.length;
  useLayoutEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count, state.status]);
  useEffect(() => {
    // straight to the composer on a desktop; phones keep the keyboard down until asked
    if (window.matchMedia('(min-width: 640px)').matches) input.current?.focus();
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    void send(message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <>
      <div ref={list} className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        {state.status === 'loading' ? (
          <p
            className="flex items-center justify-center gap-2 py-10 text-sm text-ink-500"
            role="status"
          >
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('chatWidget.loading')}
          </p>
        ) : state.status === 'error' ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center" role="alert">
            <p className="text-sm text-ink-700">{t('chatWidget.loadError')}</p>
            <button
              type="button"
              onClick={retryLoad}
              className="rounded-full px-4 py-2 text-sm font-bold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
            >
              {t('chatWidget.retryLoad')}
            </button>
          </div>
        ) : (
          <ol className="flex flex-col gap-3" aria-live="polite" aria-label={t('chatWidget.title')}>
            <li className="flex flex-col items-start gap-1">
              <Bubble mine={false}>{t('chatWidget.greeting')}</Bubble>
              <span className="px-1 text-[11px] text-ink-500">{t('chatWidget.supportName')}</span>
            </li>
            {state.messages.map((message) => (
              <StoredMessage
                key={message.id}
                message={message}
                mine={message.sender?.id === meId}
              />
            ))}
            {state.outbox.map((item) => (
              <OutgoingMessage
                key={item.clientId}
                item={item}
                onRetry={() => void retry(item.clientId, item.message)}
              />
            ))}
          </ol>
        )}
      </div>
      <form
        onSubmit={submit}
        className="border-t border-ink-100 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <div className="flex items-end gap-2 rounded-3xl bg-ink-50 p-1.5 pl-4 ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-sea-500">
          <label htmlFor="chat-widget-input" className="sr-only">
            {t('chatWidget.messageLabel')}
          </label>
          <textarea
            id="chat-widget-input"
            ref={input}
            rows={1}
            value={text}
            maxLength={messageMaxLength}
            placeholder={t('chatWidget.placeholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="field-sizing-content max-h-32 min-h-9 flex-1 resize-none bg-transparent py-1.5 text-[15px] text-ink-900 outline-none placeholder:text-ink-500 focus-visible:outline-none"
          />
          <button
            type="submit"
            aria-label={t('chatWidget.send')}
            disabled={!text.trim() || state.status !== 'ready'}
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-coral-600 text-white transition-colors hover:bg-coral-700 disabled:bg-ink-200 disabled:text-ink-500"
          >
            <ArrowUp className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        {conversationId && (
          <Link
            to={`/${lang}/settings/inbox/${conversationId}`}
            onClick={onNavigate}
            className="mt-2 block text-center text-xs font-semibold text-ink-500 hover:text-ink-900 hover:underline"
          >
            {t('chatWidget.inbox')}
          </Link>
        )}
      </form>
    </>
  );
}
