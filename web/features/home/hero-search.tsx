import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Form, useNavigate } from 'react-router';
import { addDays, toQueryDate } from '../../../shared/dates';
import type { TCatalogOption } from '../../../shared/dto/cards';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';

type THeroProps = {
  heroPictureId: string;
  today: string;
  plans: TCatalogOption[];
  boatCount: number;
  destinationCount: number;
  /**
   * The destination field: an input named `place` with that id, look and placeholder. The route
   * gives the search page's place combobox (features do not import each other).
   */
  placeField: (field: TPlaceFieldProps) => ReactNode;
};

export type TPlaceFieldProps = { id: string; className: string; placeholder: string };

const durations = ['day', 'half_day', 'days'] as const;

const fieldBox =
  'flex flex-col gap-1 rounded-2xl px-4 py-2.5 transition-colors focus-within:bg-ink-50 hover:bg-ink-50';
const labelText = 'text-[11px] font-bold tracking-wider text-ink-500 uppercase';
const control =
  'w-full cursor-pointer appearance-none bg-transparent text-[15px] font-semibold text-ink-900 outline-none';
const textControl =
  'block w-full min-w-0 bg-transparent text-[15px] font-semibold text-ink-900 outline-none placeholder:font-medium placeholder:text-ink-500';

/**
 * The home hero with the search filters (place, plan, duration, dates; today → tomorrow by
 * default). Without JavaScript it is a plain GET form; with it, dates travel as DD-MM-YYYY. The
 * place is typed, with suggestions: a suggestion sends its slug, other text is sent as typed.
 */
export function HeroSearch({
  heroPictureId,
  today,
  plans,
  boatCount,
  destinationCount,
  placeField,
}: THeroProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const placeId = `${useId()}-place`;
  const navigate = useNavigate();
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, 1));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const key of ['place', 'plan', 'duration'] as const) {
      const value = String(form.get(key) ?? '');
      if (value) query.set(key, value);
    }
    query.set('start_date', toQueryDate(startDate));
    query.set('end_date', toQueryDate(endDate < startDate ? startDate : endDate));
    void navigate(`/${lang}/boats?${query.toString()}`);
  }

  return (
    // above the next sections: the place suggestions may hang below the hero
    <section className="relative z-10 isolate bg-ink-900">
      <div className="absolute inset-0 -z-10 overflow-hidden">
        <Picture
          assetId={heroPictureId}
          alt=""
          sizes="100vw"
          fallbackWidth={1920}
          priority
          className="absolute inset-0 h-full w-full"
        />
        <div className="absolute inset-0 bg-gradient-to-r from-ink-950/75 via-ink-950/35 to-ink-950/5" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-ink-950/50 to-transparent" />
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-24 pb-12 sm:px-6 sm:pt-40 lg:px-8 lg:pt-44 lg:pb-20">
        <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-widest text-white uppercase ring-1 ring-white/25 backdrop-blur">
          {t('home.hero.eyebrow')}
        </p>
        <h1 className="mt-5 max-w-2xl text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-white sm:text-6xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">
          {t('home.hero.subtitle')}
        </p>

        <Form
          method="get"
          action={`/${lang}/boats`}
          onSubmit={submit}
          aria-label={t('home.search.label')}
          className="mt-8 grid grid-cols-2 gap-1 rounded-3xl bg-white p-2 shadow-float sm:mt-10 lg:grid-cols-[1.3fr_1fr_1fr_1.45fr_auto] lg:items-center lg:rounded-full"
        >
          <div
            className={`${fieldBox} col-span-2 min-w-0 lg:col-span-1`}
            // the whole box takes the focus to the field, like the boxes that are labels
            onClick={(event) => {
              if (event.target === event.currentTarget) document.getElementById(placeId)?.focus();
            }}
          >
            <label htmlFor={placeId} className={labelText}>
              {t('home.search.place')}
            </label>
            {placeField({
              id: placeId,
              className: textControl,
              placeholder: t('home.search.anyPlace'),
            })}
          </div>
          <label className={fieldBox}>
            <span className={labelText}>{t('home.search.plan')}</span>
            <select name="plan" defaultValue="" className={control}>
              <option value="">{t('home.search.anyPlan')}</option>
              {plans.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label className={fieldBox}>
            <span className={labelText}>{t('home.search.duration')}</span>
            <select name="duration" defaultValue="day" className={control}>
              {durations.map((d) => (
                <option key={d} value={d}>
                  {t(`home.search.durations.${d}`)}
                </option>
              ))}
            </select>
          </label>
          <div className={`${fieldBox} col-span-2 grid grid-cols-2 gap-x-3 lg:col-span-1`}>
            <label className="flex flex-col gap-1">
              <span className={labelText}>{t('home.search.startDate')}</span>
              <input
                type="date"
                name="start_date"
                min={today}
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
                required
                className={control}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className={labelText}>{t('home.search.endDate')}</span>
              <input
                type="date"
                name="end_date"
                min={startDate}
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
                required
                className={control}
              />
            </label>
          </div>
          <button
            type="submit"
            className="mt-1 inline-flex h-14 items-center justify-center gap-2 rounded-2xl bg-coral-600 px-7 text-base font-bold text-white transition-colors hover:bg-coral-700 col-span-2 lg:col-span-1 lg:mt-0 lg:rounded-full"
          >
            <Search className="h-5 w-5" aria-hidden="true" />
            {t('home.search.submit')}
          </button>
        </Form>
        <p className="mt-5 text-sm font-medium text-white/85">
          <strong className="font-bold text-white">{boatCount}</strong> {t('home.stats.boats')} ·{' '}
          <strong className="font-bold text-white">{destinationCount}</strong>{' '}
          {t('home.stats.destinations')}
        </p>
      </div>
    </section>
  );
}
