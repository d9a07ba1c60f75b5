import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormAlert } from './field';

type TWizardFooterProps = {
  /** a line over the bar (the progress of the add-boat wizard) */
  top?: ReactNode;
  /** why the last step could not go on, over the buttons */
  failure?: string | null;
  back: { label: string; onClick: () => void } | null;
  next: {
    label: string;
    /** the label while busy */
    busyLabel: string;
    /** the arrow of a plain "Next" (not on a final "Create" or "Send") */
    arrow: boolean;
    busy: boolean;
    disabled?: boolean;
    /** the form the button submits when it sits outside it */
    form?: string;
  };
};

/**
 * The footer of a wizard's step: it sticks to the bottom of the screen with Back and the main
 * button (Next, or the final action), the step's failure above them (add-boat, create-group).
 */
export function WizardFooter({ top, failure, back, next }: TWizardFooterProps) {
  return (
    <div className="sticky bottom-0 z-30 bg-white shadow-[0_-8px_24px_-12px_rgb(11_37_64/0.18)]">
      {top}
      {failure && (
        <div className="mx-auto max-w-4xl px-5 pt-3 sm:px-6">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 sm:py-4">
        {back ? (
          <button
            type="button"
            onClick={back.onClick}
            disabled={next.busy}
            className="inline-flex h-12 items-center gap-2 rounded-full px-3 text-base font-semibold text-ink-900 underline underline-offset-4 hover:bg-ink-50 disabled:opacity-50 sm:px-4"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {back.label}
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          form={next.form}
          disabled={next.busy || next.disabled}
          className="inline-flex h-12 min-w-32 items-center justify-center gap-2 rounded-xl bg-ink-900 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-60 sm:px-8"
        >
          {next.busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
          {next.busy ? next.busyLabel : next.label}
          {!next.busy && next.arrow && <ArrowRight className="h-4 w-4" aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}
