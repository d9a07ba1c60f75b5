import { Plus } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { Link, useNavigation } from 'react-router';
import type { TGroupList, TGroupOptions } from '../../../../shared/schemas/group';
import { LinkButton } from '../../../components/ui/button';
import { useLang } from '../../../lib/lang';
import { useNow } from '../../../lib/use-now';
import { EmptyGroups } from './empty-groups';
import { FilterBar } from './filter-bar';
import { countFilters, type TGroupFilters } from './filters';
import { GroupCard } from './group-card';
import { GroupsPagination } from './pagination';

/** /{lang}/groups: the groups that are filling up, with filters in the URL. */
export function GroupsPage({
  list,
  filters,
  options,
  today,
  serverNow,
}: {
  list: TGroupList;
  filters: TGroupFilters;
  options: Pick<TGroupOptions, 'regions' | 'provinces' | 'harbours' | 'plans'>;
  today: string;
  /** the server's clock at render time, so both sides first say the same time left */
  serverNow: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const clientNow = useNow(60_000).getTime();
  const now = Math.max(serverNow, clientNow);
  const busy = navigation.state === 'loading' && navigation.location.pathname === `/${lang}/groups`;
  const filtered = countFilters(filters) > 0;
  return (
    <div className="bg-white pb-20">
      <header className="border-b border-ink-100 bg-gradient-to-b from-sea-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8 lg:pt-14">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
                {t('groups.list.title')}
              </h1>
              <p className="mt-2 text-lg text-ink-600">
                {t('groups.list.subtitle')}{' '}
                <Link
                  to={`/${lang}/groups-info`}
                  className="font-semibold text-sea-700 underline-offset-4 hover:underline"
                >
                  {t('groups.list.howItWorks')}
                </Link>
              </p>
            </div>
            <LinkButton
              to={`/${lang}/create-group`}
              variant="ghost"
              className="self-start bg-white ring-1 ring-ink-200 sm:self-auto"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('groups.list.create')}
            </LinkButton>
          </div>
          <div className="mt-7">
            <FilterBar filters={filters} options={options} today={today} />
          </div>
        </div>
      </header>

      <section
        aria-labelledby="groups-count"
        aria-busy={busy || undefined}
        className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8"
      >
        {/* a live heading: read out when filters change the count (role="status" would hide that
            it is a heading) */}
        <h2
          id="groups-count"
          className="text-[15px] text-ink-600"
          aria-live="polite"
          aria-atomic="true"
        >
          <strong className="font-bold text-ink-900">
            {t('groups.list.count', { count: list.total })}
          </strong>
          {filtered && <> · {t('groups.list.filtered', { count: countFilters(filters) })}</>}
        </h2>
        <div className={`mt-6 transition-opacity ${busy ? 'opacity-50' : 'opacity-100'}`}>
          {list.items.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {list.items.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} now={now} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyGroups filtered={filtered} />
          )}
        </div>
        <GroupsPagination
          filters={filters}
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
        />
      </section>
    </div>
  );
}
