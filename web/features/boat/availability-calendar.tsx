import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TAvailability, TAvailabilityDay } from '../../../shared/dto/boat-details';
import { useHydrated } from '../../lib/use-hydrated';
import { fetchAvailability } from './api';
import { addMonths, monthEnd, monthOf } from '../../lib/months';
import { CalendarMonth, MonthPlaceholder } from './calendar-month';
import { Section } from './section';

/** How far ahead the calendar goes: as far as a rental may start (two years). */
const monthsAhead = 23;

const legend = [
  ['free', 'bg-white ring-1 ring-ink-300'],
  [
    'morning_busy',
    'bg-[linear-gradient(135deg,var(--color-ink-300)_50%,white_50%)] ring-1 ring-ink-300',
  ],
  [
    'afternoon_busy',
    'bg-[linear-gradient(135deg,white_50%,var(--color-ink-300)_50%)] ring-1 ring-ink-300',
  ],
  ['busy', 'bg-ink-200'],
] as const;

/**
 * Two months of availability (one on phones) from `GET /boat/{id}/availability`; the first two
 * come with the page, later ones are fetched as the visitor moves on. Picking a day sets the
 * calculator's departure.
 */
export function AvailabilityCalendar({
  boatId,
  initial,
  today,
  selected,
  onPick,
}: {
  boatId: string;
  initial: TAvailability;
  today: string;
  selected: { startDate: string; endDate: string };
  onPick: (date: string) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const firstMonth = monthOf(today);
  const [monthStart, setMonthStart] = useState(firstMonth);
  const [days, setDays] = useState(
    () => new Map<string, TAvailabilityDay>(initial.days.map((d) => [d.date, d])),
  );
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);
  const windowEnd = monthEnd(addMonths(monthStart, 1));
  const missing = useMemo(
    () => !days.has(monthStart) || !days.has(windowEnd),
    [days, monthStart, windowEnd],
  );

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    setState('loading');
    fetchAvailability(boatId, monthStart, windowEnd, controller.signal)
      .then((availability) => {
        // an abort while the body is read resolves instead of rejecting (web/lib/api.ts)
        if (controller.signal.aborted) return;
        setDays((current) => {
          const next = new Map(current);
          for (const day of availability.days) next.set(day.date, day);
          return next;
        });
        setState('idle');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [boatId, missing, monthStart, windowEnd, attempt]);

  const navButton =
    'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-800 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <Section
      id="availability"
      title={t('boatPage.calendar.title')}
      subtitle={t('boatPage.calendar.subtitle')}
    >
      <div className="relative rounded-3xl p-4 ring-1 ring-ink-100 sm:p-6">
        {/* the arrows sit level with the month names */}
        <button
          type="button"
          className={`${navButton} absolute top-4 left-4 sm:top-6 sm:left-6`}
          aria-label={t('boatPage.calendar.previous')}
          disabled={monthStart <= firstMonth}
          onClick={() => setMonthStart(addMonths(monthStart, -1))}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${navButton} absolute top-4 right-4 sm:top-6 sm:right-6`}
          aria-label={t('boatPage.calendar.next')}
          disabled={monthStart >= addMonths(firstMonth, monthsAhead)}
          onClick={() => setMonthStart(addMonths(monthStart, 1))}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
        {/* The months' day buttons only work with scripts, and were a quarter of the server's
            HTML and render of the page: the server sends the months' names and their space
            (docs/decisions/0050-calendar-after-hydration.md). */}
        <div className="grid gap-8 sm:grid-cols-2">
          {hydrated ? (
            <>
              <CalendarMonth
                monthStart={monthStart}
                days={days}
                selected={selected}
                onPick={onPick}
              />
              <CalendarMonth
                monthStart={addMonths(monthStart, 1)}
                days={days}
                selected={selected}
                onPick={onPick}
                className="hidden sm:table"
              />
            </>
          ) : (
            <>
              <MonthPlaceholder monthStart={monthStart} />
              <MonthPlaceholder monthStart={addMonths(monthStart, 1)} className="hidden sm:block" />
            </>
          )}
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-ink-600">
            {legend.map(([status, swatch]) => (
              <li key={status} className="flex items-center gap-2">
                <span aria-hidden="true" className={`h-4 w-4 rounded-full ${swatch}`} />
                {t(`boatPage.calendar.status.${status}`)}
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="text-ink-500">
            {state === 'loading' && t('boatPage.calendar.loading')}
            {state === 'failed' && (
              <>
                {t('boatPage.calendar.failed')}{' '}
                <button
                  type="button"
                  className="font-semibold text-sea-700 underline"
                  onClick={() => setAttempt((n) => n + 1)}
                >
                  {t('boatPage.calendar.retry')}
                </button>
              </>
            )}
          </p>
        </div>
      </div>
    </Section>
  );
}
