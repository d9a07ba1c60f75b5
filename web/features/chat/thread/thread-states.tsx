import { ArrowLeft, CloudOff, RotateCw, SearchX } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { Button, LinkButton } from '../../../components/ui/button';

/** The thread's shape while it loads: a header, a few bubbles on both sides, the composer. */
export function ThreadSkeleton() {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.thread' });
  const bubble = 'h-10 rounded-2xl';
  return (
    <>
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div
        aria-hidden="true"
        className="flex min-h-0 flex-1 animate-pulse flex-col motion-reduce:animate-none"
      >
        <div className="border-b border-ink-100 px-4 py-4 sm:px-5">
          <div className="flex items-center gap-3">
            <span className="h-10 w-10 rounded-full bg-ink-100" />
            <span className="h-11 w-11 rounded-full bg-ink-100" />
            <span className="h-5 w-32 rounded bg-ink-100" />
          </div>
          <div className="mt-3 h-14 rounded-2xl bg-ink-50 sm:ml-[6.25rem]" />
        </div>
        <div className="flex flex-1 flex-col justify-end gap-3 bg-sand-50/60 px-4 py-6 sm:px-6">
          <div className={`${bubble} w-2/3 self-start bg-ink-100 sm:w-1/2`} />
          <div className={`${bubble} w-1/2 self-start bg-ink-100/80 sm:w-1/3`} />
          <div className={`${bubble} w-2/3 self-end bg-sea-100 sm:w-2/5`} />
          <div className={`${bubble} w-1/2 self-start bg-ink-100 sm:w-1/3`} />
        </div>
        <div className="border-t border-ink-100 px-4 py-3 sm:px-5">
          <div className="h-12 rounded-3xl bg-ink-50" />
        </div>
      </div>
    </>
  );
}

/** Not found (or not the viewer's), or a failure to retry. */
export function ThreadFailure({
  notFound,
  text,
  back,
  onRetry,
}: {
  notFound: boolean;
  /** instead of the default text */
  text?: string;
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.thread' });
  const Icon = notFound ? SearchX : CloudOff;
  return (
    <div
      role="alert"
      className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="mt-5 max-w-sm text-[15px] font-semibold text-ink-800">
        {text ?? (notFound ? t('notFound') : t('loadError'))}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to={back.to} variant="ghost">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {back.label}
        </LinkButton>
        {!notFound && (
          <Button variant="secondary" onClick={onRetry}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
