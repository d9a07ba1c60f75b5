import { AlertCircle, SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { messageMaxLength } from '../../../../shared/schemas/chat';
import { describedBy } from '../../../components/ui/field-styles';

/** The counter shows from here on: near the limit, not all the time. */
const counterFrom = messageMaxLength - 200;
const maxHeight = 160;

type TComposerProps = {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  /** the server's refusal (422 contact details…), in the page's language */
  error: string | null;
  autoFocus?: boolean;
};

/** The message box: Enter sends, Shift+Enter starts a new line; up to 2000 characters. */
export function Composer({ value, onChange, onSend, error, autoFocus }: TComposerProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.composer' });
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const remaining = messageMaxLength - value.length;
  const canSend = value.trim().length > 0 && remaining >= 0;

  // grow with the text up to a few lines, then scroll inside
  useLayoutEffect(() => {
    const box = area.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, maxHeight)}px`;
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      onSubmit={submit}
      // (the site's chat button stays off a conversation's page on phones and tablets)
      className="border-t border-ink-100 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5"
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('label')}
        </label>
        <textarea
          ref={area}
          id={id}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          maxLength={messageMaxLength}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`, `${id}-hint`)}
          className={`block min-h-12 flex-1 resize-none rounded-3xl border bg-white px-4 py-3 text-[15px] leading-6 text-ink-900 transition-colors placeholder:text-ink-400 focus:ring-4 focus:outline-none ${
            error
              ? 'border-coral-600 focus:ring-coral-100'
              : 'border-ink-200 hover:border-ink-300 focus:border-sea-600 focus:ring-sea-100'
          }`}
        />
        <button
          type="submit"
          disabled={!canSend}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-coral-600 text-white shadow-sm transition-colors hover:bg-coral-700 focus-visible:ring-4 focus-visible:ring-coral-200 focus-visible:outline-none disabled:bg-ink-200 disabled:text-ink-500 disabled:shadow-none"
        >
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('send')}</span>
        </button>
      </div>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-2 flex items-start gap-1.5 px-1 text-[13px] leading-snug font-semibold text-coral-700"
        >
          <AlertCircle className="mt-px h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="mt-1.5 flex justify-between gap-3 px-1 text-xs text-ink-500">
        <span className="hidden sm:inline">{t('hint')}</span>
        {value.length >= counterFrom && (
          <span
            className={`ml-auto tabular-nums ${remaining <= 50 ? 'font-bold text-coral-700' : ''}`}
          >
            {t('remaining', { count: remaining })}
          </span>
        )}
      </p>
    </form>
  );
}
