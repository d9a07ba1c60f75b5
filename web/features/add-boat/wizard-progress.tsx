import { Check } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { reviewIndex, stepIds } from './steps';
import type { TWizardMode } from './types';

type TWizardProgressProps = {
  index: number;
  furthest: number;
  mode: TWizardMode;
  onJump: (index: number) => void;
};

/**
 * The eight steps as a segmented bar, named (under the bar from 1024 px; for screen readers
 * always). Steps already reached are buttons that open them.
 */
export function WizardProgress({ index, furthest, mode, onJump }: TWizardProgressProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const current =
    index < reviewIndex ? t(`steps.${stepIds[index]!}.label`) : t('steps.review.label');
  return (
    <nav aria-label={t('wizard.progress')} className="mx-auto w-full max-w-5xl px-5 pt-6 sm:px-6">
      <p
        className="mb-2 flex items-baseline justify-between text-sm font-semibold text-ink-700 lg:hidden"
        aria-hidden="true"
      >
        <span>{current}</span>
        <span className="tabular-nums text-ink-500">
          {Math.min(index + 1, reviewIndex)}/{reviewIndex}
        </span>
      </p>
      <ol className="grid grid-cols-8 gap-1.5 lg:gap-2">
        {stepIds.map((id, i) => {
          const done = i !== index && (mode === 'edit' || i < furthest);
          const reachable = i !== index && (mode === 'edit' || i <= furthest);
          const label = t(`steps.${id}.label`);
          const bar = (
            <>
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full transition-colors ${i === index ? 'bg-ink-900' : done ? 'bg-sea-600' : 'bg-ink-200'}`}
              />
              <span
                className={`sr-only mt-2 items-center gap-1 text-xs font-semibold lg:not-sr-only lg:flex ${i === index ? 'text-ink-900' : reachable ? 'text-ink-600' : 'text-ink-500'}`}
              >
                {done && <Check className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />}
                <span className="truncate">{label}</span>
              </span>
            </>
          );
          return (
            <li key={id} aria-current={i === index ? 'step' : undefined} className="min-w-0">
              {reachable ? (
                <button
                  type="button"
                  onClick={() => onJump(i)}
                  className="block w-full rounded-md py-1 text-left hover:opacity-80"
                >
                  {bar}
                </button>
              ) : (
                <span className="block py-1">{bar}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
