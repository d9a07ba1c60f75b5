import { useId, type ComponentProps } from 'react';
import { FieldError } from '../../../components/ui/field';
import {
  describedBy,
  hintClass,
  inputBase,
  inputTone,
  labelClass,
} from '../../../components/ui/field-styles';

type TUnitFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  /** shown inside the input, after the value (m, CV, l/h, €) */
  unit?: string;
  error?: string | null;
  hint?: string;
  className?: string;
};

/** A labelled input with its unit inside, on the right; the unit is part of its description. */
export function UnitField({ label, unit, error, hint, className, id, ...input }: TUnitFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={`mb-1.5 block ${labelClass}`}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            unit && `${inputId}-unit`,
            error && `${inputId}-error`,
            !error && hint && `${inputId}-hint`,
          )}
          className={`${inputBase} ${inputTone(!!error)} ${unit ? 'pr-16' : ''} tabular-nums`}
          {...input}
        />
        {unit && (
          <span
            id={`${inputId}-unit`}
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm font-semibold text-ink-500"
          >
            {unit}
          </span>
        )}
      </div>
      {error ? (
        <FieldError id={`${inputId}-error`}>{error}</FieldError>
      ) : (
        hint && (
          <p id={`${inputId}-hint`} className={hintClass}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
