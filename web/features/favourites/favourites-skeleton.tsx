import { useTranslation } from '../../i18n/translation';

/** Card-shaped placeholders while the list loads (server render and first paint). */
export function FavouritesSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <p className="sr-only" role="status">
        {t('favourites.page.loading')}
      </p>
      <div aria-hidden="true" className="grid gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="animate-pulse motion-reduce:animate-none">
            <div className="aspect-[3/2] rounded-2xl bg-ink-200/60" />
            <div className="mt-4 h-3 w-1/3 rounded bg-ink-200/60" />
            <div className="mt-2.5 h-4 w-2/3 rounded bg-ink-200/70" />
            <div className="mt-2.5 h-3 w-1/2 rounded bg-ink-200/50" />
          </div>
        ))}
      </div>
    </>
  );
}
