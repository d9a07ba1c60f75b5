import { CloudOff, LoaderCircle, RotateCw, SearchX } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { useRevalidator } from 'react-router';
import { Button, LinkButton } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/lang';

/** Placeholder blocks in the page's shape while the booking loads. */
export function BookingSkeleton() {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.page' });
  const block = 'rounded-3xl bg-white shadow-xs ring-1 ring-ink-900/[0.07]';
  return (
    <>
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className={`${block} overflow-hidden sm:flex`}>
          <div className="aspect-[16/9] bg-ink-100 sm:aspect-auto sm:h-52 sm:w-72" />
          <div className="flex-1 space-y-3 p-5 sm:p-7">
            <div className="h-3 w-32 rounded bg-ink-100" />
            <div className="h-8 w-2/3 rounded bg-ink-100" />
            <div className="h-4 w-1/2 rounded bg-ink-100/80" />
          </div>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-6">
            <div className={`${block} h-48`} />
            <div className={`${block} h-64`} />
          </div>
          <div className={`${block} h-80`} />
        </div>
      </div>
    </>
  );
}

/** The booking could not be shown: not found (or not the viewer's), or a failure to retry. */
export function BookingLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.page' });
  const lang = useLang();
  const { revalidate, state } = useRevalidator();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const Icon = notFound ? SearchX : CloudOff;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-8"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <h1 className="text-xl font-bold text-ink-900">
          {notFound ? t('notFoundTitle') : t('loadErrorTitle')}
        </h1>
        <p className="mt-1 text-[15px] text-ink-600">
          {notFound ? t('notFoundText') : t('loadErrorText')}
        </p>
      </div>
      {notFound ? (
        <LinkButton to={`/${lang}/settings/bookings`} variant="secondary">
          {t('backClient')}
        </LinkButton>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void revalidate()}
          disabled={state === 'loading'}
        >
          {state === 'loading' ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <RotateCw className="h-4 w-4" aria-hidden="true" />
          )}
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
