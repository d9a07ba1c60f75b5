import { CalendarRange, Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { TextField } from '../../../components/ui/field';
import { seasonKeys } from '../form-values';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { SelectField } from '../../../components/ui/select-field';
import { UnitField } from '../ui/unit-field';
import { useStepForm } from '../use-step-form';

const seasonTone = { high: 'bg-coral-500', mid: 'bg-sea-500', low: 'bg-ink-300' };

/** Step 7: day and half-day prices per season, the fuel estimate, and the boat's own seasons. */
export function PriceStep(props: TStepProps<'price'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const { form, errorText, submit } = useStepForm('price', props);
  const { register, control, getValues } = form;
  const seasons = useFieldArray({ control, name: 'seasons' });
  return (
    <StepShell step="price" nav={props.nav} onSubmit={(e) => void submit(e)} readRaw={getValues}>
      <p className="-mt-2 rounded-2xl bg-sea-50 px-4 py-3 text-sm leading-relaxed text-sea-900">
        {t('price.format')}
      </p>
      <div className="flex flex-col gap-4">
        {seasonKeys.map((season) => (
          <fieldset key={season} className="rounded-2xl bg-white p-5 ring-1 ring-ink-200 sm:p-6">
            <legend className="sr-only">{t(`price.seasons.${season}.title`)}</legend>
            <div className="flex items-start gap-3" aria-hidden="true">
              <span className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${seasonTone[season]}`} />
              <div>
                <p className="text-base font-bold text-ink-900">
                  {t(`price.seasons.${season}.title`)}
                </p>
                <p className="text-sm text-ink-600">{t(`price.seasons.${season}.months`)}</p>
              </div>
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <UnitField
                label={t('price.day', { season: t(`price.seasons.${season}.short`) })}
                unit={t('units.eur')}
                inputMode="decimal"
                placeholder="0.00"
                error={errorText(`prices.${season}.day`)}
                {...register(`prices.${season}.day`)}
              />
              <UnitField
                label={t('price.halfDay', { season: t(`price.seasons.${season}.short`) })}
                hint={t('fields.optional')}
                unit={t('units.eur')}
                inputMode="decimal"
                placeholder="0.00"
                error={errorText(`prices.${season}.half_day`)}
                {...register(`prices.${season}.half_day`)}
              />
            </div>
          </fieldset>
        ))}
      </div>
      <UnitField
        label={t('price.fuel')}
        hint={t('price.fuelHint')}
        unit={t('units.eurPerHour')}
        inputMode="decimal"
        placeholder="25.00"
        className="sm:max-w-sm"
        error={errorText('fuel_price_per_hour')}
        {...register('fuel_price_per_hour')}
      />
      <section aria-labelledby="own-seasons" className="rounded-2xl bg-sand-50 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <CalendarRange className="mt-0.5 h-5 w-5 shrink-0 text-ink-700" aria-hidden="true" />
          <div>
            <h2 id="own-seasons" className="text-base font-bold text-ink-900">
              {t('price.custom.title')}
            </h2>
            <p className="mt-0.5 text-sm text-ink-600">{t('price.custom.text')}</p>
          </div>
        </div>
        {seasons.fields.length > 0 && (
          <ol className="mt-4 flex flex-col gap-3">
            {seasons.fields.map((row, index) => (
              <li
                key={row.id}
                aria-labelledby={`${row.id}-title`}
                className="rounded-xl bg-white p-4 ring-1 ring-ink-200"
              >
                <div className="mb-3 flex items-center justify-between gap-3">
                  <p id={`${row.id}-title`} className="text-sm font-bold text-ink-900">
                    {t('price.custom.row', { n: index + 1 })}
                  </p>
                  <button
                    type="button"
                    onClick={() => seasons.remove(index)}
                    aria-label={t('price.custom.remove', { n: index + 1 })}
                    className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-700 hover:bg-ink-50 hover:text-coral-700"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t('price.custom.removeShort')}
                  </button>
                </div>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <TextField
                    type="date"
                    label={t('price.custom.start')}
                    error={errorText(`seasons.${index}.start_date`)}
                    {...register(`seasons.${index}.start_date`)}
                  />
                  <TextField
                    type="date"
                    label={t('price.custom.end')}
                    error={errorText(`seasons.${index}.end_date`)}
                    {...register(`seasons.${index}.end_date`)}
                  />
                  <SelectField
                    className="col-span-2 sm:col-span-1"
                    label={t('price.custom.season')}
                    error={errorText(`seasons.${index}.season`)}
                    {...register(`seasons.${index}.season`)}
                  >
                    {seasonKeys.map((season) => (
                      <option key={season} value={season}>
                        {t(`price.seasons.${season}.title`)}
                      </option>
                    ))}
                  </SelectField>
                </div>
              </li>
            ))}
          </ol>
        )}
        <button
          type="button"
          onClick={() => seasons.append({ start_date: '', end_date: '', season: 'high' })}
          className="mt-4 inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-300 hover:ring-ink-900"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('price.custom.add')}
        </button>
      </section>
    </StepShell>
  );
}
