import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { addDays } from '../../../shared/dates';
import type { TDuration } from '../../../shared/occupancy';
import { searchDurations, type TBoatSearchFilters } from '../../../shared/search';
import { PlaceCombobox } from './place-combobox';

export const stayFieldNames = ['place', 'duration', 'start_date', 'end_date', 'number_of_people'];

type TStayFieldsProps = {
  filters: TBoatSearchFilters;
  /** the name of the place searched, when the search matched it */
  placeLabel: string | null;
  today: string;
  /** `bar`: one row on wide screens; `stack`: one field under another (the filters sheet) */
  layout: 'bar' | 'stack';
};

const barBox =
  'flex min-w-0 flex-col gap-0.5 rounded-2xl px-4 py-2 transition-colors focus-within:bg-ink-50 hover:bg-ink-50';
const stackBox = 'flex min-w-0 flex-col gap-1.5';
const barLabel = 'text-[11px] font-bold tracking-wider text-ink-500 uppercase';
const stackLabel = 'text-sm font-bold text-ink-900';
const barControl =
  'w-full min-w-0 cursor-pointer appearance-none bg-transparent text-[15px] font-semibold text-ink-900 outline-none';
const stackControl =
  'h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl bg-white px-3.5 text-[15px] text-ink-900 ring-1 ring-ink-200 outline-none hover:ring-ink-400 focus-visible:ring-2 focus-visible:ring-sea-500';

/**
 * Where, when and how many: destination, duration, dates (a return date only for several days)
 * and people. Dates are native date inputs; the form turns them into DD-MM-YYYY.
 */
export function StayFields({ filters, placeLabel, today, layout }: TStayFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [duration, setDuration] = useState<TDuration>(filters.duration ?? 'day');
  const [startDate, setStartDate] = useState(filters.startDate ?? '');
  const [endDate, setEndDate] = useState(filters.endDate ?? '');
  const box = layout === 'bar' ? barBox : stackBox;
  const label = layout === 'bar' ? barLabel : stackLabel;
  const control = layout === 'bar' ? barControl : stackControl;
  const several = duration === 'days';
  // the sheet's selects look like fields, with their arrow; the bar's read like text
  const arrow = (select: ReactNode) =>
    layout === 'stack' ? (
      <div className="relative">
        {select}
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 right-3.5 my-auto h-4 w-4 text-ink-500"
          aria-hidden="true"
        />
      </div>
    ) : (
      select
    );

  function changeStart(value: string) {
    setStartDate(value);
    if (several && value && (!endDate || endDate <= value)) setEndDate(addDays(value, 1));
  }

  function changeDuration(value: TDuration) {
    setDuration(value);
    if (value === 'days' && startDate && (!endDate || endDate <= startDate))
      setEndDate(addDays(startDate, 1));
  }

  return (
    <>
      <div className={box}>
        <label htmlFor={`${id}-place`} className={label}>
          {t('search.bar.place')}
        </label>
        <PlaceCombobox
          id={`${id}-place`}
          value={filters.place ?? null}
          valueLabel={placeLabel}
          className={control}
        />
      </div>
      <div className={box}>
        <label htmlFor={`${id}-duration`} className={label}>
          {t('search.bar.duration')}
        </label>
        {arrow(
          <select
            id={`${id}-duration`}
            name="duration"
            value={duration}
            onChange={(e) => changeDuration(e.target.value as TDuration)}
            className={control}
          >
            {searchDurations.map((d) => (
              <option key={d} value={d}>
                {t(`search.bar.durations.${d}`)}
              </option>
            ))}
          </select>,
        )}
      </div>
      <div className={`${box} ${several ? 'grid grid-cols-2 gap-x-3' : ''}`}>
        <div className="flex min-w-0 flex-col gap-0.5">
          <label htmlFor={`${id}-start`} className={label}>
            {several ? t('search.bar.startDate') : t('search.bar.date')}
          </label>
          <input
            id={`${id}-start`}
            type="date"
            name="start_date"
            min={today}
            value={startDate}
            onChange={(e) => changeStart(e.target.value)}
            className={control}
          />
        </div>
        {several && (
          <div className="flex min-w-0 flex-col gap-0.5">
            <label htmlFor={`${id}-end`} className={label}>
              {t('search.bar.endDate')}
            </label>
            <input
              id={`${id}-end`}
              type="date"
              name="end_date"
              min={startDate ? addDays(startDate, 1) : today}
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
              className={control}
            />
          </div>
        )}
      </div>
      <div className={box}>
        <label htmlFor={`${id}-people`} className={label}>
          {t('search.bar.people')}
        </label>
        <input
          id={`${id}-people`}
          type="number"
          name="number_of_people"
          inputMode="numeric"
          min={1}
          max={300}
          placeholder="–"
          defaultValue={filters.people ?? ''}
          className={control}
        />
      </div>
    </>
  );
}
