import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { WizardFooter } from '../../components/ui/wizard-footer';
import type { TBoatFormStepId } from '../../../shared/schemas/boat-form';
import { reviewIndex } from './steps';
import type { TStepNav } from './types';

type TStepShellProps = {
  step: TBoatFormStepId | 'review';
  nav: TStepNav;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** read when going back: what was typed stays */
  readRaw: () => object;
  /** the main button's text; "Next" by default */
  nextLabel?: string;
  /** content between the heading and the fields (a notice) */
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * One screen of the wizard: its question as the page's heading (focused when the step opens),
 * the fields, and a footer that sticks to the bottom with Back and Next.
 */
export function StepShell({
  step,
  nav,
  onSubmit,
  readRaw,
  nextLabel,
  notice,
  children,
}: TStepShellProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  const progress = Math.round(((nav.index + 1) / (reviewIndex + 1)) * 100);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`step-${step}-title`}
      className="flex flex-1 flex-col"
    >
      <div className="mx-auto w-full max-w-2xl flex-1 px-5 pt-6 pb-10 sm:px-6 sm:pt-10">
        <p className="hidden text-xs font-bold tracking-widest text-sea-700 uppercase lg:block">
          {nav.index < reviewIndex
            ? t('wizard.stepOf', { current: nav.index + 1, total: reviewIndex })
            : t('wizard.lastStep')}
        </p>
        <h1
          id={`step-${step}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-[28px] leading-tight lg:mt-2 font-extrabold tracking-tight text-ink-900 focus:outline-none sm:text-4xl"
        >
          {t(`steps.${step}.title`)}
        </h1>
        <p className="mt-2 text-base leading-relaxed text-ink-600 sm:text-lg">
          {t(`steps.${step}.subtitle`)}
        </p>
        {notice}
        <div className="mt-8 flex flex-col gap-8">{children}</div>
      </div>
      <WizardFooter
        top={
          <div className="h-1 w-full bg-ink-100" aria-hidden="true">
            <div
              className="h-full bg-ink-900 transition-[width] duration-300 motion-reduce:transition-none"
              style={{ width: `${progress}%` }}
            />
          </div>
        }
        failure={nav.failure}
        back={
          nav.onBack ? { label: t('wizard.back'), onClick: () => nav.onBack?.(readRaw()) } : null
        }
        next={{
          label: nextLabel ?? t('wizard.next'),
          busyLabel: t('wizard.saving'),
          arrow: !nextLabel,
          busy: nav.busy,
        }}
      />
    </form>
  );
}
