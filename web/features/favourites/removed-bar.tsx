import { Undo2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatCard } from '../../../shared/dto/cards';

type TRemovedBarProps = {
  boat: TBoatCard | null;
  onUndo: (boat: TBoatCard) => void;
  onDismiss: () => void;
};

/**
 * "You removed X" with an undo. The live region is always in the page so the message is read
 * out; the undo takes the focus, since the heart that had it went away with its card.
 */
export function RemovedBar({ boat, onUndo, onDismiss }: TRemovedBarProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'favourites.removed' });
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (boat) undoRef.current?.focus();
  }, [boat]);
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {boat && (
        <div className="flex animate-pop items-center gap-3 rounded-2xl bg-ink-900 py-2.5 pr-2 pl-4 text-white shadow-card motion-reduce:animate-none sm:pl-5">
          <p className="min-w-0 flex-1 text-sm leading-snug font-medium">
            {t('text', { name: boat.name })}
          </p>
          <button
            ref={undoRef}
            type="button"
            onClick={() => onUndo(boat)}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-bold text-white ring-1 ring-white/30 hover:bg-white/10"
          >
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            {t('undo')}
          </button>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('dismiss')}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
