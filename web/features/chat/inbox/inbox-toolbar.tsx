import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useSearchParams } from 'react-router';

const debounceMs = 300;

/** The inbox's search (debounced into `?q=`) and its "unread only" filter (`?unread=1`). */
export function InboxToolbar({ q, unreadOnly }: { q: string; unreadOnly: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.list' });
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(q);
  const id = useId();

  // the URL changed from elsewhere (back button, "see all"): show its search
  useEffect(() => setText(q), [q]);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const toggleUnread = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (unreadOnly) next.delete('unread');
        else next.set('unread', '1');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('search')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-4 h-[18px] w-[18px] -translate-y-1/2 text-ink-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
          }}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          autoComplete="off"
          className="h-12 w-full rounded-full border border-ink-200 bg-white pr-11 pl-11 text-[15px] text-ink-900 shadow-xs transition-colors placeholder:text-ink-400 hover:border-ink-300 focus:border-sea-600 focus:ring-4 focus:ring-sea-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => setText('')}
            className="absolute top-1/2 right-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t('clear')}</span>
          </button>
        )}
      </div>
      <button
        type="button"
        aria-pressed={unreadOnly}
        onClick={toggleUnread}
        className={`inline-flex h-12 shrink-0 items-center justify-center gap-2 self-start rounded-full px-5 text-sm font-bold transition-colors focus-visible:ring-4 focus-visible:ring-sea-100 focus-visible:outline-none sm:self-auto ${
          unreadOnly
            ? 'bg-ink-900 text-white hover:bg-ink-800'
            : 'bg-white text-ink-900 ring-1 ring-ink-200 hover:ring-ink-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${unreadOnly ? 'bg-coral-400' : 'bg-coral-600'}`}
        />
        {t('onlyUnread')}
      </button>
    </div>
  );
}
