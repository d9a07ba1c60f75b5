// The look of field.tsx's inputs, for the forms' own fields (selects, text areas, units,
// choices); that file exports its fields, not its classes.
export const inputBase =
  'block w-full rounded-xl border bg-white px-3.5 py-3 text-[15px] text-ink-900 shadow-xs transition-colors placeholder:text-ink-400 focus:outline-none focus-visible:outline-none focus:ring-4 disabled:bg-ink-50 disabled:text-ink-500';

export function inputTone(invalid: boolean): string {
  return invalid
    ? 'border-coral-600 focus:border-coral-600 focus:ring-coral-100'
    : 'border-ink-200 hover:border-ink-300 focus:border-sea-600 focus:ring-sea-100';
}

export const labelClass = 'text-sm font-semibold text-ink-800';
export const hintClass = 'mt-1.5 text-[13px] leading-snug text-ink-500';

/** ids for aria-describedby, skipping the missing ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
export const legendClass = 'text-base font-bold tracking-tight text-ink-900';
