import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { seasonOf } from '../../../shared/seasons';
import { useLang } from '../../lib/lang';
import type { TCalendarBoat } from './api';
import { formatLongDay, formatMonth } from './format-dates';
import { monthWeeks } from '../../lib/months';
import { dayHold, stretchesOn, type TStretch } from './month';
import { hatchStyle, stretchTone } from './stretch-style';

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export type TDayHandlers = {
  onDayPointerDown: (date: string, event: PointerEvent<HTMLButtonElement>) => void;
  onDayPointerEnter: (date: string) => void;
  onDayClick: (date: string, event: MouseEvent<HTMLButtonElement>) => void;
};

/** Arrow keys move between days (across both months): the grid reads like a calendar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const step = steps[event.key];
  const current = (event.target as HTMLElement).dataset.date;
  if (!step || !current) return;
  const date = new Date(`${current}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + step);
  const target = document.querySelector<HTMLButtonElement>(
    `[data-date="${date.toISOString().slice(0, 10)}"]`,
  );
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** One month of one boat: every day with what holds it, its price when free, and the selection. */
export function MonthGrid({
  month,
  boat,
  stretches,
  today,
  selection,
  handlers,
}: {
  month: string;
  boat: TCalendarBoat;
  stretches: TStretch[];
  today: string;
  selection: { start: string; end: string } | null;
  handlers: TDayHandlers;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const ranges = boat.seasons.map((s) => ({
    startDate: s.start_date,
    endDate: s.end_date,
    season: s.season,
  }));
  return (
    <section aria-label={formatMonth(month, lang)} className="min-w-0">
      <h2 className="mb-3 text-center text-base font-bold text-ink-900 first-letter:uppercase">
        {formatMonth(month, lang)}
      </h2>
      <div
        className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-ink-500"
        aria-hidden="true"
      >
        {weekdays.map((day) => (
          <span key={day} className="py-1">
            {t(`calendar.weekdays.${day}`)}
          </span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1" onKeyDown={moveFocus}>
        {monthWeeks(month)
          .flat()
          .map((date, index) => {
            if (!date) return <span key={`empty-${index}`} aria-hidden="true" />;
            const on = stretchesOn(stretches, date);
            const hold = dayHold(on);
            const past = date < today;
            const selected = !!selection && selection.start <= date && date <= selection.end;
            const edge = selected && (date === selection.start || date === selection.end);
            const whole = on.find((s) => s.slot === null);
            const price = boat.prices[seasonOf(date, ranges)].dayCents;
            const state = on.map(
              (s) =>
                `${t(`calendar.legend.${s.kind}`)}${s.slot ? ` (${t(`calendar.bar.${s.slot}`)})` : ''}${s.label ? `: ${s.label}` : ''}`,
            );
            const label = [
              formatLongDay(date, lang),
              ...(state.length > 0 ? state : [t('calendar.legend.free')]),
              ...(hold === 'full' || past || price <= 0 ? [] : [formatMoney(price, lang)]),
            ].join(' · ');
            return (
              <button
                key={date}
                type="button"
                data-date={date}
                aria-label={label}
                aria-pressed={selected}
                disabled={past && on.length === 0}
                onPointerDown={(event) => handlers.onDayPointerDown(date, event)}
                onPointerEnter={() => handlers.onDayPointerEnter(date)}
                onClick={(event) => handlers.onDayClick(date, event)}
                style={
                  whole && (whole.kind === 'blocked' || whole.kind === 'imported')
                    ? hatchStyle
                    : undefined
                }
                className={`relative flex h-14 touch-none flex-col items-start justify-between overflow-hidden rounded-xl p-1.5 text-left text-sm transition-colors select-none focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:cursor-default sm:h-16 sm:p-2 ${
                  edge
                    ? 'bg-ink-900 text-white'
                    : selected
                      ? 'bg-ink-200 text-ink-900'
                      : whole
                        ? stretchTone[whole.kind].day
                        : past
                          ? 'text-ink-300'
                          : 'bg-white text-ink-900 ring-1 ring-ink-100 hover:ring-ink-900'
                } ${date === today ? 'font-bold underline decoration-2 underline-offset-4' : 'font-semibold'}`}
              >
                {!whole &&
                  !selected &&
                  on.map((s) => (
                    <span
                      key={s.id}
                      aria-hidden="true"
                      style={s.kind === 'blocked' || s.kind === 'imported' ? hatchStyle : undefined}
                      className={`absolute bottom-1 h-2 w-[calc(50%-0.375rem)] rounded-full ${s.slot === 'morning' ? 'left-1' : 'right-1'} ${stretchTone[s.kind].dot}`}
                    />
                  ))}
                <span className="relative tabular-nums">{Number(date.slice(8))}</span>
                {!past && hold === 'free' && price > 0 && (
                  <span
                    aria-hidden="true"
                    className={`relative hidden text-[11px] font-medium sm:block ${selected ? (edge ? 'text-white/80' : 'text-ink-700') : 'text-ink-500'}`}
                  >
                    {formatMoney(price, lang)}
                  </span>
                )}
                {whole && (
                  <span
                    aria-hidden="true"
                    className="relative w-full truncate text-[11px] font-medium opacity-90"
                  >
                    {whole.label}
                  </span>
                )}
              </button>
            );
          })}
      </div>
    </section>
  );
}
