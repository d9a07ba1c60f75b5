import { RotateCw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/money';
import {
  bookingStatuses,
  groupStatuses,
  monthPattern,
  type TPlatformFigures,
} from '../../../shared/schemas/admin-figures';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { fetchFigures } from './api';
import { MonthChart } from './charts';
import { hoursLabel, monthLabel, percentLabel } from './format';

const statusColors: Record<string, string> = {
  pending: '#f0b429',
  accepted: '#0e7c86',
  enjoyed: '#1f5f8b',
  rejected: '#e0584b',
  expired: '#9aa5b1',
  canceled: '#52606d',
  open: '#f0b429',
  complete: '#7bc4c4',
  requested: '#3ebd93',
  confirmed: '#0e7c86',
  sailed: '#1f5f8b',
};

const monthInput =
  'h-10 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 hover:border-ink-300 focus:border-sea-600 focus:ring-4 focus:ring-sea-100 focus:outline-none';

/** The platform's figures for a period of months: KPI cards and charts by month (issue 8). */
export function FiguresPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminFigures' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const read = (name: string) => {
    const value = params.get(name);
    return value && monthPattern.test(value) ? value : undefined;
  };
  const from = read('from');
  const to = read('to');
  const [figures, setFigures] = useState<TPlatformFigures | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setFailure(null);
    fetchFigures({ from, to })
      .then((data) => live && setFigures(data))
      .catch((error: unknown) => live && setFailure(error));
    return () => {
      live = false;
    };
  }, [from, to, round]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ from: String(form.get('from')), to: String(form.get('to')) }, { replace: true });
  };
  const money = (cents: number) => formatMoney(Math.round(cents), lang);
  const count = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n);
  const label = (month: string) => monthLabel(month, lang);
  const periodText = figures
    ? t('period', {
        from: monthLabel(figures.from, lang, true),
        to: monthLabel(figures.to, lang, true),
      })
    : '';
  const months = figures?.months.map((m) => m.month) ?? [];
  const totals = figures?.totals;
  const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
  const fieldError = failure instanceof ApiError ? failure.fieldText('to', lang) : null;
  const chartText = { tableLabel: t('showTable'), monthHeading: t('month'), monthLabel: label };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-600">{t('intro')}</p>
        </div>
        <form
          key={`${figures?.from}-${figures?.to}`}
          onSubmit={apply}
          aria-label={t('periodLabel')}
          className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
        >
          <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-ink-800">
            {t('from')}
            <input
              type="month"
              name="from"
              required
              defaultValue={figures?.from ?? from}
              className={monthInput}
            />
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-ink-800">
            {t('to')}
            <input
              type="month"
              name="to"
              required
              defaultValue={figures?.to ?? to}
              className={monthInput}
            />
          </label>
          <Button type="submit" variant="secondary" className="col-span-2">
            {t('apply')}
          </Button>
        </form>
      </div>

      {failure !== null && (
        <div className="mt-6 flex flex-col items-start gap-3">
          <FormAlert>{fieldError ?? apiErrorText(failure, lang, tAll)}</FormAlert>
          {!fieldError && (
            <Button
              variant="ghost"
              className="ring-1 ring-ink-200"
              onClick={() => setRound((n) => n + 1)}
            >
              <RotateCw className="h-4 w-4" aria-hidden="true" />
              {t('retry')}
            </Button>
          )}
        </div>
      )}

      {!figures || !totals ? (
        failure === null && (
          <div role="status" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <span className="sr-only">{t('loading')}</span>
            {[0, 1, 2, 3, 4].map((n) => (
              <div
                key={n}
                className="h-28 animate-pulse rounded-2xl bg-white ring-1 ring-ink-900/5"
              />
            ))}
          </div>
        )
      ) : (
        <>
          <h2 className="mt-8 text-sm font-semibold text-ink-600" aria-live="polite">
            {periodText}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
            {[
              { key: 'gross' as const, value: money(totals.grossVolumeCents) },
              { key: 'commission' as const, value: money(totals.commissionCents) },
              {
                key: 'bookings' as const,
                value: count(sum(totals.bookings)),
                note: t('groupsNote', { count: sum(totals.groups) }),
              },
              {
                key: 'acceptance' as const,
                value: percentLabel(totals.acceptanceRate, lang),
                note: t('answeredNote', { accepted: totals.accepted, count: totals.answered }),
              },
              { key: 'response' as const, value: hoursLabel(totals.medianResponseHours, lang) },
            ].map((kpi) => (
              <div
                key={kpi.key}
                className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 last:col-span-2 sm:p-5 lg:last:col-span-1"
              >
                <dt className="text-xs font-bold tracking-wider text-ink-500 uppercase">
                  {t(`kpi.${kpi.key}`)}
                </dt>
                <dd className="mt-2 text-2xl font-extrabold tracking-tight text-ink-900 tabular-nums sm:text-3xl">
                  {kpi.value}
                </dd>
                {kpi.note && <dd className="mt-1 text-xs text-ink-500">{kpi.note}</dd>}
              </div>
            ))}
          </dl>

          <div className="mt-8 grid gap-5 lg:grid-cols-2">
            <MonthChart
              {...chartText}
              type="bars"
              title={t('charts.gross')}
              summary={t('charts.grossSummary', {
                total: money(totals.grossVolumeCents),
                period: periodText,
              })}
              months={months}
              format={money}
              series={[
                {
                  key: 'gross',
                  label: t('kpi.gross'),
                  color: '#0e7c86',
                  values: figures.months.map((m) => m.grossVolumeCents),
                },
              ]}
            />
            <MonthChart
              {...chartText}
              type="bars"
              title={t('charts.commission')}
              summary={t('charts.commissionSummary', {
                total: money(totals.commissionCents),
                period: periodText,
              })}
              months={months}
              format={money}
              series={[
                {
                  key: 'commission',
                  label: t('kpi.commission'),
                  color: '#e0584b',
                  values: figures.months.map((m) => m.commissionCents),
                },
              ]}
            />
            <MonthChart
              {...chartText}
              type="stacked"
              title={t('charts.bookings')}
              summary={t('charts.bookingsSummary', { count: sum(totals.bookings) })}
              months={months}
              format={count}
              series={bookingStatuses.map((status) => ({
                key: status,
                label: tAll(`booking.status.${status}`),
                color: statusColors[status]!,
                values: figures.months.map((m) => m.bookings[status]),
              }))}
            />
            <MonthChart
              {...chartText}
              type="stacked"
              title={t('charts.groups')}
              summary={t('charts.groupsSummary', { count: sum(totals.groups) })}
              months={months}
              format={count}
              series={groupStatuses.map((status) => ({
                key: status,
                label: t(`groupStatus.${status}`),
                color: statusColors[status]!,
                values: figures.months.map((m) => m.groups[status]),
              }))}
            />
            <MonthChart
              {...chartText}
              type="line"
              title={t('charts.response')}
              summary={t('charts.responseSummary', {
                value: hoursLabel(totals.medianResponseHours, lang),
              })}
              months={months}
              format={(hours) => hoursLabel(hours, lang)}
              series={[
                {
                  key: 'response',
                  label: t('kpi.response'),
                  color: '#1f5f8b',
                  values: figures.months.map((m) => m.medianResponseHours),
                },
              ]}
            />
            <MonthChart
              {...chartText}
              type="line"
              title={t('charts.acceptance')}
              summary={t('charts.acceptanceSummary', {
                value: percentLabel(totals.acceptanceRate, lang),
              })}
              months={months}
              format={(share) => percentLabel(share, lang)}
              series={[
                {
                  key: 'acceptance' as const,
                  label: t('kpi.acceptance'),
                  color: '#0e7c86',
                  values: figures.months.map((m) => m.acceptanceRate),
                },
              ]}
            />
          </div>
        </>
      )}
    </div>
  );
}
