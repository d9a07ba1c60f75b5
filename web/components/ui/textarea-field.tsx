import { useId, type ComponentProps } from 'react';
import { FieldError } from './field';
import { describedBy, hintClass, inputBase, inputTone, labelClass } from './field-styles';

type TTextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: string;
  error?: string | null;
  hint?: string;
  /** e.g. "120 of 2000 characters", announced politely as it changes */
  counter?: string;
  className?: string;
};

/** A labelled text area with an optional character counter. */
export function TextAreaField({
  label,
  error,
  hint,
  counter,
  className,
  id,
  ...textarea
}: TTextAreaFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={`mb-1.5 block ${labelClass}`}>
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          error && `${fieldId}-error`,
          hint && `${fieldId}-hint`,
          counter && `${fieldId}-counter`,
        )}
        className={`${inputBase} ${inputTone(!!error)} min-h-32 resize-y leading-relaxed`}
        {...textarea}
      />
      {error && <FieldError id={`${fieldId}-error`}>{error}</FieldError>}
      <div className="flex items-start justify-between gap-4">
        {hint ? (
          <p id={`${fieldId}-hint`} className={hintClass}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        {counter && (
          <p id={`${fieldId}-counter`} className={`${hintClass} shrink-0 tabular-nums`}>
            {counter}
          </p>
        )}
      </div>
    </div>
  );
}
