import { Check } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field';
import { describedBy, legendClass } from '../../../components/ui/field-styles';

type TCheckChipsProps = {
  legend: string;
  description?: string;
  options: { value: string; label: string }[];
  /** the same registration for every box: the field holds the list of checked values */
  registration: UseFormRegisterReturn;
  error?: string | null;
  /** a count next to the legend ("3 selected") */
  aside?: string;
};

/** Several choices as pills that toggle (checkboxes underneath). */
export function CheckChips({
  legend,
  description,
  options,
  registration,
  error,
  aside,
}: TCheckChipsProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(description && `${id}-text`, error && `${id}-error`)}>
      <legend className="flex w-full items-baseline justify-between gap-3">
        <span className={legendClass}>{legend}</span>
        {aside && <span className="text-sm font-semibold text-sea-800">{aside}</span>}
      </legend>
      {description && (
        <p id={`${id}-text`} className="mt-1 text-sm text-ink-600">
          {description}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 transition-colors select-none hover:ring-ink-400 has-[:checked]:bg-ink-900 has-[:checked]:text-white has-[:checked]:ring-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sea-500"
          >
            <input
              type="checkbox"
              value={option.value}
              className="peer sr-only"
              {...registration}
            />
            <Check className="hidden h-4 w-4 peer-checked:block" aria-hidden="true" />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
