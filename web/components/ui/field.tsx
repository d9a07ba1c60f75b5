import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';

const inputBase =
  'block w-full rounded-xl border bg-white px-3.5 py-3 text-[15px] text-ink-900 shadow-xs transition-colors placeholder:text-ink-400 focus:outline-none focus-visible:outline-none focus:ring-4 disabled:bg-ink-50 disabled:text-ink-500';
const inputTone = (invalid: boolean) =>
  invalid
    ? 'border-coral-600 focus:border-coral-600 focus:ring-coral-100'
    : 'border-ink-200 hover:border-ink-300 focus:border-sea-600 focus:ring-sea-100';

type TFieldBase = {
  label: string;
  /** a message shown under the field and announced with it */
  error?: string | null;
  hint?: string;
  /** extra content after the label (a link, for instance) */
  labelAside?: ReactNode;
};

function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-coral-700">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

function FieldFrame({
  id,
  label,
  labelAside,
  hint,
  error,
  className,
  children,
}: TFieldBase & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-[13px] leading-snug text-ink-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type TTextFieldProps = Omit<ComponentProps<'input'>, 'className'> &
  TFieldBase & { className?: string };

/** A labelled input; its error or hint is tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  className,
  id,
  ...input
}: TTextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      labelAside={labelAside}
      className={className}
    >
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          error && `${inputId}-error`,
          !error && hint && `${inputId}-hint`,
        )}
        className={`${inputBase} ${inputTone(!!error)}`}
        {...input}
      />
    </FieldFrame>
  );
}

type TPasswordFieldProps = Omit<TTextFieldProps, 'type'> & {
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  labelAside,
  className,
  id,
  showLabel,
  hideLabel,
  ...input
}: TPasswordFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      labelAside={labelAside}
      className={className}
    >
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            error && `${inputId}-error`,
            !error && hint && `${inputId}-hint`,
          )}
          className={`${inputBase} ${inputTone(!!error)} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-1 my-auto inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-50 hover:text-ink-900"
        >
          {visible ? (
            <EyeOff className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Eye className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}

type TCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  children: ReactNode;
  error?: string | null;
  className?: string;
};

/** A checkbox with its label text (which may hold links) and an optional error. */
export function Checkbox({ children, error, className, id, ...input }: TCheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-sea-700"
          {...input}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-snug text-ink-700">
          {children}
        </label>
      </div>
      {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A form-level message, announced when it appears. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
}) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2.5 rounded-xl px-4 py-3 text-sm leading-snug font-medium ${
        tone === 'error'
          ? 'bg-coral-100/70 text-coral-700 ring-1 ring-coral-600/20'
          : 'bg-sea-50 text-sea-900 ring-1 ring-sea-600/20'
      }`}
    >
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
