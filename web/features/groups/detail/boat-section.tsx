import { ArrowUpRight, Ruler, Star, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import type { TGroup } from '../../../../shared/schemas/group';
import { Picture } from '../../../components/ui/picture';
import { useLang } from '../../../lib/lang';

/** The boat the group is sailing on, with a way to its own page. */
export function BoatSection({ group }: { group: TGroup }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { boat } = group;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="boat-title">
      <h2 id="boat-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {t('groups.page.boatTitle')}
      </h2>
      <div className="relative mt-4 flex gap-4 rounded-2xl p-3 ring-1 ring-ink-900/10 transition-shadow hover:shadow-card sm:gap-5">
        <Picture
          assetId={boat.pictureId}
          alt={t('groups.card.pictureAlt', { type: boat.typeName[lang], name: boat.name })}
          sizes="160px"
          fallbackWidth={320}
          className="h-24 w-32 shrink-0 rounded-xl sm:h-28 sm:w-40"
        />
        <div className="min-w-0 py-1">
          <p className="text-xs font-semibold tracking-wide text-sea-700 uppercase">
            {boat.typeName[lang]} · {t(`groups.page.kind.${boat.kind}`)}
          </p>
          <h3 className="mt-1 text-lg font-bold text-ink-900">
            <Link
              to={`/${lang}/boats/${boat.slug}`}
              className="inline-flex items-center gap-1 after:absolute after:inset-0 hover:underline"
            >
              {boat.name}
              <ArrowUpRight className="h-4 w-4 text-ink-400" aria-hidden="true" />
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
            <span className="inline-flex items-center gap-1">
              <Users className="h-3.5 w-3.5" aria-hidden="true" />
              {t('groups.similar.capacity', { count: boat.numberOfPlaces })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Ruler className="h-3.5 w-3.5" aria-hidden="true" />
              {t('groups.page.length', { value: number.format(boat.lengthM) })}
            </span>
            {boat.rating !== null && (
              <span className="inline-flex items-center gap-1">
                <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                {number.format(boat.rating)} ({boat.ratingCount})
              </span>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
