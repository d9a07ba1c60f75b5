import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TDestinationCard } from '../../../shared/dto/cards';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';
import { SectionHeading } from './section-heading';

const shown = 10;

/** "Where to go": destinations from the database with their boat counts. */
export function Destinations({ destinations }: { destinations: TDestinationCard[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section aria-labelledby="destinations-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading
          id="destinations-title"
          title={t('home.destinations.title')}
          subtitle={t('home.destinations.subtitle')}
        />
        <ul className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5">
          {destinations.slice(0, shown).map((destination) => (
            <li key={destination.slug} className="w-[70%] shrink-0 snap-start sm:w-auto">
              <Link
                to={`/${lang}/boats?place=${destination.slug}`}
                className="group relative block overflow-hidden rounded-2xl shadow-card"
              >
                <Picture
                  assetId={destination.pictureId}
                  alt=""
                  // on a phone, 70% of the row inside its 1rem paddings
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, calc(0.7 * (100vw - 2rem))"
                  className="aspect-[4/5] w-full transition-transform duration-500 group-hover:scale-[1.04]"
                />
                <span className="absolute inset-0 bg-gradient-to-t from-ink-950/85 via-ink-950/20 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 p-4">
                  <span className="block text-xs font-semibold text-white/80">
                    {destination.regionName}
                  </span>
                  <span className="mt-0.5 block text-lg leading-tight font-extrabold text-white">
                    {destination.name}
                  </span>
                  <span className="mt-1 block text-sm text-white/85">{destination.tagline}</span>
                  <span className="mt-3 inline-flex rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-ink-900">
                    {destination.boatCount > 0
                      ? t('home.destinations.boats', { count: destination.boatCount })
                      : t('home.destinations.noBoats')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
