import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import type { TEarnings } from '../../../shared/schemas/earnings';
import { useLang } from '../../lib/lang';
import { chartScale, formatMonth } from './format';

const segments = [
  { field: 'netCents', tone: 'bg-sea-600', legend: 'months.legendNet' },
  { field: 'commissionCents', tone: 'bg-ink-300', legend: 'lines.commission' },
  { field: 'pendingCents', tone: 'bg-amber-400', legend: 'months.legendPending' },
] as const;

/**
 * The year by month: a bar per month of the rental money kept (gross − refunds), split into the
 * owner's net, Marea's commission and what is not settled yet (plain CSS, no chart library), and
 * the same figures in a table for screen readers and exact reading.
 */
export function MonthChart({ earnings, year }: { earnings: TEarnings; year: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings' });
  const lang = useLang();
  const kept = (m: TEarnings['months'][number]) => m.grossCents - m.refundCents;
  const scale = chartScale(earnings.months.map(kept));
  return (
    <section
      aria-labelledby="earnings-months"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="earnings-months" className="text-lg font-bold tracking-tight text-ink-900">
          {t('months.title')}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
          {segments.map((s) => (
            <li key={s.field} className="flex items-center gap-1.5">
              <span className={`h-2.5 w-2.5 rounded-sm ${s.tone}`} aria-hidden="true" />
              {t(s.legend)}
            </li>
          ))}
        </ul>
      </div>
      <div
        role="img"
        aria-label={t('months.chartLabel', { year })}
        className="mt-5 flex h-44 items-end gap-1 border-b border-ink-200 sm:gap-2"
      >
        {earnings.months.map((m) => (
          <div key={m.month} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            <div
              className="flex flex-col-reverse overflow-hidden rounded-t-md"
              style={{ height: `${(Math.max(kept(m), 0) / scale) * 100}%` }}
              title={`${formatMonth(m.month, lang, 'long')}: ${formatMoney(kept(m), lang)}`}
            >
              {segments.map((s) => (
                <div
                  key={s.field}
                  className={s.tone}
                  style={{
                    height: `${kept(m) > 0 ? (Math.max(m[s.field], 0) / kept(m)) * 100 : 0}%`,
                  }}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-1.5 flex gap-1 sm:gap-2" aria-hidden="true">
        {earnings.months.map((m) => (
          <span
            key={m.month}
            className="min-w-0 flex-1 truncate text-center text-[11px] text-ink-500"
          >
            {/* phones: one letter a month (a short name, `Sept`, would be cut) */}
            <span className="sm:hidden">{formatMonth(m.month, lang, 'narrow')}</span>
            <span className="hidden sm:inline">{formatMonth(m.month, lang, 'short')}</span>
          </span>
        ))}
      </div>
      <div className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <table className="w-full min-w-[36rem] text-sm tabular-nums">
          <thead>
            <tr className="border-b border-ink-200 text-left text-xs font-semibold text-ink-500 uppercase">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('months.month')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('cards.gross')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('cards.refunds')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('lines.commission')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t('cards.fees')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('lines.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {earnings.months.map((m) => {
              const empty = m.grossCents === 0 && m.refundCents === 0 && m.netCents === 0;
              return (
                <tr
                  key={m.month}
                  data-month={m.month}
                  className={`border-b border-ink-100 ${empty ? 'text-ink-500' : 'text-ink-800'}`}
                >
                  <th
                    scope="row"
                    className="py-2 pr-3 text-left font-medium first-letter:uppercase"
                  >
                    {formatMonth(m.month, lang, 'month')}
                  </th>
                  <td className="py-2 pr-3 text-right">{formatMoney(m.grossCents, lang)}</td>
                  <td className="py-2 pr-3 text-right">{formatMoney(m.refundCents, lang)}</td>
                  <td className="py-2 pr-3 text-right">{formatMoney(m.commissionCents, lang)}</td>
                  <td className="py-2 pr-3 text-right">{formatMoney(m.cardFeeCents, lang)}</td>
                  <td className={`py-2 text-right font-semibold ${empty ? '' : 'text-ink-900'}`}>
                    {formatMoney(m.netCents, lang)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-bold text-ink-900">
              <th scope="row" className="pt-3 pr-3 text-left">
                {t('months.total')}
              </th>
              <td className="pt-3 pr-3 text-right">
                {formatMoney(earnings.totals.grossCents, lang)}
              </td>
              <td className="pt-3 pr-3 text-right">
                {formatMoney(earnings.totals.refundCents, lang)}
              </td>
              <td className="pt-3 pr-3 text-right">
                {formatMoney(earnings.totals.commissionCents, lang)}
              </td>
              <td className="pt-3 pr-3 text-right">
                {formatMoney(earnings.totals.cardFeeCents, lang)}
              </td>
              <td className="pt-3 text-right" data-testid="earnings-months-net">
                {formatMoney(earnings.totals.netCents, lang)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
