import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { addDays } from '../../../shared/dates';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { formatMoney } from '../../../shared/money';
import { slotHours } from '../../../shared/pricing';
import { FieldError } from '../../components/ui/field';
import { useLang } from '../../lib/lang';
import type { TQuoteState } from './use-quote';

const label = 'text-[11px] font-bold tracking-wider text-ink-500 uppercase';
const input =
  'mt-1 block w-full rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-[15px] font-semibold text-ink-900 hover:border-ink-300 focus:border-sea-600 focus:ring-4 focus:ring-sea-100 focus:outline-none';

function Segmented<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className={label}>{legend}</legend>
      <div
        className="mt-1 grid gap-1 rounded-xl bg-ink-100 p-1"
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label key={option.value} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="block rounded-lg px-1.5 py-2 text-center text-[13px] leading-tight font-semibold text-ink-600 transition-colors peer-checked:bg-white peer-checked:text-ink-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-sea-500 hover:text-ink-900">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Duration, dates, slot, skipper and people: every change prices again. */
export function QuoteForm({
  boat,
  state,
  today,
  halfDays,
}: {
  boat: TBoatDetails;
  state: TQuoteState;
  today: string;
  halfDays: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { choice, change } = state;
  const durations = (['day', 'half_day', 'days'] as const).filter(
    (d) => (boat.minDays <= 1 || d === 'days') && (halfDays || d !== 'half_day'),
  );
  const error = (field: string) => {
    const text = state.fieldError(field)?.fieldText(field, lang);
    return text ? <FieldError id={`quote-${field}-error`}>{text}</FieldError> : null;
  };
  const hours = (slot: 'morning' | 'afternoon') => {
    const { from, to } = slotHours(boat, slot);
    return t('boatPage.quote.slotHours', { from, to });
  };
  const days = choice.duration === 'days';

  return (
    <form
      aria-label={t('boatPage.quote.form')}
      onSubmit={(e) => e.preventDefault()}
      className="space-y-4"
    >
      {durations.length > 1 && (
        <Segmented
          name="duration"
          legend={t('boatPage.quote.duration')}
          value={choice.duration}
          onChange={(duration) => change({ duration })}
          options={durations.map((d) => ({ value: d, label: t(`boatPage.quote.durations.${d}`) }))}
        />
      )}
      {error('duration')}
      <div className={`grid gap-2 ${days ? 'grid-cols-2' : 'grid-cols-1'}`}>
        <label className="block">
          <span className={label}>
            {t(days ? 'boatPage.quote.startDate' : 'boatPage.quote.date')}
          </span>
          <input
            type="date"
            name="start_date"
            min={today}
            value={choice.startDate}
            onChange={(e) => e.target.value && change({ startDate: e.target.value })}
            className={input}
          />
        </label>
        {days && (
          <label className="block">
            <span className={label}>{t('boatPage.quote.endDate')}</span>
            <input
              type="date"
              name="end_date"
              min={addDays(choice.startDate, Math.max(boat.minDays, 2) - 1)}
              value={choice.endDate}
              onChange={(e) => e.target.value && change({ endDate: e.target.value })}
              className={input}
            />
          </label>
        )}
      </div>
      {error('start_date')}
      {error('end_date')}
      {choice.duration === 'half_day' && (
        <Segmented
          name="slot"
          legend={t('boatPage.quote.slot')}
          value={choice.slot}
          onChange={(slot) => change({ slot })}
          options={(['morning', 'afternoon'] as const).map((slot) => ({
            value: slot,
            label: (
              <>
                {t(`boatPage.quote.slots.${slot}`)}
                <span className="block text-[12px] font-medium text-ink-500">{hours(slot)}</span>
              </>
            ),
          }))}
        />
      )}
      {error('slot')}
      {boat.skipper.policy === 'optional' ? (
        <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 ring-1 ring-ink-200 hover:ring-ink-300">
          <span>
            <span className="block text-[15px] font-semibold text-ink-900">
              {t('boatPage.quote.skipper')}
            </span>
            <span className="block text-sm text-ink-500">
              {t('boatPage.quote.skipperPrice', {
                price: formatMoney(boat.skipper.priceCents, lang),
              })}
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            name="skipper"
            checked={choice.skipper}
            onChange={(e) => change({ skipper: e.target.checked })}
            className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-sea-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
          />
        </label>
      ) : (
        <p className="rounded-xl bg-ink-50 px-3 py-2.5 text-sm text-ink-700">
          {boat.skipper.policy === 'mandatory'
            ? t('boatPage.quote.skipperMandatory')
            : boat.requiredDegree
              ? t('boatPage.quote.skipperNone', { licence: boat.requiredDegree.name[lang] })
              : t('boatPage.quote.skipperNoneNoLicence')}
        </p>
      )}
      {error('skipper')}
      <label className="block">
        <span className={label}>{t('boatPage.quote.people')}</span>
        <select
          name="people"
          value={choice.people}
          onChange={(e) => change({ people: Number(e.target.value) })}
          className={input}
        >
          {Array.from({ length: boat.accommodation.numberOfPlaces }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('boatPage.quote.peopleOption', { count: n })}
            </option>
          ))}
        </select>
      </label>
      {error('people')}
    </form>
  );
}
