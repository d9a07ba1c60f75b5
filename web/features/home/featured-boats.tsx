import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatCard } from '../../../shared/dto/cards';
import { BoatCard } from '../../components/boat-card';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { SectionHeading } from './section-heading';

/** Featured boats from the database, one per destination. */
export function FeaturedBoats({ boats }: { boats: TBoatCard[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const seeAll = (
    <LinkButton
      to={`/${lang}/boats`}
      variant="ghost"
      className="self-start ring-1 ring-ink-200 sm:self-auto"
    >
      {t('home.featured.seeAll')}
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </LinkButton>
  );
  return (
    <section aria-labelledby="featured-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">
        <SectionHeading
          id="featured-title"
          title={t('home.featured.title')}
          subtitle={t('home.featured.subtitle')}
          action={seeAll}
        />
        <ul className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-x-6 sm:gap-y-10 sm:overflow-visible sm:px-0 lg:grid-cols-4">
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
