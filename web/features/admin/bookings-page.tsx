import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { SelectField } from '../../components/ui/select-field';
import { useLang } from '../../lib/lang';
import {
  adminPaths,
  bookingStatuses,
  groupStatuses,
  queryOf,
  type TAdminBooking,
  type TAdminGroup,
  type TPage,
} from './api';
import { formatDay, formatStay, money, shortId } from './format';
import {
  AdminMain,
  Badge,
  Card,
  LoadState,
  PageIntro,
  Pager,
  SearchBox,
  statusTone,
  td,
  th,
  useFilters,
} from './parts';
import { useApiData } from './use-api-data';

const filters = ['view', 'q', 'status'] as const;

/** Every booking and every group, searchable, in two tabs. */
export function AdminBookingsPage() {
  const { t } = useTranslation();
  const { values, page, set } = useFilters(filters);
  const view = values.view === 'groups' ? 'groups' : 'bookings';
  const statuses = view === 'groups' ? groupStatuses : bookingStatuses;
  return (
    <AdminMain>
      <PageIntro title={t('admin.bookings.title')} intro={t('admin.bookings.intro')} />
      <div
        role="tablist"
        className="mt-6 inline-flex rounded-full bg-white p-1 ring-1 ring-ink-200"
      >
        {(['bookings', 'groups'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={view === tab}
            onClick={() => set({ view: tab === 'groups' ? 'groups' : '', q: '', status: '' })}
            className="h-10 rounded-full px-5 text-sm font-semibold text-ink-700 aria-selected:bg-ink-900 aria-selected:text-white"
          >
            {t(`admin.bookings.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="mt-4 flex flex-col gap-3 md:flex-row md:items-end">
        <SearchBox
          key={`${view}:${values.q}`}
          label={t(
            view === 'groups' ? 'admin.bookings.groupSearchLabel' : 'admin.bookings.searchLabel',
          )}
          value={values.q ?? ''}
          onSearch={(q) => set({ q })}
        />
        <SelectField
          className="md:w-56"
          label={t('admin.bookings.status')}
          value={values.status}
          onChange={(event) => set({ status: event.target.value })}
        >
          <option value="">{t('admin.all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {view === 'groups'
                ? t(`admin.bookings.groupStatuses.${status as (typeof groupStatuses)[number]}`)
                : t(`admin.bookings.statuses.${status as (typeof bookingStatuses)[number]}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {view === 'groups' ? (
        <GroupList query={queryOf({ q: values.q, status: values.status, page })} onPage={set} />
      ) : (
        <BookingList query={queryOf({ q: values.q, status: values.status, page })} onPage={set} />
      )}
    </AdminMain>
  );
}

type TOnPage = (changes: Record<string, string>, keepPage?: boolean) => void;

function BookingList({ query, onPage }: { query: string; onPage: TOnPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useApiData<TPage<TAdminBooking>>(adminPaths.bookings(query));
  const columns = ['booking', 'boat', 'client', 'owner', 'dates', 'total', 'status'] as const;
  return (
    <>
      <LoadState loading={list.loading && !list.data} failure={list.failure} reload={list.reload} />
      {list.data && (
        <>
          <Card className="mt-6 overflow-hidden">
            {list.data.items.length === 0 ? (
              <p className="p-6 text-sm text-ink-600">{t('admin.none')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[880px]">
                  <thead className="border-b border-ink-100 bg-ink-50/60">
                    <tr>
                      {columns.map((c) => (
                        <th
                          key={c}
                          scope="col"
                          className={`${th} ${c === 'total' ? 'text-right' : ''}`}
                        >
                          {t(`admin.bookings.columns.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {list.data.items.map((b) => (
                      <tr key={b.id} className="hover:bg-sand-50">
                        <td className={td}>
                          <Link
                            to={`/${lang}/backoffice/all-bookings/${b.id}`}
                            className="font-mono font-semibold text-sea-800 underline underline-offset-4"
                            aria-label={`${t('admin.bookings.columns.booking')} ${shortId(b.id)} · ${b.boat.name}`}
                          >
                            {shortId(b.id)}
                          </Link>
                          {b.groupId && (
                            <p className="text-xs text-ink-600">
                              {t('admin.bookings.groupBooking')}
                            </p>
                          )}
                        </td>
                        <td className={`${td} font-semibold text-ink-900`}>{b.boat.name}</td>
                        <td className={td}>
                          {b.client.name}
                          <p className="text-xs text-ink-600">{b.client.email}</p>
                        </td>
                        <td className={td}>
                          {b.owner.name}
                          <p className="text-xs text-ink-600">{b.owner.email}</p>
                        </td>
                        <td className={`${td} whitespace-nowrap`}>
                          {formatStay(b.startDate, b.endDate, lang)}
                        </td>
                        <td
                          className={`${td} text-right font-semibold whitespace-nowrap tabular-nums`}
                        >
                          {money(b.totalCents, lang)}
                        </td>
                        <td className={td}>
                          <Badge tone={statusTone[b.status]!}>
                            {t(`admin.bookings.statuses.${b.status}`)}
                          </Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => onPage({ page: String(next) }, true)}
          />
        </>
      )}
    </>
  );
}

function GroupList({ query, onPage }: { query: string; onPage: TOnPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useApiData<TPage<TAdminGroup>>(adminPaths.groups(query));
  const columns = ['group', 'boat', 'creator', 'date', 'seats', 'status'] as const;
  return (
    <>
      <LoadState loading={list.loading && !list.data} failure={list.failure} reload={list.reload} />
      {list.data && (
        <>
          <Card className="mt-6 overflow-hidden">
            {list.data.items.length === 0 ? (
              <p className="p-6 text-sm text-ink-600">{t('admin.none')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[760px]">
                  <thead className="border-b border-ink-100 bg-ink-50/60">
                    <tr>
                      {columns.map((c) => (
                        <th key={c} scope="col" className={th}>
                          {t(`admin.bookings.columns.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {list.data.items.map((g) => (
                      <tr key={g.id} className="hover:bg-sand-50">
                        <td className={td}>
                          <Link
                            to={`/${lang}/backoffice/all-bookings/groups/${g.id}`}
                            className="font-semibold text-sea-800 underline underline-offset-4"
                          >
                            {g.name}
                          </Link>
                          <p className="font-mono text-xs text-ink-600">{shortId(g.id)}</p>
                        </td>
                        <td className={td}>{g.boat.name}</td>
                        <td className={td}>
                          {g.creator.name}
                          <p className="text-xs text-ink-600">{g.creator.email}</p>
                        </td>
                        <td className={`${td} whitespace-nowrap`}>{formatDay(g.sailDate, lang)}</td>
                        <td className={`${td} tabular-nums`}>
                          {g.seatsTaken} / {g.numberOfPeople}
                        </td>
                        <td className={td}>
                          <Badge tone={statusTone[g.status]!}>
                            {t(`admin.bookings.groupStatuses.${g.status}`)}
                          </Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => onPage({ page: String(next) }, true)}
          />
        </>
      )}
    </>
  );
}
