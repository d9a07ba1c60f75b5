import { Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useNavigation } from 'react-router';
import { toQueryDate } from '../../../shared/dates';
import type { TSearchPage } from '../../../shared/dto/search';
import { countActiveFilters, searchQuery } from '../../../shared/search';
import { useLang } from '../../lib/lang';
import { ActiveFilters } from './active-filters';
import { EmptyResults } from './empty-results';
import { FilterSidebar } from './filter-sidebar';
import { FiltersDialog } from './filters-dialog';
import { Pagination } from './pagination';
import { ResultCard } from './result-card';
import { ResultsMap } from './results-map';
import { SearchBar } from './search-bar';
import { resultCount, searchSummary, staySentence } from './search-summary';
import { SortSelect } from './sort-select';

/** /{lang}/boats: the search bar, the filters, and the boats that match, with their prices. */
export function SearchPage({ page, today }: { page: TSearchPage; today: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const [mapShown, setMapShown] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const { filters, result, options } = page;
  const place = result.place?.matched ? result.place : null;
  // the place field shows the name of the place searched, not its slug
  const placeLabel = place?.name ?? null;
  const query = searchQuery(filters).toString();
  const stayKey = ['place', 'start_date', 'end_date', 'duration', 'number_of_people']
    .map((key) => new URLSearchParams(query).get(key))
    .join('|');
  const activeCount = countActiveFilters(filters);
  const busy = navigation.state === 'loading' && navigation.location.pathname === `/${lang}/boats`;
  const stay = result.stay;
  const linkSearch = stay
    ? `?${new URLSearchParams({
        start_date: toQueryDate(stay.startDate),
        ...(stay.duration === 'days' ? { end_date: toQueryDate(stay.endDate) } : {}),
        duration: stay.duration,
      }).toString()}`
    : '';

  return (
    <div className="bg-white pb-20">
      <div className="border-b border-ink-100 bg-gradient-to-b from-sea-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8 lg:py-6">
          <div className="hidden lg:block">
            <SearchBar key={stayKey} filters={filters} placeLabel={placeLabel} today={today} />
          </div>
          <div className="lg:hidden">
            <FiltersDialog
              key={query}
              filters={filters}
              options={options}
              placeLabel={placeLabel}
              today={today}
              activeCount={activeCount}
              summary={searchSummary(place?.name ?? null, stay, filters.people, lang, t)}
            />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
        <aside className="hidden lg:block">
          <FilterSidebar filters={filters} options={options} activeCount={activeCount} />
        </aside>

        <section aria-labelledby="results-title" aria-busy={busy || undefined}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1
                id="results-title"
                className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl"
              >
                {place ? t('search.headingPlace', { place: place.name }) : t('search.heading')}
              </h1>
              <p className="mt-1 text-[15px] text-ink-600" role="status">
                <strong className="font-bold text-ink-900">{resultCount(result, lang, t)}</strong>
                {stay && <> · {staySentence(stay, lang, t)}</>}
                {busy && <span className="sr-only"> · {t('search.updating')}</span>}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <SortSelect filters={filters} />
              {result.items.length > 0 && (
                <button
                  type="button"
                  aria-pressed={mapShown}
                  onClick={() => setMapShown((shown) => !shown)}
                  className={`inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors [@media(scripting:none)]:hidden ${mapShown ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-900 ring-ink-200 hover:ring-ink-400'}`}
                >
                  <MapIcon className="h-4 w-4" aria-hidden="true" />
                  {mapShown ? t('search.map.hide') : t('search.map.show')}
                </button>
              )}
            </div>
          </div>

          <div className="mt-5">
            <ActiveFilters filters={filters} options={options} />
          </div>

          {mapShown && result.items.length > 0 && (
            <div className="mt-6">
              <ResultsMap
                boats={result.items}
                linkSearch={linkSearch}
                activeId={activeId}
                onActiveChange={setActiveId}
              />
            </div>
          )}

          <div
            className={`mt-8 transition-opacity duration-200 ${busy ? 'opacity-50' : 'opacity-100'}`}
          >
            {result.items.length > 0 ? (
              <>
                <h2 className="sr-only">{t('search.resultsHeading')}</h2>
                <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-3">
                  {result.items.map((boat, index) => (
                    <li
                      key={boat.id}
                      onMouseEnter={() => setActiveId(boat.id)}
                      onMouseLeave={() => setActiveId(null)}
                      onFocus={() => setActiveId(boat.id)}
                    >
                      <ResultCard
                        boat={boat}
                        stay={stay}
                        linkSearch={linkSearch}
                        sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
                        // the first picture is the largest paint on a phone: fetched first
                        priority={index === 0}
                      />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <EmptyResults filters={filters} result={result} />
            )}
          </div>

          <Pagination filters={filters} total={result.total} />
        </section>
      </div>
    </div>
  );
}
