import { CalendarDays, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLang } from '../../lib/lang';
import type { TCalendarBoat } from './api';
import { formatDates, formatWeekdayShort } from './format-dates';
import { daysOfMonth, monthEnd, weekdayOf } from '../../lib/months';
import { stretchesOf, type TStretch } from './month';
import { describeStretch, hatchStyle, stretchTone } from './stretch-style';

/** Where a stretch leads: the requests list of its boat, its group, or the boat's calendar. */
function stretchLink(lang: string, boatId: string, month: string, stretch: TStretch): string {
  if (stretch.kind === 'accepted' || stretch.kind === 'pending')
    return `/${lang}/backoffice/bookings?boat=${boatId}&status=${stretch.kind}`;
  if (stretch.kind === 'group') return `/${lang}/groups/${stretch.id}`;
  return `/${lang}/backoffice/boats/${boatId}/calendar?month=${month.slice(0, 7)}&block=${stretch.id}`;
}

/** Lanes so that stretches sharing days (a request over a booking) sit one under the other. */
function laneOf(stretches: TStretch[]): number[] {
  const ends: string[] = [];
  return stretches.map((s) => {
    const key = (date: string, slot: TStretch['slot'], edge: 'start' | 'end') =>
      `${date}${slot === 'afternoon' || (slot === null && edge === 'end') ? 'b' : 'a'}`;
    const lane = ends.findIndex((end) => end < key(s.start, s.slot, 'start'));
    const index = lane === -1 ? ends.length : lane;
    ends[index] = key(s.end, s.slot, 'end');
    return index;
  });
}

/**
 * The fleet's month as a timeline: a row per boat, two columns per day (morning, afternoon), a
 * bar per booking, request, group day or block. Scrolls sideways on small screens, the boats'
 * names stay in view.
 */
export function FleetTimeline({
  boats,
  month,
  today,
  now,
}: {
  boats: TCalendarBoat[];
  month: string;
  today: string;
  now: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const days = daysOfMonth(month);
  const last = monthEnd(month);
  const scroller = useRef<HTMLDivElement>(null);
  // on a narrow screen, open the current month at today rather than at its first days
  useEffect(() => {
    const box = scroller.current;
    const cell = box?.querySelector<HTMLElement>('[data-today]');
    if (!box || !cell || box.scrollWidth <= box.clientWidth) return;
    const name = box.querySelector<HTMLElement>('[data-names]')?.offsetWidth ?? 0;
    const offset = cell.getBoundingClientRect().left - box.getBoundingClientRect().left;
    box.scrollLeft = Math.max(0, box.scrollLeft + offset - name - 2 * cell.offsetWidth);
  }, [month]);
  const columns = { gridTemplateColumns: `repeat(${days.length * 2}, minmax(0.875rem, 1fr))` };
  const dayCells = (rows: number) =>
    days.map((day, i) => (
      <div
        key={day}
        aria-hidden="true"
        style={{ gridColumn: `${i * 2 + 1} / span 2`, gridRow: `1 / span ${rows + 2}` }}
        className={`border-l border-ink-100 ${weekdayOf(day) >= 5 ? 'bg-sand-50' : ''} ${day === today ? 'bg-coral-50' : ''}`}
      />
    ));
  return (
    <div
      ref={scroller}
      className="overflow-x-auto rounded-3xl bg-white shadow-xs ring-1 ring-ink-900/[0.07]"
    >
      <div className="min-w-[62rem]">
        <div className="flex border-b border-ink-100" aria-hidden="true">
          <div
            data-names=""
            className="sticky left-0 z-20 flex w-32 shrink-0 items-end bg-white px-3 pb-2 sm:px-4 text-xs font-bold tracking-wide text-ink-500 uppercase sm:w-52"
          >
            {t('calendar.boatsColumn')}
          </div>
          <div className="grid flex-1" style={columns}>
            {days.map((day, i) => (
              <div
                key={day}
                style={{ gridColumn: `${i * 2 + 1} / span 2` }}
                data-today={day === today ? '' : undefined}
                className={`flex flex-col items-center border-l border-ink-100 py-2 text-[11px] leading-tight ${weekdayOf(day) >= 5 ? 'bg-sand-50 text-ink-500' : 'text-ink-600'}`}
              >
                <span className="uppercase">{formatWeekdayShort(day, lang)}</span>
                <span
                  className={`mt-0.5 inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold tabular-nums ${day === today ? 'bg-coral-600 text-white' : 'text-ink-900'}`}
                >
                  {Number(day.slice(8))}
                </span>
              </div>
            ))}
          </div>
        </div>
        <ul>
          {boats.map((boat) => {
            const stretches = stretchesOf(boat).filter((s) => s.end >= month && s.start <= last);
            const lanes = laneOf(stretches);
            const rows = Math.max(1, ...lanes.map((l) => l + 1));
            return (
              <li key={boat.id} className="flex border-b border-ink-100 last:border-b-0">
                <div className="sticky left-0 z-20 flex w-32 shrink-0 items-center gap-2 bg-white px-3 py-2 sm:w-52 sm:px-4">
                  <Link
                    to={`/${lang}/backoffice/boats/${boat.id}/calendar?month=${month.slice(0, 7)}`}
                    className="group flex min-w-0 items-center gap-2 rounded-lg text-sm font-semibold text-ink-900 hover:text-sea-800"
                    aria-label={t('calendar.openBoat', { name: boat.name })}
                  >
                    <CalendarDays
                      className="h-4 w-4 shrink-0 text-ink-400 group-hover:text-sea-700"
                      aria-hidden="true"
                    />
                    <span className="truncate">{boat.name}</span>
                  </Link>
                </div>
                <div
                  className="relative grid flex-1"
                  style={{
                    ...columns,
                    gridTemplateRows: `0.375rem repeat(${rows}, 2.25rem) 0.375rem`,
                  }}
                >
                  {dayCells(rows)}
                  {stretches.map((stretch, index) => {
                    const from = stretch.start < month ? month : stretch.start;
                    const to = stretch.end > last ? last : stretch.end;
                    const first = (Number(from.slice(8)) - 1) * 2 + 1;
                    const start = stretch.slot === 'afternoon' ? first + 1 : first;
                    const end =
                      (Number(to.slice(8)) - 1) * 2 + 1 + (stretch.slot === 'morning' ? 1 : 2);
                    const label = describeStretch(
                      stretch,
                      formatDates(stretch.start, stretch.end, lang),
                      lang,
                      now,
                      t,
                    );
                    const blocked = stretch.kind === 'blocked' || stretch.kind === 'imported';
                    return (
                      <Link
                        key={`${stretch.kind}-${stretch.id}`}
                        to={stretchLink(lang, boat.id, month, stretch)}
                        title={label}
                        aria-label={label}
                        style={{
                          gridColumn: `${start} / ${end}`,
                          gridRow: lanes[index]! + 2,
                          ...(blocked ? hatchStyle : {}),
                        }}
                        className={`relative z-10 mx-px my-0.5 flex min-w-0 items-center gap-1 overflow-hidden rounded-lg px-1.5 text-xs font-semibold whitespace-nowrap shadow-xs transition-colors ${stretchTone[stretch.kind].bar}`}
                      >
                        {stretch.kind === 'pending' && (
                          <Clock className="h-3 w-3 shrink-0" aria-hidden="true" />
                        )}
                        {end - start > 2 && <span className="truncate">{stretch.label}</span>}
                      </Link>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
