import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatSearchItem } from '../../../shared/dto/search';
import { formatMoney } from '../../../shared/money';
import { useLang } from '../../lib/lang';

// The map's code loads when someone opens it: most searches never do.
const SeaMap = lazy(() =>
  import('../../components/map/sea-map').then((module) => ({ default: module.SeaMap })),
);

/** The boats of the page as priced pins; the hovered card's pin stands out. */
export function ResultsMap({
  boats,
  linkSearch,
  activeId,
  onActiveChange,
}: {
  boats: TBoatSearchItem[];
  linkSearch: string;
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const points = boats.map((boat) => ({
    id: boat.id,
    lat: boat.lat,
    lon: boat.lon,
    label: `${boat.name} · ${boat.harbourName}`,
    badge: formatMoney(boat.price.cents, lang),
    href: `/${lang}/boats/${boat.slug}${linkSearch}`,
  }));
  const fallback = <div className="h-full w-full animate-pulse rounded-3xl bg-sea-50" />;
  return (
    <div className="h-[360px] overflow-hidden rounded-3xl ring-1 ring-ink-100 sm:h-[440px]">
      <Suspense fallback={fallback}>
        <SeaMap
          points={points}
          title={t('search.map.title')}
          activeId={activeId}
          onActiveChange={onActiveChange}
          className="h-full w-full"
        />
      </Suspense>
    </div>
  );
}
