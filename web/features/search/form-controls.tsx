import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** The small form pieces of the search filters, in one look. */
export const legendClass = 'mb-2.5 text-sm font-bold text-ink-900';

const chipBase =
  'relative inline-flex min-h-10 cursor-pointer items-center rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sea-500 ring-ink-200 text-ink-800 hover:ring-ink-400 has-[:checked]:bg-ink-900 has-[:checked]:text-white has-[:checked]:ring-ink-900';

/**
 * A checkbox or radio drawn as a pill; the input stays in the accessibility tree, placed inside
 * the pill (`relative`) so that focusing it does not scroll the sheet to wherever it would sit.
 */
export function ChoiceChip({
  label,
  ...input
}: Omit<ComponentProps<'input'>, 'className'> & { label: ReactNode; type: 'checkbox' | 'radio' }) {
  return (
    <label className={chipBase}>
      <input {...input} className="sr-only" />
      {label}
    </label>
  );
}

/** A labelled native select. */
export function SelectBox({
  label,
  id,
  children,
  className = '',
  ...select
}: Omit<ComponentProps<'select'>, 'className'> & {
  label: string;
  id: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={`block ${legendClass}`}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          {...select}
          className="h-11 w-full cursor-pointer appearance-none rounded-xl bg-white pr-10 pl-3.5 text-[15px] text-ink-900 ring-1 ring-ink-200 outline-none hover:ring-ink-400 focus-visible:ring-2 focus-visible:ring-sea-500"
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 right-3.5 my-auto h-4 w-4 text-ink-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

/** A labelled whole-number input. */
export function NumberBox({
  label,
  id,
  ...input
}: Omit<ComponentProps<'input'>, 'className' | 'type'> & { label: string; id: string }) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-500">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...input}
        className="h-11 w-full rounded-xl bg-white px-3.5 text-[15px] text-ink-900 ring-1 ring-ink-200 outline-none placeholder:text-ink-400 hover:ring-ink-400 focus-visible:ring-2 focus-visible:ring-sea-500"
      />
    </div>
  );
}

/** Hidden copies of the query's other parameters, so a form sent without JavaScript keeps them. */
export function HiddenParams({ query, shown }: { query: URLSearchParams; shown: string[] }) {
  return (
    <>
      {[...query]
        .filter(([key]) => !shown.includes(key) && key !== 'page')
        .map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} defaultValue={value} />
        ))}
    </>
  );
}

/**
 * Keeps an uncontrolled form in step with the URL when the URL changes from elsewhere (a removed
 * filter chip, the back button), without remounting it: the focused field keeps the focus.
 */
export function syncFormWithQuery(form: HTMLFormElement, query: URLSearchParams): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || (element instanceof HTMLInputElement && element.type === 'hidden'))
      continue;
    const values = (query.get(element.name) ?? '').split(',');
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      element.checked = values.includes(element.value);
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      element.checked = (query.get(element.name) ?? '') === element.value;
    } else if (element !== document.activeElement) {
      element.value = query.get(element.name) ?? '';
    }
  }
}
