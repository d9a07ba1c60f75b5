import { useTranslation } from '../../i18n/translation';
import type { TAvailabilityDay, TDayStatus } from '../../../shared/dto/boat-details';
import { useLang } from '../../lib/lang';
import { monthWeeks, weekCount, weekdayDates } from '../../lib/months';
import { dateFormatter, formatDate, formatMonthYear } from './format';

const dayLabelOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

const looks: Record<TDayStatus, string> = {
  free: 'bg-white font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-sea-50 hover:ring-sea-400',
  morning_busy:
    'bg-[linear-gradient(135deg,var(--color-ink-200)_50%,white_50%)] font-semibold text-ink-900 ring-1 ring-ink-200 hover:ring-sea-400',
  afternoon_busy:
    'bg-[linear-gradient(135deg,white_50%,var(--color-ink-200)_50%)] font-semibold text-ink-900 ring-1 ring-ink-200 hover:ring-sea-400',
  busy: 'bg-ink-100 text-ink-400 line-through',
  past: 'text-ink-300',
};
const captionLook =
  'pt-2 pb-4 text-center text-[15px] leading-6 font-bold text-ink-900 first-letter:uppercase';

const selectable = (status: TDayStatus | undefined) =>
  status === 'free' || status === 'morning_busy' || status === 'afternoon_busy';

/** One month of availability; free and half-free days are buttons that pick the departure. */
export function CalendarMonth({
  monthStart,
  days,
  selected,
  onPick,
  className = '',
}: {
  monthStart: string;
  days: Map<string, TAvailabilityDay>;
  selected: { startDate: string; endDate: string };
  onPick: (date: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // one formatter for the month's 28–31 labels
  const dayLabel = dateFormatter(lang, dayLabelOptions);
  return (
    <table className={`w-full table-fixed border-separate border-spacing-y-1 ${className}`}>
      <caption className={captionLook}>{formatMonthYear(lang, monthStart)}</caption>
      <thead>
        <tr>
          {weekdayDates.map((date) => (
            <th
              key={date}
              scope="col"
              aria-label={formatDate(lang, date, { weekday: 'long' })}
              className="pb-1 text-xs font-semibold text-ink-500"
            >
              {formatDate(lang, date, { weekday: 'narrow' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(monthStart).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              if (!date) return <td key={`empty-${index}`} />;
              const day = days.get(date);
              const status = day?.status;
              const inRange = date >= selected.startDate && date <= selected.endDate;
              const edge = date === selected.startDate || date === selected.endDate;
              const look = edge
                ? 'bg-ink-900 font-bold text-white ring-1 ring-ink-900'
                : inRange && selectable(status)
                  ? 'bg-sea-100 font-semibold text-ink-900 ring-1 ring-sea-300'
                  : status
                    ? looks[status]
                    : 'text-ink-300';
              const label = dayLabel(date);
              return (
                <td key={date} className="p-0 text-center">
                  <button
                    type="button"
                    disabled={!selectable(status)}
                    aria-pressed={selectable(status) ? inRange : undefined}
                    aria-label={t('boatPage.calendar.day', {
                      date: label,
                      status: status ? t(`boatPage.calendar.status.${status}`) : '…',
                    })}
                    onClick={() => onPick(date)}
                    className={`mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors disabled:cursor-default ${look}`}
                  >
                    {Number(date.slice(8))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A month's name and the space its table will take (a 20-pixel row of weekdays and 40-pixel
 * weeks, 4 pixels apart): what the server sends in place of CalendarMonth, so nothing moves when
 * the month comes, and where a browser without scripts says that the days need them.
 */
export function MonthPlaceholder({
  monthStart,
  className = '',
}: {
  monthStart: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const weeks = weekCount(monthStart);
  return (
    <div className={className}>
      <p className={captionLook}>{formatMonthYear(lang, monthStart)}</p>
      <div className="relative" style={{ height: `${20 + 4 * (weeks + 2) + 40 * weeks}px` }}>
        <div
          aria-hidden="true"
          className="absolute inset-0 rounded-2xl bg-ink-50 motion-safe:animate-pulse"
        />
        {/* what a visitor without scripts keeps seeing, over the pulse: the days need them */}
        <noscript>
          <p className="absolute inset-0 flex items-center justify-center rounded-2xl bg-ink-50 px-6 text-center text-sm text-ink-600">
            {t('boatPage.calendar.needsScripts')}
          </p>
        </noscript>
      </div>
    </div>
  );
}
