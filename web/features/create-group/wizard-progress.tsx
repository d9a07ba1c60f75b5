import { Check } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { stepIds } from './types';

type TWizardProgressProps = {
  index: number;
  /** earlier steps are buttons that open them (what was typed stays) */
  onJump: (index: number) => void;
};

/** The four steps, numbered and named; the current one marked for screen readers too. */
export function WizardProgress({ index, onJump }: TWizardProgressProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  return (
    <nav aria-label={t('wizard.progress')} className="mx-auto w-full max-w-5xl px-5 pt-6 sm:px-6">
      <p className="mb-3 text-sm font-semibold text-ink-700 sm:hidden" aria-hidden="true">
        {t('wizard.stepOf', { current: index + 1, total: stepIds.length })} ·{' '}
        {t(`steps.${stepIds[index]!}.label`)}
      </p>
      <ol className="grid grid-cols-4 gap-1.5 sm:gap-3">
        {stepIds.map((id, i) => {
          const done = i < index;
          const label = t(`steps.${id}.label`);
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full transition-colors ${i === index ? 'bg-ink-900' : done ? 'bg-sea-600' : 'bg-ink-200'}`}
              />
              <span
                className={`sr-only mt-2 items-start gap-1.5 text-left text-[13px] leading-snug font-semibold sm:not-sr-only sm:flex ${i === index ? 'text-ink-900' : done ? 'text-ink-700' : 'text-ink-500'}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[11px] ${i === index ? 'bg-ink-900 text-white' : done ? 'bg-sea-600 text-white' : 'bg-ink-100 text-ink-600'}`}
                >
                  {done ? <Check className="h-3 w-3" strokeWidth={3} /> : i + 1}
                </span>
                <span>{label}</span>
              </span>
            </>
          );
          return (
            <li key={id} aria-current={i === index ? 'step' : undefined} className="min-w-0">
              {done ? (
                <button
                  type="button"
                  onClick={() => onJump(i)}
                  className="block w-full rounded-md py-1 hover:opacity-80"
                >
                  {content}
                </button>
              ) : (
                <span className="block py-1">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
