import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './field';
import { describedBy, hintClass, inputBase, inputTone, labelClass } from './field-styles';

type TSelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & {
  label: string;
  error?: string | null;
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** A labelled native select in the look of the text fields. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  children,
  ...select
}: TSelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={`mb-1.5 block ${labelClass}`}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            error && `${selectId}-error`,
            !error && hint && `${selectId}-hint`,
          )}
          className={`${inputBase} ${inputTone(!!error)} cursor-pointer appearance-none pr-10`}
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 right-3.5 my-auto h-4 w-4 text-ink-500"
          aria-hidden="true"
        />
      </div>
      {error ? (
        <FieldError id={`${selectId}-error`}>{error}</FieldError>
      ) : (
        hint && (
          <p id={`${selectId}-hint`} className={hintClass}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
