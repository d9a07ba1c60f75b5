import { CircleAlert, CircleCheck } from 'lucide-react';

export type TStatus = { tone: 'success' | 'error'; text: string } | null;

/**
 * A polite live region that is always in the page, so screen readers announce each new message
 * (saved, failed) where it appears. Empty when there is nothing to say.
 */
export function StatusMessage({ status, className = '' }: { status: TStatus; className?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {status && (
        <p
          className={`flex items-start gap-2 text-sm leading-snug font-semibold ${
            status.tone === 'success' ? 'text-sea-800' : 'text-coral-700'
          }`}
        >
          {status.tone === 'success' ? (
            <CircleCheck className="mt-px h-[18px] w-[18px] shrink-0" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-px h-[18px] w-[18px] shrink-0" aria-hidden="true" />
          )}
          <span>{status.text}</span>
        </p>
      )}
    </div>
  );
}
