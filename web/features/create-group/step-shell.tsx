import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/field';
import type { TStepId, TStepNav, TWizardValues } from './types';

type TStepShellProps = {
  step: TStepId;
  nav: TStepNav;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** read when going back: what was typed stays */
  readRaw: () => Partial<TWizardValues>;
  /** the main button's text; "Next" by default */
  nextLabel?: string;
  /** false keeps Next disabled (a visitor must log in first) */
  canContinue?: boolean;
  /** content after the fields that holds forms of its own (the card form): kept out of this one */
  outside?: ReactNode;
  children: ReactNode;
};

/**
 * One screen of the wizard: its question as the page's heading (focused when the step opens),
 * the fields, and a footer that sticks to the bottom with Back and Next.
 */
export function StepShell(props: TStepShellProps) {
  const { step, nav, onSubmit, readRaw, nextLabel, canContinue = true, outside, children } = props;
  const formId = `step-${step}-form`;
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    nav.registerReader(readRaw);
    // once, as the step opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex flex-1 flex-col">
      <div className="mx-auto w-full max-w-3xl flex-1 px-5 pt-6 pb-10 sm:px-6 sm:pt-10">
        <p className="hidden text-xs font-bold tracking-widest text-sea-700 uppercase sm:block">
          {t('wizard.stepOf', { current: nav.index + 1, total: 4 })}
        </p>
        <h1
          id={`step-${step}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-[28px] leading-tight font-extrabold tracking-tight text-ink-900 focus:outline-none sm:mt-2 sm:text-4xl"
        >
          {t(`steps.${step}.title`)}
        </h1>
        <p className="mt-2 text-base leading-relaxed text-ink-600 sm:text-lg">
          {t(`steps.${step}.subtitle`)}
        </p>
        <form
          id={formId}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={`step-${step}-title`}
          className="mt-8 flex flex-col gap-8"
        >
          {children}
        </form>
        {outside && <div className="mt-8 flex flex-col gap-8">{outside}</div>}
      </div>
      <div className="sticky bottom-0 z-30 bg-white shadow-[0_-8px_24px_-12px_rgb(11_37_64/0.18)]">
        {nav.failure && (
          <div className="mx-auto max-w-4xl px-5 pt-3 sm:px-6">
            <FormAlert>{nav.failure}</FormAlert>
          </div>
        )}
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 sm:py-4">
          {nav.onBack ? (
            <button
              type="button"
              onClick={() => nav.onBack?.(readRaw())}
              disabled={nav.busy}
              className="inline-flex h-12 items-center gap-2 rounded-full px-3 text-base font-semibold text-ink-900 underline underline-offset-4 hover:bg-ink-50 disabled:opacity-50 sm:px-4"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {t('wizard.back')}
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            form={formId}
            disabled={nav.busy || !canContinue}
            className="inline-flex h-12 min-w-32 items-center justify-center gap-2 rounded-xl bg-ink-900 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-60 sm:px-8"
          >
            {nav.busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
            {nav.busy
              ? t(step === 'name' ? 'wizard.sending' : 'wizard.checking')
              : (nextLabel ?? t('wizard.next'))}
            {!nav.busy && !nextLabel && <ArrowRight className="h-4 w-4" aria-hidden="true" />}
          </button>
        </div>
      </div>
    </div>
  );
}
