import { useTranslation } from '../../i18n/translation';

const block = 'animate-pulse rounded-xl bg-ink-100';

/** The checkout's shape while the session, cards and price load in the browser. */
export function CheckoutFallback() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10" aria-busy="true">
      <p className="sr-only" role="status">
        {t('checkout.loading')}
      </p>
      <div className={`${block} h-5 w-32`} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
        {t('checkout.title')}
      </h1>
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_420px] lg:gap-x-16">
        <div className="rounded-3xl p-5 ring-1 ring-ink-900/5 lg:col-start-2 lg:row-start-1">
          <div className="flex gap-4">
            <div className={`${block} h-24 w-32`} />
            <div className="flex-1 space-y-2 pt-2">
              <div className={`${block} h-4 w-3/4`} />
              <div className={`${block} h-5 w-1/2`} />
            </div>
          </div>
          <div className={`${block} mt-6 hidden h-56 lg:block`} />
        </div>
        <div className="mt-8 space-y-6 lg:col-start-1 lg:row-start-1 lg:mt-0">
          <div className={`${block} h-7 w-40`} />
          <div className={`${block} h-28`} />
          <div className={`${block} h-7 w-40`} />
          <div className={`${block} h-24`} />
        </div>
      </div>
    </div>
  );
}
