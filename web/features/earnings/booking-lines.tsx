import { ChevronRight, Receipt, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/money';
import type { TEarningsLine } from '../../../shared/schemas/earnings';
import { useLang } from '../../lib/lang';
import { formatDates } from './format';

const tones: Record<TEarningsLine['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  enjoyed: 'bg-sea-100 text-sea-900',
  canceled: 'bg-coral-100 text-coral-700',
  rejected: 'bg-ink-100 text-ink-700',
  expired: 'bg-ink-100 text-ink-700',
};

function StatusPill({ line }: { line: TEarningsLine }) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings' });
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${tones[line.status]}`}
    >
      {line.status === 'accepted' && line.checkedIn
        ? t('lines.checkedIn')
        : t(`status.${line.status}`)}
    </span>
  );
}

function Who({ line }: { line: TEarningsLine }) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings' });
  if (!line.group) return <>{line.clientName}</>;
  return (
    <span className="inline-flex items-center gap-1">
      <Users className="h-3.5 w-3.5 shrink-0 text-ink-500" aria-hidden="true" />
      {t('lines.group', { name: line.group.name })}
    </span>
  );
}

/** Every booking with money in the period: a table on wide screens, cards on a phone. */
export function BookingLines({ lines }: { lines: TEarningsLine[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings' });
  const lang = useLang();
  const link = (line: TEarningsLine) => `/${lang}/booking/${line.bookingId}`;
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <section
      aria-labelledby="earnings-lines"
      className="rounded-2xl bg-white shadow-card ring-1 ring-ink-900/5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-ink-100 px-4 py-4 sm:px-6">
        <h2 id="earnings-lines" className="text-lg font-bold tracking-tight text-ink-900">
          {t('lines.title')}
        </h2>
        {lines.length > 0 && (
          <p className="text-sm text-ink-500">{t('lines.count', { count: lines.length })}</p>
        )}
      </div>
      {lines.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-12 text-center">
          <Receipt className="h-9 w-9 text-sea-700" aria-hidden="true" />
          <p className="mt-3 font-bold text-ink-900">{t('lines.empty')}</p>
          <p className="mt-1 text-sm text-ink-600">{t('lines.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-ink-100 md:hidden">
            {lines.map((line) => (
              <li key={line.bookingId}>
                <Link
                  to={link(line)}
                  aria-label={t('lines.open', { name: line.group?.name ?? line.clientName })}
                  className="flex items-center gap-3 px-4 py-3.5 hover:bg-ink-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-semibold text-ink-900">{line.boat.name}</span>
                      <span className="font-bold text-ink-900 tabular-nums">
                        {money(line.netCents)}
                      </span>
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-ink-600">
                      <Who line={line} /> · {formatDates(line.startDate, line.endDate, lang)}
                    </span>
                    <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-500 tabular-nums">
                      <StatusPill line={line} />
                      <span>
                        {t('lines.gross')} {money(line.grossCents)}
                      </span>
                      {line.refundCents > 0 && (
                        <span>
                          {t('lines.refunds')} −{money(line.refundCents)}
                        </span>
                      )}
                      <span>
                        {t('lines.commission')} −{money(line.commissionCents)}
                      </span>
                    </span>
                  </span>
                  <ChevronRight className="h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-sm tabular-nums" data-testid="earnings-lines-table">
              <thead>
                <tr className="border-b border-ink-200 text-left text-xs text-ink-500 uppercase">
                  {(['date', 'boat', 'client', 'status'] as const).map((key) => (
                    <th key={key} scope="col" className="px-3 py-2.5 font-semibold first:pl-6">
                      {t(`lines.${key}`)}
                    </th>
                  ))}
                  {(['gross', 'refunds', 'commission', 'net'] as const).map((key) => (
                    <th
                      key={key}
                      scope="col"
                      className="px-3 py-2.5 text-right font-semibold last:pr-6"
                    >
                      {t(`lines.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr
                    key={line.bookingId}
                    data-booking={line.bookingId}
                    className="border-b border-ink-100 last:border-0 hover:bg-ink-50/60"
                  >
                    <td className="py-3 pr-3 pl-6 whitespace-nowrap text-ink-700">
                      <Link
                        to={link(line)}
                        aria-label={t('lines.open', { name: line.group?.name ?? line.clientName })}
                        className="font-semibold text-sea-700 underline-offset-4 hover:underline"
                      >
                        {formatDates(line.startDate, line.endDate, lang)}
                      </Link>
                    </td>
                    <td className="max-w-48 truncate px-3 py-3 font-medium text-ink-900">
                      {line.boat.name}
                    </td>
                    <td className="px-3 py-3 text-ink-700">
                      <Who line={line} />
                    </td>
                    <td className="px-3 py-3">
                      <StatusPill line={line} />
                    </td>
                    <td className="px-3 py-3 text-right text-ink-800">{money(line.grossCents)}</td>
                    <td className="px-3 py-3 text-right text-ink-800">
                      {line.refundCents > 0 ? `−${money(line.refundCents)}` : money(0)}
                    </td>
                    <td className="px-3 py-3 text-right text-ink-800">
                      {line.commissionCents > 0 ? `−${money(line.commissionCents)}` : money(0)}
                    </td>
                    <td className="py-3 pr-6 pl-3 text-right font-bold text-ink-900">
                      {money(line.netCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
