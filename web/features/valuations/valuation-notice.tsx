import { CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';

export type TNotice = { id: number; text: string };

/**
 * What just happened (a valuation or a reply sent), at the bottom of the screen. The live region
 * is always in the page, so screen readers announce each new message; it leaves by itself.
 */
export function ValuationNotice({
  notice,
  onDismiss,
}: {
  notice: TNotice | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.notice' });
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onDismiss, 8_000);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {notice && (
        <div
          key={notice.id}
          className="pointer-events-auto flex w-full max-w-lg animate-rise items-start gap-3 rounded-2xl bg-ink-900 px-4 py-3 text-sm text-white shadow-float motion-reduce:animate-none"
        >
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-sea-300" aria-hidden="true" />
          <p className="min-w-0 flex-1 leading-snug font-semibold">{notice.text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('dismiss')}
            className="-m-1 rounded-full p-1 text-white/80 hover:bg-white/10 hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
