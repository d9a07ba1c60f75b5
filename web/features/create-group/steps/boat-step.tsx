import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { TFieldError } from '../../../../shared/errors';
import { groupMaxPeople, groupMinPeople, pricePerPersonCents } from '../../../../shared/groups';
import { parsePriceInput, priceInputPattern } from '../../../../shared/money';
import { ZGroupBoatStep, type TGroupBoatOption } from '../../../../shared/schemas/group';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useLang } from '../../../lib/lang';
import { boatsQuery } from '../api';
import { customIssue, stepResolver } from '../field-messages';
import { KindChoice } from '../kind-choice';
import { StepShell } from '../step-shell';
import type { TChosenBoat, TCreateGroupOptions, TStepNav, TWizardValues } from '../types';
import { useGroupBoats } from '../use-group-boats';
import { useStepForm } from '../use-step-form';
import { BoatResults } from './boat-results';

type TBoatValues = Pick<
  TWizardValues,
  'boat_type' | 'number_of_people' | 'min_price' | 'max_price' | 'boat_kind' | 'boatId'
>;

export type TBoatStepProps = {
  values: TWizardValues;
  options: TCreateGroupOptions;
  boat: TChosenBoat | null;
  onBoat: (boat: TChosenBoat | null) => void;
  initialErrors: TFieldError[];
  nav: TStepNav;
};

const validPeople = (v: string) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= groupMinPeople && n <= groupMaxPeople ? n : null;
};
const validPrice = (v: string) => v.trim() === '' || priceInputPattern.test(v.trim());
/** Prices the server can be asked with: each empty or `XXXX.YY`, the maximum not below the minimum. */
function validRange(min: string, max: string): boolean {
  if (!validPrice(min) || !validPrice(max)) return false;
  const [low, high] = [parsePriceInput(min), parsePriceInput(max)];
  return low === null || high === null || high >= low;
}

/** The chosen boat priced for `people` (a boat kept from before the filters changed). */
function repriced(boat: TGroupBoatOption, people: number): TGroupBoatOption {
  return {
    ...boat,
    pricePerPersonCents: pricePerPersonCents(boat.dayPriceCents, boat.skipperPriceCents, people),
  };
}

/** Step 2: boat type and kind, how many people, the price per person, and the boat. */
export function BoatStep({ values, options, boat, onBoat, initialErrors, nav }: TBoatStepProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const lang = useLang();
  const shown = useRef<TGroupBoatOption[]>([]);
  const resolver = useMemo(
    () =>
      stepResolver<TBoatValues>(
        ZGroupBoatStep,
        (v) => ({ ...v, boat_kind: v.boat_kind || null }),
        (v) => {
          const issues = [];
          const min = v.min_price.trim() ? parsePriceInput(v.min_price) : null;
          const max = v.max_price.trim() ? parsePriceInput(v.max_price) : null;
          if (min !== null && max !== null && max < min)
            issues.push(customIssue(['max_price'], 'priceRangeOrder'));
          const chosen = shown.current.find((b) => b.id === v.boatId);
          if (v.boatId && !chosen) issues.push(customIssue(['boatId'], 'boatRequired'));
          if (chosen && Number(v.number_of_people) > chosen.numberOfPlaces)
            issues.push(customIssue(['number_of_people'], 'overCapacity'));
          return issues;
        },
      ),
    [],
  );
  const initial: TBoatValues = {
    boat_type: values.boat_type,
    number_of_people: values.number_of_people,
    min_price: values.min_price,
    max_price: values.max_price,
    boat_kind: values.boat_kind,
    boatId: values.boatId,
  };
  const { form, errorText } = useStepForm(initial, resolver, initialErrors, nav);
  const { register, watch, getValues, setValue } = form;
  const watched = watch();
  const people = validPeople(watched.number_of_people);
  const query =
    people !== null && validRange(watched.min_price, watched.max_price)
      ? boatsQuery({ ...values, ...watched, boatId: '' })
      : null;
  const found = useGroupBoats(query);

  // the boat picked stays listed (first) even when the filters now leave it out
  const [picked, setPicked] = useState(boat && boat.id === values.boatId ? boat : null);
  const kept = picked && picked.id === watched.boatId ? picked : null;
  const boats = [
    ...(kept && !found.items?.some((b) => b.id === kept.id) ? [repriced(kept, people ?? 2)] : []),
    ...(found.items ?? []),
  ];
  shown.current = boats;
  const types = options.boatTypes.filter((b) => !watched.boat_kind || b.kind === watched.boat_kind);

  const submit = form.handleSubmit((checked) => {
    onBoat(boats.find((b) => b.id === checked.boatId) ?? null);
    nav.onNext(checked);
  });

  return (
    <StepShell step="boat" nav={nav} onSubmit={(e) => void submit(e)} readRaw={getValues}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          type="number"
          inputMode="numeric"
          min={groupMinPeople}
          max={groupMaxPeople}
          label={t('boat.people')}
          hint={t('boat.peopleHint', { min: groupMinPeople, max: groupMaxPeople })}
          error={errorText('number_of_people')}
          {...register('number_of_people')}
        />
        <SelectField
          label={t('boat.type')}
          error={errorText('boat_type')}
          {...register('boat_type')}
        >
          <option value="">{t('boat.anyType')}</option>
          {types.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.name[lang]}
            </option>
          ))}
        </SelectField>
      </div>
      <KindChoice
        registration={register('boat_kind', {
          onChange: (event: { target: { value: string } }) => {
            const type = options.boatTypes.find((b) => b.slug === getValues('boat_type'));
            if (type && event.target.value && type.kind !== event.target.value)
              setValue('boat_type', '');
          },
        })}
      />
      <fieldset>
        <legend className="text-base font-bold tracking-tight text-ink-900">
          {t('boat.priceRange')}
        </legend>
        <p className="mt-1 text-sm text-ink-600">{t('boat.priceRangeHint')}</p>
        <div className="mt-3 grid grid-cols-2 gap-4 sm:max-w-md">
          <TextField
            inputMode="decimal"
            placeholder="0.00"
            label={t('boat.minPrice')}
            error={errorText('min_price')}
            {...register('min_price')}
          />
          <TextField
            inputMode="decimal"
            placeholder="0.00"
            label={t('boat.maxPrice')}
            error={errorText('max_price')}
            {...register('max_price')}
          />
        </div>
      </fieldset>
      <BoatResults
        boats={boats}
        keptId={kept && !found.items?.some((b) => b.id === kept.id) ? kept.id : null}
        people={people ?? 2}
        loading={found.loading}
        error={found.error}
        incomplete={query === null}
        registration={register('boatId', {
          onChange: (event: { target: { value: string } }) =>
            setPicked(boats.find((b) => b.id === event.target.value) ?? null),
        })}
        errorText={errorText('boatId')}
      />
    </StepShell>
  );
}
