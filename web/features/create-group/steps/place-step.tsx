import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { canCreateGroupOn, groupArrivalTime, groupDepartureTime } from '../../../../shared/groups';
import { ZGroupPlaceStep } from '../../../../shared/schemas/group';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import type { TFieldError } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';
import { useLang } from '../../../lib/lang';
import { boatsQuery, fetchGroupBoats } from '../api';
import { formatDate } from '../format';
import { customIssue, stepResolver } from '../field-messages';
import { StepShell } from '../step-shell';
import { stepOfField } from '../steps';
import type { TCreateGroupOptions, TStepNav, TWizardValues } from '../types';
import { useStepForm } from '../use-step-form';

type TPlaceValues = Pick<
  TWizardValues,
  'date' | 'country' | 'region' | 'state_province' | 'harbour' | 'plan'
>;

const resolver = stepResolver<TPlaceValues>(
  ZGroupPlaceStep,
  (v) => v,
  (v) => (canCreateGroupOn(v.date) ? [] : [customIssue(['date'], 'groupDateTooSoon')]),
);

export type TPlaceStepProps = {
  values: TWizardValues;
  options: TCreateGroupOptions;
  firstDate: string;
  initialErrors: TFieldError[];
  nav: TStepNav;
};

/** Step 1: the sail date, the place (country → region → province → harbour) and the route. */
export function PlaceStep({ values, options, firstDate, initialErrors, nav }: TPlaceStepProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const lang = useLang();
  const initial: TPlaceValues = {
    date: values.date,
    country: values.country,
    region: values.region,
    state_province: values.state_province,
    harbour: values.harbour,
    plan: values.plan,
  };
  // the server checks the place and plan too (the boats' question): its messages stay here
  const check = async (checked: TPlaceValues): Promise<TFieldError[]> => {
    const filters = { boat_type: '', boat_kind: '', min_price: '', max_price: '' } as const;
    const query = boatsQuery({ ...values, ...checked, ...filters, number_of_people: '2' });
    try {
      await fetchGroupBoats(query);
      return [];
    } catch (error) {
      // a failure without field messages is told on the next step, where the boats are asked
      if (!(error instanceof ApiError)) return [];
      return error.fields.filter((f) => stepOfField(f.field) === 'place');
    }
  };
  const { form, errorText, submit, checking } = useStepForm(
    initial,
    resolver,
    initialErrors,
    nav,
    check,
  );
  const { register, watch, setValue, getValues } = form;
  const [country, region, province] = watch(['country', 'region', 'state_province']);

  const regions = options.regions.filter((r) => r.country === country);
  const provinces = options.provinces.filter((p) =>
    region ? p.region === region : regions.some((r) => r.slug === p.region),
  );
  // A harbour fills in its region and province, which then must not narrow the harbours: with the
  // arrow keys on a closed list each harbour is chosen in turn, and the list would shrink to the
  // first one's province. Only a region or province the person chose narrows it.
  const [placeFromHarbour, setPlaceFromHarbour] = useState(false);
  const countryProvinces = options.provinces.filter((p) =>
    regions.some((r) => r.slug === p.region),
  );
  const harbours = options.harbours.filter((h) =>
    placeFromHarbour
      ? countryProvinces.some((p) => p.slug === h.province)
      : province
        ? h.province === province
        : provinces.some((p) => p.slug === h.province),
  );
  const touch = { shouldDirty: true };
  const regionOf = (provinceSlug: string) =>
    options.provinces.find((p) => p.slug === provinceSlug)?.region ?? '';

  return (
    <StepShell
      step="place"
      nav={{ ...nav, busy: nav.busy || checking }}
      onSubmit={(e) => void submit(e)}
      readRaw={getValues}
    >
      <section aria-labelledby="when-title" className="flex flex-col gap-4">
        <h2 id="when-title" className="text-base font-bold tracking-tight text-ink-900">
          {t('place.when')}
        </h2>
        <TextField
          type="date"
          label={t('place.date')}
          min={firstDate}
          hint={t('place.dateHint', { date: formatDate(lang, firstDate, true) })}
          className="sm:max-w-xs"
          error={errorText('date')}
          {...register('date')}
        />
        <p className="flex items-start gap-2.5 rounded-2xl bg-sea-50 px-4 py-3 text-sm leading-relaxed text-sea-900">
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t('place.deadlineNote', { from: groupDepartureTime, to: groupArrivalTime })}</span>
        </p>
      </section>
      <section aria-labelledby="where-title" className="flex flex-col gap-4">
        <h2 id="where-title" className="text-base font-bold tracking-tight text-ink-900">
          {t('place.where')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('place.country')}
            hint={t('place.countryHint')}
            error={errorText('country')}
            {...register('country')}
          >
            {options.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name[lang]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('place.region')}
            error={errorText('region')}
            {...register('region', {
              onChange: () => {
                setPlaceFromHarbour(false);
                setValue('state_province', '', touch);
                setValue('harbour', '', touch);
              },
            })}
          >
            <option value="">{t('place.anyRegion')}</option>
            {regions.map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.name[lang]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('place.province')}
            error={errorText('state_province')}
            {...register('state_province', {
              onChange: (event: { target: { value: string } }) => {
                const slug = event.target.value;
                setPlaceFromHarbour(false);
                if (slug) setValue('region', regionOf(slug), touch);
                const harbour = options.harbours.find((h) => h.slug === getValues('harbour'));
                if (slug && harbour?.province !== slug) setValue('harbour', '', touch);
              },
            })}
          >
            <option value="">{t('place.anyProvince')}</option>
            {provinces.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name[lang]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('place.harbour')}
            error={errorText('harbour')}
            {...register('harbour', {
              onChange: (event: { target: { value: string } }) => {
                const harbour = options.harbours.find((h) => h.slug === event.target.value);
                if (!harbour) return;
                setPlaceFromHarbour(true);
                setValue('state_province', harbour.province, touch);
                setValue('region', regionOf(harbour.province), touch);
              },
            })}
          >
            <option value="">{t('place.chooseHarbour')}</option>
            {harbours.map((h) => (
              <option key={h.slug} value={h.slug}>
                {h.name === h.destinationName ? h.name : `${h.name} · ${h.destinationName}`}
              </option>
            ))}
          </SelectField>
        </div>
      </section>
      <SelectField
        label={t('place.plan')}
        hint={t('place.planHint')}
        className="sm:max-w-md"
        error={errorText('plan')}
        {...register('plan')}
      >
        <option value="">{t('place.choosePlan')}</option>
        {options.plans.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.name[lang]}
          </option>
        ))}
      </SelectField>
    </StepShell>
  );
}
