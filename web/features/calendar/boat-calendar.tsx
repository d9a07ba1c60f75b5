import { CalendarDays, LoaderCircle, MousePointerClick, RotateCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useSearchParams } from 'react-router';
import { todayInMadrid } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { useNow } from '../../lib/use-now';
import { BlockForm } from './block-form';
import { readMonth } from './fleet-calendar';
import { CalendarLegend } from './legend';
import { addMonths, monthEnd } from '../../lib/months';
import { dayHold, orderedRange, stretchesOf, stretchesOn } from './month';
import { MonthGrid, type TDayHandlers } from './month-grid';
import { MonthNav } from './month-nav';
import { PricesPanel } from './prices-panel';
import { SeasonsPanel } from './seasons-panel';
import { StretchDetails } from './stretch-details';
import { useCalendar } from './use-calendar';

type TRange = { start: string; end: string };

/**
 * One boat's calendar: two months side by side (one on phones), days picked by click, shift-click,
 * drag or keyboard and blocked from the side panel; what holds a day opens in that panel; the
 * season prices and ranges below, and the page's own sections (`children`: the iCal sync).
 */
export function BoatCalendar({ boatId, children }: { boatId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = useNow().getTime();
  const today = todayInMadrid(new Date(now));
  const [params, setParams] = useSearchParams();
  const month = readMonth(params.get('month'), today);
  const second = addMonths(month, 1);
  const { data, error, reload } = useCalendar(month, monthEnd(second), boatId);
  const boat = data?.boats[0] ?? null;
  const stretches = useMemo(() => (boat ? stretchesOf(boat) : []), [boat]);

  const [range, setRange] = useState<TRange | null>(null);
  const [openId, setOpenId] = useState<string | null>(params.get('block'));
  const [status, setStatus] = useState<TStatus>(null);
  const anchor = useRef<string | null>(null);
  const dragging = useRef(false);

  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const open = stretches.find((s) => s.id === openId) ?? null;
  const heldIn = (r: TRange) => stretches.filter((s) => s.start <= r.end && r.start <= s.end);

  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('month', next.slice(0, 7));
        query.delete('block');
        return query;
      },
      { replace: true, preventScrollReset: true },
    );

  function pick(date: string, extend: boolean) {
    setStatus(null);
    const on = stretchesOn(stretches, date);
    if (!extend && (dayHold(on) === 'full' || date < today)) {
      if (on[0]) {
        setOpenId(on[0].id);
        setRange(null);
      }
      return;
    }
    if (date < today) return;
    setOpenId(null);
    if (extend && anchor.current) {
      setRange(orderedRange(anchor.current, date));
      return;
    }
    anchor.current = date;
    setRange({ start: date, end: date });
  }

  const handlers: TDayHandlers = {
    onDayPointerDown(date, event) {
      if (event.button !== 0 || event.shiftKey) return;
      // on a touch screen, a second tap ends the stretch the first one began
      const extend =
        event.pointerType === 'touch' && !!range && range.start === range.end && date > range.start;
      pick(date, extend);
      dragging.current = event.pointerType !== 'touch';
    },
    onDayPointerEnter(date) {
      if (dragging.current && anchor.current && date >= today) pick(date, true);
    },
    onDayClick(date, event) {
      // the pointer already chose on pointerdown; a keyboard or shift-click chooses here
      if (event.detail === 0 || event.shiftKey) pick(date, event.shiftKey);
    },
  };

  if (error)
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
        <FormAlert>
          <span className="flex flex-wrap items-center gap-3">
            {error instanceof ApiError && error.status === 404
              ? t('calendar.notFound')
              : apiErrorText(error, lang, t)}
            <Button variant="ghost" onClick={reload}>
              <RotateCw className="h-4 w-4" aria-hidden="true" />
              {t('calendar.retry')}
            </Button>
          </span>
        </FormAlert>
      </div>
    );
  if (!boat)
    return (
      <p
        className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 py-16 text-ink-600 sm:px-6"
        role="status"
      >
        <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('calendar.loading')}
      </p>
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-sea-700">{t('calendar.title')}</p>
          <h1 className="mt-1 truncate text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {boat.name}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-600">{t('calendar.boatIntro')}</p>
        </div>
        <Link
          to={`/${lang}/backoffice/calendar?month=${month.slice(0, 7)}`}
          className="inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
        >
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {t('calendar.backToFleet')}
        </Link>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 rounded-3xl bg-white p-4 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-6">
          <MonthNav month={month} span={2} today={today} onChange={setMonth} />
          <div className="mt-5 grid gap-8 md:grid-cols-2">
            {[month, second].map((m, i) => (
              <div key={m} className={i === 1 ? 'hidden md:block' : undefined}>
                <MonthGrid
                  month={m}
                  boat={boat}
                  stretches={stretches}
                  today={today}
                  selection={range}
                  handlers={handlers}
                />
              </div>
            ))}
          </div>
          <CalendarLegend className="mt-6 border-t border-ink-100 pt-4" />
        </div>

        <aside
          aria-label={t('calendar.selection.title')}
          className="h-fit rounded-3xl bg-white p-5 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-6 lg:sticky lg:top-6"
        >
          {range ? (
            <BlockForm
              key={`${range.start}-${range.end}`}
              boatId={boat.id}
              range={range}
              held={heldIn(range)}
              onBlocked={(block) => {
                setRange(null);
                anchor.current = null;
                setOpenId(block.id);
                setStatus({ tone: 'success', text: t('calendar.selection.blocked') });
                reload();
              }}
              onClear={() => {
                setRange(null);
                anchor.current = null;
              }}
            />
          ) : open ? (
            <StretchDetails
              key={open.id}
              boatId={boat.id}
              stretch={open}
              now={now}
              onUnblocked={() => {
                setOpenId(null);
                setStatus({ tone: 'success', text: t('calendar.details.unblocked') });
                reload();
              }}
              onClose={() => setOpenId(null)}
            />
          ) : (
            <div>
              <MousePointerClick className="h-6 w-6 text-sea-700" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-bold tracking-tight text-ink-900">
                {t('calendar.selection.title')}
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">
                {t('calendar.selection.hint')}
              </p>
            </div>
          )}
          <StatusMessage status={status} className="mt-4" />
        </aside>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PricesPanel key={`prices-${boat.id}`} boat={boat} onSaved={reload} />
        <SeasonsPanel key={`seasons-${boat.id}`} boat={boat} today={today} onSaved={reload} />
      </div>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
