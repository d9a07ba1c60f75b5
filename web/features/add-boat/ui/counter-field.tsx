import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/field';
import { describedBy } from '../../../components/ui/field-styles';

type TCounterFieldProps = {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
  min: number;
  max: number;
  error?: string | null;
  decreaseLabel: string;
  increaseLabel: string;
  inputRef?: (element: HTMLInputElement | null) => void;
};

/** A whole number with − and + buttons, as a row: label on the left, the counter on the right. */
export function CounterField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  name,
  min,
  max,
  error,
  decreaseLabel,
  increaseLabel,
  inputRef,
}: TCounterFieldProps) {
  const id = useId();
  const number = Number.parseInt(value, 10);
  const current = Number.isFinite(number) ? number : min;
  const step = (delta: number) =>
    onChange(
      String(
        Math.min(max, Math.max(min, (Number.isFinite(number) ? number : min - delta) + delta)),
      ),
    );
  const button =
    'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-800 ring-1 ring-ink-300 transition-colors hover:bg-ink-50 hover:ring-ink-900 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent disabled:hover:ring-ink-300';
  return (
    <div className="py-5">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="block text-base font-semibold text-ink-900">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-500">
              {hint}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={button}
            aria-label={decreaseLabel}
            aria-controls={id}
            disabled={current <= min}
            onClick={() => step(-1)}
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
          </button>
          <input
            id={id}
            ref={inputRef}
            name={name}
            inputMode="numeric"
            value={value}
            onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ''))}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
            className={`h-10 w-14 rounded-lg border bg-white text-center text-base font-semibold text-ink-900 tabular-nums focus:ring-4 focus:outline-none ${error ? 'border-coral-600 focus:ring-coral-100' : 'border-transparent hover:border-ink-200 focus:border-sea-600 focus:ring-sea-100'}`}
          />
          <button
            type="button"
            className={button}
            aria-label={increaseLabel}
            aria-controls={id}
            disabled={current >= max}
            onClick={() => step(1)}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
