import { LoaderCircle, Plus, RotateCw } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router';
import { todayInMadrid } from '../../../shared/dates';
import { Button, LinkButton } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { useNow } from '../../lib/use-now';
import { FleetTimeline } from './fleet-timeline';
import { CalendarLegend } from './legend';
import { monthEnd, monthOf } from '../../lib/months';
import { MonthNav } from './month-nav';
import { useCalendar } from './use-calendar';

/** `?month=2026-07` → `2026-07-01`; anything else is the current month. */
export function readMonth(value: string | null, today: string): string {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? `${value}-01` : monthOf(today);
}

/**
 * The fleet's calendar: every boat's month at a glance, with the month and the boat kept in the
 * query string (links from elsewhere open it where they mean).
 */
export function FleetCalendar() {
  const { t } = useTranslation();
  const lang = useLang();
  const now = useNow().getTime();
  const today = todayInMadrid(new Date(now));
  const [params, setParams] = useSearchParams();
  const month = readMonth(params.get('month'), today);
  const boatId = params.get('boat');
  const { data, loading, error, reload } = useCalendar(month, monthEnd(month));
  const boats = data?.boats ?? [];
  const shown = boatId ? boats.filter((b) => b.id === boatId) : boats;

  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold text-sea-700">{t('calendar.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {t('calendar.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-600">{t('calendar.intro')}</p>

      <div className="mt-7 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <MonthNav month={month} today={today} onChange={(m) => set('month', m.slice(0, 7))} />
        {boats.length > 1 && (
          <SelectField
            label={t('calendar.filter.boat')}
            value={boatId ?? ''}
            onChange={(event) => set('boat', event.target.value || null)}
            className="w-full sm:w-72"
          >
            <option value="">{t('calendar.filter.allBoats')}</option>
            {boats.map((boat) => (
              <option key={boat.id} value={boat.id}>
                {boat.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <CalendarLegend className="mt-5" />

      <div className="mt-4">
        {error ? (
          <FormAlert>
            <span className="flex flex-wrap items-center gap-3">
              {apiErrorText(error, lang, t)}
              <Button variant="ghost" onClick={reload}>
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                {t('calendar.retry')}
              </Button>
            </span>
          </FormAlert>
        ) : !data ? (
          <p className="flex items-center gap-2 py-16 text-ink-600" role="status">
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            {t('calendar.loading')}
          </p>
        ) : boats.length === 0 ? (
          <div className="rounded-3xl bg-white px-6 py-14 text-center shadow-xs ring-1 ring-ink-900/[0.07]">
            <h2 className="text-xl font-bold text-ink-900">{t('calendar.empty')}</h2>
            <p className="mx-auto mt-2 max-w-md text-ink-600">{t('calendar.emptyText')}</p>
            <LinkButton to={`/${lang}/backoffice/boats/new`} className="mt-6">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('calendar.addBoat')}
            </LinkButton>
          </div>
        ) : (
          <div className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <FleetTimeline boats={shown} month={month} today={today} now={now} />
          </div>
        )}
      </div>
    </div>
  );
}
