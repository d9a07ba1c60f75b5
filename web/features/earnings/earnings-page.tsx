import { Download, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router';
import { todayInMadrid } from '../../../shared/dates';
import type { TEarnings } from '../../../shared/schemas/earnings';
import { buttonClass } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { earningsCsvUrl, fetchEarnings } from './api';
import { BookingLines } from './booking-lines';
import { IbanCard } from './iban-card';
import { MonthChart } from './month-chart';
import { SummaryCards } from './summary-cards';

/** Years offered: this one and the four before it (the demo and real money start recently). */
function yearChoices(current: number): number[] {
  return [0, 1, 2, 3, 4].map((n) => current - n);
}

/**
 * `/{lang}/backoffice/earnings`: the owner's money of a year from the ledger — summary cards,
 * months, bookings, the IBAN on file and the CSV. The year lives in the query string (`?year=`).
 */
export function EarningsPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const current = Number(todayInMadrid().slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= current + 1 ? asked : current;
  const [data, setData] = useState<TEarnings | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (wanted: number) => {
    setLoading(true);
    setFailure(null);
    try {
      setData(await fetchEarnings(wanted));
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(year), [load, year]);

  const shown = data && data.period.from === `${year}-01` ? data : null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-2 text-ink-600">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
            {t('year')}
            <select
              value={year}
              onChange={(event) => setParams({ year: event.target.value }, { replace: true })}
              className="h-10 cursor-pointer rounded-full bg-white px-4 pr-8 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:ring-ink-400"
            >
              {yearChoices(current).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <a href={earningsCsvUrl(year, lang)} download className={buttonClass('secondary', 'md')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('download')}
          </a>
        </div>
      </div>
      {shown?.ownerId === null && (
        <p className="mt-3 inline-flex rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-700">
          {t('allOwners')}
        </p>
      )}

      {failure !== null && (
        <div className="mt-6 flex flex-col items-start gap-3">
          <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>
          <button
            type="button"
            onClick={() => void load(year)}
            className={buttonClass('ghost', 'md', 'ring-1 ring-ink-200')}
          >
            {t('retry')}
          </button>
        </div>
      )}

      {!shown && loading && (
        <div className="mt-8 flex flex-col gap-4" role="status">
          <span className="sr-only">{t('loading')}</span>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-6">
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <div key={n} className="h-36 animate-pulse rounded-2xl bg-ink-100/70" />
            ))}
          </div>
          <div className="h-72 animate-pulse rounded-2xl bg-ink-100/70" />
        </div>
      )}

      {shown && (
        <div className="mt-8 flex flex-col gap-6" aria-busy={loading}>
          <SummaryCards year={year} totals={shown.totals} month={shown.currentMonth} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <MonthChart earnings={shown} year={year} />
            <div className="flex flex-col gap-4">
              {shown.payoutAccount && <IbanCard ibanMasked={shown.payoutAccount.ibanMasked} />}
              <aside className="rounded-2xl bg-sand-100/70 p-4 text-sm leading-relaxed text-ink-700 sm:p-5">
                <p>
                  <strong className="text-ink-900">{t('cards.commission')}.</strong>{' '}
                  {t('cards.commissionHint')}.
                </p>
                <p className="mt-2">
                  <strong className="text-ink-900">{t('cards.pending')}.</strong>{' '}
                  {t('cards.pendingHint')}.
                </p>
                <p className="mt-2">
                  <strong className="text-ink-900">{t('cards.fees')}.</strong> {t('cards.feesHint')}
                  .
                </p>
              </aside>
            </div>
          </div>
          <BookingLines lines={shown.lines} />
          {loading && (
            <LoaderCircle
              className="mx-auto h-6 w-6 animate-spin text-sea-700"
              aria-hidden="true"
            />
          )}
        </div>
      )}
    </div>
  );
}
