import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TSearchOptions } from '../../../shared/dto/search';
import { formatLengthRange, lengthRanges, type TBoatSearchFilters } from '../../../shared/search';
import { ChoiceChip, legendClass, NumberBox, SelectBox } from './form-controls';

/** Names of the query parameters these fields send. */
export const filterFieldNames = [
  'boat_type',
  'skipper',
  'min_price',
  'max_price',
  'length',
  'sleep_places',
  'plan',
  'isAcuaticToy',
];

const sleepOptions = [1, 2, 4, 6, 8];

/**
 * The narrowing filters (type, skipper, price, length, berths, plan, jet skis), uncontrolled:
 * their values come from the URL and go back to it when the form is sent.
 */
export function FilterFields({
  filters,
  options,
}: {
  filters: TBoatSearchFilters;
  options: TSearchOptions;
}) {
  const { t } = useTranslation();
  const id = useId();
  const length = formatLengthRange(filters.lengthMin, filters.lengthMax);
  const toys = filters.aquaticToy === undefined ? '' : String(filters.aquaticToy);
  return (
    <div className="flex flex-col gap-7">
      <fieldset>
        <legend className={legendClass}>{t('search.filters.boatType')}</legend>
        <div className="flex flex-wrap gap-2">
          {options.boatTypes.map((type) => (
            <ChoiceChip
              key={type.slug}
              type="checkbox"
              name="boat_type"
              value={type.slug}
              defaultChecked={filters.boatTypes.includes(type.slug)}
              label={type.name}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('search.filters.skipper.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['', 'with', 'without'] as const).map((value) => (
            <ChoiceChip
              key={value || 'any'}
              type="radio"
              name="skipper"
              value={value}
              defaultChecked={(filters.skipper ?? '') === value}
              label={t(`search.filters.skipper.${value || 'any'}`)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('search.filters.price.label')}</legend>
        <div className="flex items-end gap-3">
          <NumberBox
            id={`${id}-min`}
            name="min_price"
            label={t('search.filters.price.min')}
            max={100000}
            defaultValue={filters.minPrice ?? ''}
          />
          <span aria-hidden="true" className="pb-3 text-ink-400">
            –
          </span>
          <NumberBox
            id={`${id}-max`}
            name="max_price"
            label={t('search.filters.price.max')}
            max={100000}
            defaultValue={filters.maxPrice ?? ''}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('search.filters.length.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['', ...lengthRanges] as const).map((value) => (
            <ChoiceChip
              key={value || 'any'}
              type="radio"
              name="length"
              value={value}
              defaultChecked={length === value}
              label={value ? t(`search.filters.length.${value}`) : t('search.filters.any')}
            />
          ))}
        </div>
      </fieldset>

      <SelectBox
        id={`${id}-sleep`}
        name="sleep_places"
        label={t('search.filters.sleepPlaces.label')}
        defaultValue={filters.sleepPlaces ?? ''}
      >
        <option value="">{t('search.filters.any')}</option>
        {sleepOptions.map((count) => (
          <option key={count} value={count}>
            {t('search.filters.sleepPlaces.option', { count })}
          </option>
        ))}
      </SelectBox>

      <SelectBox
        id={`${id}-plan`}
        name="plan"
        label={t('search.filters.plan.label')}
        defaultValue={filters.plan ?? ''}
      >
        <option value="">{t('search.filters.plan.any')}</option>
        {options.plans.map((plan) => (
          <option key={plan.slug} value={plan.slug}>
            {plan.name}
          </option>
        ))}
      </SelectBox>

      <SelectBox
        id={`${id}-toys`}
        name="isAcuaticToy"
        label={t('search.filters.toys.label')}
        defaultValue={toys}
      >
        <option value="">{t('search.filters.toys.any')}</option>
        <option value="true">{t('search.filters.toys.only')}</option>
        <option value="false">{t('search.filters.toys.none')}</option>
      </SelectBox>
    </div>
  );
}
