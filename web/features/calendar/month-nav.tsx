import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { useLang } from '../../lib/lang';
import { formatMonth } from './format-dates';
import { addMonths } from '../../lib/months';

const round =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 hover:ring-ink-400 disabled:opacity-40';

/** Previous / next month, today, and the month shown (announced when it changes). */
export function MonthNav({
  month,
  span = 1,
  onChange,
  today,
}: {
  month: string;
  /** how many months are shown side by side (the label names them all) */
  span?: number;
  onChange: (month: string) => void;
  today: string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'calendar.month' });
  const lang = useLang();
  const last = addMonths(month, span - 1);
  const label =
    span > 1
      ? `${formatMonth(month, lang)} – ${formatMonth(last, lang)}`
      : formatMonth(month, lang);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={round}
        onClick={() => onChange(addMonths(month, -1))}
        aria-label={t('previous')}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={round}
        onClick={() => onChange(addMonths(month, 1))}
        aria-label={t('next')}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
      <p
        aria-live="polite"
        className="min-w-0 px-1 text-lg font-bold tracking-tight text-ink-900 first-letter:uppercase sm:text-xl"
      >
        <span className="md:hidden">{formatMonth(month, lang)}</span>
        <span className="hidden md:inline">{label}</span>
      </p>
      <button
        type="button"
        onClick={() => onChange(`${today.slice(0, 7)}-01`)}
        className="ml-1 inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50"
      >
        {t('today')}
      </button>
    </div>
  );
}
