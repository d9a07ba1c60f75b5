import { ArrowRight, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/money';
import type { TEarnings } from '../../../shared/schemas/earnings';
import { useLang } from '../../lib/lang';
import { fetchEarnings } from './api';
import { formatMonth } from './format';

export type TMonthEarnings = { month: TEarnings['currentMonth'] | null; failed: boolean };

/** This month's figures, from the earnings statement of the current year. */
export function useMonthEarnings(): TMonthEarnings {
  const [state, setState] = useState<TMonthEarnings>({ month: null, failed: false });
  useEffect(() => {
    let live = true;
    fetchEarnings(null)
      .then((earnings) => live && setState({ month: earnings.currentMonth, failed: false }))
      .catch(() => live && setState({ month: null, failed: true }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The dashboard's money card: this month's net, gross and what is not settled yet. */
export function EarningsMonthCard({ data }: { data: TMonthEarnings }) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings.dashboard' });
  const lang = useLang();
  const month = data.month;
  return (
    <section
      aria-labelledby="dashboard-earnings"
      className="flex min-w-0 flex-col rounded-2xl bg-sea-800 text-white shadow-card"
    >
      <div className="flex items-center gap-3 border-b border-white/15 px-5 py-4">
        <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-white/15">
          <Wallet className="h-[18px] w-[18px]" aria-hidden="true" />
        </span>
        <h2
          id="dashboard-earnings"
          className="flex-1 text-lg font-bold tracking-tight first-letter:uppercase"
        >
          {month ? t('earningsTitle', { month: formatMonth(month.month, lang, 'long') }) : t('net')}
        </h2>
      </div>
      {data.failed ? (
        <p className="px-5 py-8 text-center text-sm text-sea-100">{t('loadFailed')}</p>
      ) : !month ? (
        <div className="flex flex-col gap-3 p-5">
          <div className="h-10 w-40 animate-pulse rounded-xl bg-white/15" />
          <div className="h-12 animate-pulse rounded-xl bg-white/10" />
        </div>
      ) : (
        <div className="px-5 py-5">
          <p className="text-sm text-sea-100">{t('net')}</p>
          <p
            className="text-4xl font-extrabold tracking-tight tabular-nums"
            data-testid="dashboard-month-net"
          >
            {formatMoney(month.netCents, lang)}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-xl bg-white/10 px-3 py-2">
              <dt className="text-sea-100">{t('gross')}</dt>
              <dd className="font-bold tabular-nums">{formatMoney(month.grossCents, lang)}</dd>
            </div>
            <div className="rounded-xl bg-white/10 px-3 py-2">
              <dt className="text-sea-100">{t('pending')}</dt>
              <dd className="font-bold tabular-nums">{formatMoney(month.pendingCents, lang)}</dd>
            </div>
          </dl>
        </div>
      )}
      <Link
        to={`/${lang}/backoffice/earnings`}
        className="mt-auto flex items-center justify-between gap-2 rounded-b-2xl border-t border-white/15 px-5 py-3.5 text-sm font-semibold text-white hover:bg-white/10"
      >
        {t('seeEarnings')}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
