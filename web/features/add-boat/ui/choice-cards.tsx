import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field';
import { describedBy, legendClass } from '../../../components/ui/field-styles';

export type TChoice = { value: string; title: string; text?: string; icon?: ReactNode };

type TChoiceCardsProps = {
  legend: string;
  description?: string;
  choices: TChoice[];
  registration: UseFormRegisterReturn;
  error?: string | null;
  /** 2: short choices side by side, also on phones */
  columns?: 2 | 3;
};

/** One choice out of a few, as big cards (radio buttons underneath). */
export function ChoiceCards({
  legend,
  description,
  choices,
  registration,
  error,
  columns = 3,
}: TChoiceCardsProps) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={describedBy(description && `${id}-text`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={legendClass}>{legend}</legend>
      {description && (
        <p id={`${id}-text`} className="mt-1 text-sm text-ink-600">
          {description}
        </p>
      )}
      <div className={`mt-3 grid gap-3 ${columns === 3 ? 'sm:grid-cols-3' : 'grid-cols-2'}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`group relative flex cursor-pointer flex-col gap-1 rounded-2xl bg-white p-4 ring-1 transition-[box-shadow,background-color] hover:ring-ink-400 has-[:checked]:bg-sea-50/60 has-[:checked]:ring-2 has-[:checked]:ring-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sea-500 ${error ? 'ring-coral-600' : 'ring-ink-200'}`}
          >
            <input type="radio" value={choice.value} className="sr-only" {...registration} />
            <span className="flex items-center gap-2.5 pr-6">
              {choice.icon && (
                <span className="text-ink-700" aria-hidden="true">
                  {choice.icon}
                </span>
              )}
              <span className="text-[15px] font-bold text-ink-900">{choice.title}</span>
            </span>
            {choice.text && (
              <span className="text-[13px] leading-snug text-ink-600">{choice.text}</span>
            )}
            <span
              aria-hidden="true"
              className="absolute top-4 right-4 hidden h-5 w-5 items-center justify-center rounded-full bg-ink-900 text-white group-has-[:checked]:flex"
            >
              <Check className="h-3 w-3" strokeWidth={3} />
            </span>
          </label>
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
