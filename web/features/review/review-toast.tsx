import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';

export type TToast = {
  id: number;
  tone: 'success' | 'error';
  text: string;
  link?: { to: string; label: string };
};

/**
 * The outcome of a review, at the bottom of the screen. The live region is always in the page,
 * so screen readers announce each new message; it leaves by itself after a few seconds.
 */
export function ReviewToast({ toast, onDismiss }: { toast: TToast | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, toast.tone === 'error' ? 10_000 : 6_000);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {toast && (
        <div
          key={toast.id}
          className={`pointer-events-auto flex w-full max-w-lg animate-rise items-start gap-3 rounded-2xl px-4 py-3 text-sm text-white shadow-float motion-reduce:animate-none ${
            toast.tone === 'success' ? 'bg-ink-900' : 'bg-coral-700'
          }`}
        >
          {toast.tone === 'success' ? (
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-sea-300" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          )}
          <p className="min-w-0 flex-1 leading-snug font-semibold">
            {toast.text}
            {toast.link && (
              <Link
                to={toast.link.to}
                className="ml-2 font-bold whitespace-nowrap text-sea-200 underline underline-offset-2"
              >
                {toast.link.label}
              </Link>
            )}
          </p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('review.toast.dismiss')}
            className="-m-1 rounded-full p-1 text-white/80 hover:bg-white/10 hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
