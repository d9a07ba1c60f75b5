import { useTranslation } from '../../i18n/translation';
import type { TBoatCard } from '../../../shared/dto/cards';
import { BoatCard } from '../../components/boat-card';

/** Four boats like this one (same area or type). */
export function SimilarBoats({ boats }: { boats: TBoatCard[] }) {
  const { t } = useTranslation();
  if (boats.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="border-t border-ink-100 bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <h2
          id="similar-title"
          className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl"
        >
          {t('boatPage.similar.title')}
        </h2>
        <p className="mt-1 text-ink-500">{t('boatPage.similar.subtitle')}</p>
        <ul className="-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-x-6 sm:gap-y-10 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {boats.map((boat) => (
            <li key={boat.id} className="w-[80%] shrink-0 snap-start sm:w-auto">
              <BoatCard
                boat={boat}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 80vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
