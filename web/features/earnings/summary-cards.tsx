import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import type { TEarningsTotals } from '../../../shared/schemas/earnings';
import { useLang } from '../../lib/lang';

type TCardKey = 'net' | 'gross' | 'commission' | 'refunds' | 'fees' | 'pending';
const cards: { key: TCardKey; field: keyof TEarningsTotals }[] = [
  { key: 'net', field: 'netCents' },
  { key: 'gross', field: 'grossCents' },
  { key: 'commission', field: 'commissionCents' },
  { key: 'refunds', field: 'refundCents' },
  { key: 'pending', field: 'pendingCents' },
  { key: 'fees', field: 'cardFeeCents' },
];

/**
 * The six figures of the period, each with this month's beside it. Net is what matters most to
 * the owner, so it leads, in the brand colour.
 */
export function SummaryCards({
  year,
  totals,
  month,
}: {
  year: number;
  totals: TEarningsTotals;
  month: TEarningsTotals;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings' });
  const lang = useLang();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      {cards.map(({ key, field }) => {
        const lead = key === 'net';
        return (
          <div
            key={key}
            data-testid={`earnings-card-${key}`}
            className={`flex min-w-0 flex-col rounded-2xl p-4 ring-1 sm:p-5 ${
              lead
                ? 'col-span-2 bg-sea-800 text-white ring-sea-800 lg:col-span-1'
                : 'bg-white shadow-card ring-ink-900/5'
            } ${key === 'fees' ? 'col-span-2 lg:col-span-1' : ''}`}
          >
            <dt
              className={`text-sm font-semibold ${lead ? 'text-sea-100' : 'text-ink-600'}`}
              title={t(`cards.${key}Hint`)}
            >
              {t(`cards.${key}`)}
            </dt>
            <dd className="mt-1 flex flex-col gap-1">
              <span
                className={`truncate text-2xl font-extrabold tracking-tight tabular-nums ${lead ? 'text-white' : 'text-ink-900'}`}
                data-testid={`earnings-year-${key}`}
              >
                {formatMoney(totals[field], lang)}
              </span>
              <span className={`text-xs ${lead ? 'text-sea-100' : 'text-ink-500'}`}>
                {t('scope.year', { year })}
              </span>
              <span
                className={`mt-2 border-t pt-2 text-sm tabular-nums ${lead ? 'border-white/20 text-white' : 'border-ink-100 text-ink-800'}`}
              >
                <span className={lead ? 'text-sea-100' : 'text-ink-500'}>{t('scope.month')}: </span>
                <span className="font-semibold" data-testid={`earnings-month-${key}`}>
                  {formatMoney(month[field], lang)}
                </span>
              </span>
              <span className={`text-xs leading-snug ${lead ? 'text-sea-100/90' : 'text-ink-500'}`}>
                {t(`cards.${key}Hint`)}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
