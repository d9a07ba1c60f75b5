import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Form, Link, useNavigate } from 'react-router';
import type { TGroupOptions } from '../../../../shared/schemas/group';
import { useLang } from '../../../lib/lang';
import { countFilters, groupsQuery, placeChoices, type TGroupFilters } from './filters';

const fieldBox =
  'flex min-w-0 flex-col gap-1 rounded-2xl px-4 py-2.5 transition-colors focus-within:bg-ink-50 hover:bg-ink-50';
const labelText = 'text-[11px] font-bold tracking-wider text-ink-600 uppercase';
const control =
  'w-full min-w-0 cursor-pointer appearance-none truncate bg-transparent text-[15px] font-semibold text-ink-900 outline-none placeholder:font-medium placeholder:text-ink-500';

/**
 * The groups list's filters: date, place, route, maximum price per person and places left. A
 * plain GET form (it works before hydration); with JavaScript the date travels as DD-MM-YYYY
 * and empty fields stay out of the URL.
 */
export function FilterBar({
  filters,
  options,
  today,
}: {
  filters: TGroupFilters;
  options: Pick<TGroupOptions, 'regions' | 'provinces' | 'harbours' | 'plans'>;
  today: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const action = `/${lang}/groups`;
  const places = placeChoices(options, lang, (name) => t('groups.filters.allOf', { name }));
  const active = countFilters(filters);
  const formId = useId();
  // on phones the fields fold behind a button (always shown without JavaScript)
  const [unfolded, setUnfolded] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim() || null;
    const places = Number(text('places'));
    void navigate(
      action +
        groupsQuery({
          date: text('date'),
          place: text('place'),
          plan: text('plan'),
          maxPrice: text('max_price')?.replace(',', '.') ?? null,
          places: places > 0 ? places : null,
        }),
    );
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={unfolded}
        aria-controls={formId}
        onClick={() => setUnfolded((shown) => !shown)}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-2xl bg-white text-[15px] font-bold text-ink-900 shadow-card ring-1 ring-ink-900/10 lg:hidden [@media(scripting:none)]:hidden"
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {active > 0
          ? t('groups.filters.toggleActive', { count: active })
          : t('groups.filters.toggle')}
      </button>
      <Form
        id={formId}
        method="get"
        action={action}
        onSubmit={submit}
        aria-label={t('groups.filters.label')}
        // a new URL (a filter cleared) starts the fields over from it
        key={groupsQuery(filters)}
        className={`${unfolded ? 'mt-3 grid' : 'max-lg:hidden'} grid-cols-2 gap-1 rounded-3xl bg-white p-2 lg:grid [@media(scripting:none)]:grid shadow-card ring-1 ring-ink-900/5 lg:grid-cols-[1fr_1.4fr_1.2fr_0.9fr_0.8fr_auto] lg:items-center lg:rounded-full`}
      >
        <label className={fieldBox}>
          <span className={labelText}>{t('groups.filters.date')}</span>
          <input
            type="date"
            name="date"
            min={today}
            defaultValue={filters.date ?? ''}
            className={control}
          />
        </label>
        <label className={fieldBox}>
          <span className={labelText}>{t('groups.filters.place')}</span>
          <select name="place" defaultValue={filters.place ?? ''} className={control}>
            <option value="">{t('groups.filters.anyPlace')}</option>
            {places.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((place) => (
                  <option key={place.slug} value={place.slug}>
                    {place.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className={`${fieldBox} col-span-2 lg:col-span-1`}>
          <span className={labelText}>{t('groups.filters.plan')}</span>
          <select name="plan" defaultValue={filters.plan ?? ''} className={control}>
            <option value="">{t('groups.filters.anyPlan')}</option>
            {options.plans.map((plan) => (
              <option key={plan.slug} value={plan.slug}>
                {plan.name[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldBox}>
          <span className={labelText}>{t('groups.filters.maxPrice')}</span>
          <input
            type="text"
            name="max_price"
            inputMode="decimal"
            pattern="\d{1,4}([.,]\d{1,2})?"
            placeholder={t('groups.filters.maxPricePlaceholder')}
            defaultValue={filters.maxPrice ?? ''}
            className={control}
          />
        </label>
        <label className={fieldBox}>
          <span className={labelText}>{t('groups.filters.places')}</span>
          <select name="places" defaultValue={filters.places ?? ''} className={control}>
            <option value="">{t('groups.filters.anyPlaces')}</option>
            {[1, 2, 3, 4, 5, 6, 8, 10].map((n) => (
              <option key={n} value={n}>
                {t('groups.filters.placesAtLeast', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex items-center gap-2 lg:col-span-1">
          <button
            type="submit"
            className="inline-flex h-12 grow items-center justify-center gap-2 rounded-2xl bg-coral-600 px-6 text-[15px] font-bold text-white transition-colors hover:bg-coral-700 lg:rounded-full"
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {t('groups.filters.apply')}
          </button>
          {active > 0 && (
            <Link
              to={action}
              className="inline-flex h-12 items-center rounded-2xl px-4 text-sm font-semibold text-ink-700 underline-offset-4 hover:underline lg:rounded-full"
            >
              {t('groups.filters.clear')}
            </Link>
          )}
        </div>
      </Form>
    </>
  );
}
