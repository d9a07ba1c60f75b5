import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '../../components/ui/field';
import {
  describedBy,
  hintClass,
  inputBase,
  inputTone,
  labelClass,
} from '../../components/ui/field-styles';

type TCardFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  /** a picture inside the field, on the right (the card's brand) */
  adornment?: ReactNode;
};

/** One input of the card form, with the look of components/ui/field.tsx and room for a mark. */
export function CardField({ id, label, error, hint, adornment, ...input }: TCardFieldProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={`mb-1.5 block ${labelClass}`}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`, !error && hint && `${id}-hint`)}
          className={`${inputBase} ${inputTone(!!error)} tracking-wide tabular-nums ${adornment ? 'pr-14' : ''}`}
          {...input}
        />
        {adornment && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
            {adornment}
          </span>
        )}
      </div>
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={hintClass}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
