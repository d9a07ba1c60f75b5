import { Inbox, RotateCw, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import type { TBooking, TBookingStatus } from '../booking/api';
import { BookingRow, rowColumns } from './booking-row';
import {
  boatsOf,
  countByStatus,
  filterBookings,
  readFilter,
  sortBookings,
  statusFilters,
} from './list';
import type { TOwnerBookings } from './use-owner-bookings';
import { useNow } from '../../lib/use-now';

const chip =
  'inline-flex h-9 shrink-0 items-center gap-2 rounded-full bg-white pr-2 pl-3.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:ring-ink-400 aria-pressed:bg-ink-900 aria-pressed:text-white aria-pressed:ring-ink-900';

/**
 * The requests and bookings of the owner's boats: filters by status and boat (kept in the query
 * string, so the dashboard can link to them), pending requests first by time left.
 */
export function BookingsPage({ data }: { data: TOwnerBookings }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const now = useNow().getTime();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [status, setStatus] = useState<TStatus>(null);

  const boats = useMemo(() => boatsOf(data.items), [data.items]);
  const counts = countByStatus(data.items, filter.boatId);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const shown = sortBookings(filterBookings(data.items, filter), now);

  const setFilter = (name: 'status' | 'boat', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const changed = (booking: TBooking, notice?: string) => {
    data.replace(booking);
    if (notice) {
      setStatus({ tone: 'success', text: notice });
      // an accept rejects the boat's overlapping requests: show every row as it is now
      void data.reload(true);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-600">{t('intro')}</p>
        </div>
        {!data.loading && boats.length > 1 && (
          <label className="flex shrink-0 items-center gap-2 text-sm font-semibold text-ink-700">
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            <span>{t('filters.boat')}</span>
            <select
              value={filter.boatId ?? ''}
              onChange={(event) => setFilter('boat', event.target.value || null)}
              className="h-9 min-w-0 flex-1 cursor-pointer rounded-full bg-white pr-8 pl-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:ring-ink-400 sm:w-56 sm:flex-none"
            >
              <option value="">{t('filters.allBoats')}</option>
              {boats.map((boat) => (
                <option key={boat.id} value={boat.id}>
                  {boat.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {(data.loading || data.items.length > 0) && (
        <div
          role="group"
          aria-label={t('filters.status')}
          className="-mx-4 mt-6 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          <StatusChip
            label={t('filters.all')}
            count={total}
            pressed={filter.status === null}
            onClick={() => setFilter('status', null)}
          />
          {statusFilters.map((value) => (
            <StatusChip
              key={value}
              label={tAll(`booking.status.${value}`)}
              count={counts[value]}
              pressed={filter.status === value}
              onClick={() => setFilter('status', value)}
              tone={value}
            />
          ))}
        </div>
      )}

      <StatusMessage status={status} className="mt-4" />

      {data.failure !== null && (
        <div className="mt-6 flex flex-col items-start gap-3">
          <FormAlert>{apiErrorText(data.failure, lang, tAll)}</FormAlert>
          <Button
            variant="ghost"
            className="ring-1 ring-ink-200"
            onClick={() => void data.reload()}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      )}

      {data.loading ? (
        <div role="status" className="mt-6 flex flex-col gap-3">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1, 2].map((n) => (
            <div
              key={n}
              className="h-24 animate-pulse rounded-2xl bg-white ring-1 ring-ink-900/[0.05] xl:h-[4.5rem]"
            />
          ))}
        </div>
      ) : (
        data.failure === null &&
        (shown.length === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-ink-900/[0.07]">
            <Inbox className="h-10 w-10 text-sea-700" aria-hidden="true" />
            <p className="mt-4 text-lg font-bold text-ink-900">
              {data.items.length === 0 ? t('empty') : t('noneFiltered')}
            </p>
            {data.items.length === 0 ? (
              <p className="mt-1 max-w-md text-ink-600">{t('emptyText')}</p>
            ) : (
              <Button
                variant="ghost"
                className="mt-4 ring-1 ring-ink-200"
                onClick={() => setParams(new URLSearchParams(), { replace: true })}
              >
                {t('filters.clear')}
              </Button>
            )}
          </div>
        ) : (
          <>
            <div
              aria-hidden="true"
              className={`mt-6 hidden gap-x-3 px-5 pb-2 text-xs font-bold tracking-wider text-ink-500 uppercase xl:grid ${rowColumns}`}
            >
              <span>{t('columns.status')}</span>
              <span>{t('columns.client')}</span>
              <span>{t('columns.boat')}</span>
              <span>{t('columns.dates')}</span>
              <span className="text-right">{t('columns.total')}</span>
              <span />
            </div>
            <ul
              aria-label={t('title')}
              className="mt-4 grid gap-3 md:grid-cols-2 xl:mt-0 xl:flex xl:flex-col xl:gap-2"
            >
              {shown.map((booking) => (
                <BookingRow key={booking.id} booking={booking} now={now} onChange={changed} />
              ))}
            </ul>
            <p className="mt-4 text-center text-sm text-ink-500">
              {t('shown', { count: shown.length })}
            </p>
          </>
        ))
      )}
    </div>
  );
}

const dots: Partial<Record<TBookingStatus, string>> = {
  pending: 'bg-amber-500',
  accepted: 'bg-emerald-600',
};

function StatusChip({
  label,
  count,
  pressed,
  onClick,
  tone,
}: {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
  tone?: TBookingStatus;
}) {
  const dot = tone && dots[tone];
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={chip}>
      {dot && <span className={`h-2 w-2 rounded-full ${dot}`} aria-hidden="true" />}
      {label}
      <span
        className={`min-w-6 rounded-full px-1.5 text-xs leading-5 tabular-nums ${pressed ? 'bg-white/20' : 'bg-ink-100 text-ink-700'}`}
      >
        {count}
      </span>
    </button>
  );
}
