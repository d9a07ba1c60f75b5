import { CircleCheckBig } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { LinkButton } from '../../components/ui/button';
import type { TWizardMode } from './types';

type TSuccessViewProps = {
  mode: TWizardMode;
  /** where to go next: the fleet (back office) or the home page */
  primary: { to: string; label: string };
  /** starts a new boat (create mode) */
  onAnother?: () => void;
};

/** After sending: the boat is in review, and a mail will follow. */
export function SuccessView({ mode, primary, onAnother }: TSuccessViewProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat.success' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-16 text-center sm:py-24">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-sea-100 text-sea-700 ring-8 ring-sea-50">
        <CircleCheckBig className="h-10 w-10" aria-hidden="true" />
      </span>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-8 text-3xl font-extrabold tracking-tight text-ink-900 focus:outline-none sm:text-4xl"
      >
        {mode === 'edit' ? t('savedTitle') : t('title')}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-600">
        {mode === 'edit' ? t('savedText') : t('text')}
      </p>
      <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <LinkButton to={primary.to} variant="secondary" size="lg">
          {primary.label}
        </LinkButton>
        {onAnother && (
          <button
            type="button"
            onClick={onAnother}
            className="inline-flex h-12 items-center justify-center rounded-full px-6 text-base font-semibold text-ink-900 ring-1 ring-ink-300 hover:bg-ink-50"
          >
            {t('another')}
          </button>
        )}
      </div>
    </div>
  );
}
