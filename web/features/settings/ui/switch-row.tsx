import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';

type TSwitchRowProps = {
  label: string;
  hint: string;
  checked: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
};

/** A labelled on/off switch (role="switch") with a line of explanation. */
export function SwitchRow({ label, hint, checked, busy = false, onChange }: TSwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-6 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-[15px] font-semibold text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm leading-snug text-ink-500">
          {hint}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        aria-busy={busy || undefined}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-8 w-[52px] shrink-0 cursor-pointer items-center rounded-full transition-colors duration-200 ${
          checked ? 'bg-sea-700 hover:bg-sea-800' : 'bg-ink-300 hover:bg-ink-400'
        }`}
      >
        <span
          className={`flex h-6 w-6 items-center justify-center rounded-full bg-white shadow-sm transition-transform duration-200 motion-reduce:transition-none ${
            checked ? 'translate-x-6' : 'translate-x-1'
          }`}
        >
          {busy && (
            <LoaderCircle className="h-3.5 w-3.5 animate-spin text-ink-500" aria-hidden="true" />
          )}
        </span>
      </button>
    </div>
  );
}
