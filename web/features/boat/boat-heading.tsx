import { EyeOff, MapPin, Star } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { FavouriteButton } from '../../components/favourite-button';
import { useLang } from '../../lib/lang';
import { formatNumber } from './format';

/** Breadcrumb, name, type and place, rating, and the favourite heart. */
export function BoatHeading({ boat }: { boat: TBoatDetails }) {
  const { t } = useTranslation();
  const lang = useLang();
  const destination = boat.harbour.destination;
  return (
    <div>
      <nav aria-label={t('boatPage.breadcrumb')} className="text-sm text-ink-500">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link to={`/${lang}`} className="hover:text-ink-900 hover:underline">
              {t('boatPage.home')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link
              to={`/${lang}/boats?place=${destination.slug}`}
              className="hover:text-ink-900 hover:underline"
            >
              {destination.name}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="font-medium text-ink-700">
            {boat.name}
          </li>
        </ol>
      </nav>
      {boat.status !== 'published' && (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-sand-100 px-3 py-1.5 text-sm font-semibold text-ink-800 ring-1 ring-sand-200">
          <EyeOff className="h-4 w-4" aria-hidden="true" />
          {t('boatPage.notPublished')}
        </p>
      )}
      <div className="mt-3 flex items-start justify-between gap-3 sm:items-end">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl">
            {boat.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-[15px] text-ink-600">
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="h-4 w-4 text-sea-700" aria-hidden="true" />
              {t('boatPage.heading.place', {
                type: boat.type.name[lang],
                harbour: boat.harbour.name,
                destination: destination.name,
              })}
            </span>
            <span aria-hidden="true" className="hidden text-ink-300 sm:inline">
              ·
            </span>
            {boat.rating.count > 0 && boat.rating.average !== null ? (
              <a
                href="#reviews"
                className="inline-flex items-center gap-1 font-semibold text-ink-900 hover:underline"
              >
                <Star className="h-4 w-4 fill-current text-coral-500" aria-hidden="true" />
                {t('boatPage.heading.rating', {
                  average: formatNumber(lang, boat.rating.average, 1),
                  count: boat.rating.count,
                })}
              </a>
            ) : (
              <span className="inline-flex items-center gap-1 font-semibold text-sea-800">
                <Star className="h-4 w-4" aria-hidden="true" />
                {t('boatPage.heading.new')}
              </span>
            )}
          </p>
        </div>
        <FavouriteButton
          boatId={boat.id}
          boatName={boat.name}
          variant="page"
          className="mt-1 sm:mt-0"
        />
      </div>
    </div>
  );
}
