import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { WizardFooter } from '../../components/ui/wizard-footer';
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
      <WizardFooter
        failure={nav.failure}
        back={
          nav.onBack ? { label: t('wizard.back'), onClick: () => nav.onBack?.(readRaw()) } : null
        }
        next={{
          label: nextLabel ?? t('wizard.next'),
          busyLabel: t(step === 'name' ? 'wizard.sending' : 'wizard.checking'),
          arrow: !nextLabel,
          busy: nav.busy,
          disabled: !canContinue,
          form: formId,
        }}
      />
    </div>
  );
}
