import { useTranslation } from '../../../i18n/translation';
import { fuelTypes } from '../../../../shared/schemas/boat-form';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { ChoiceCards } from '../ui/choice-cards';
import { UnitField } from '../ui/unit-field';
import { useStepForm } from '../use-step-form';

type TMeasure = {
  name:
    | 'engine_power'
    | 'max_speed'
    | 'cruise_speed'
    | 'average_consumption'
    | 'water_tank_capacity'
    | 'fuel_tank_capacity'
    | 'beam'
    | 'depth';
  unit: 'cv' | 'kn' | 'lh' | 'l' | 'm';
  decimal: boolean;
};

const measures: TMeasure[] = [
  { name: 'engine_power', unit: 'cv', decimal: false },
  { name: 'average_consumption', unit: 'lh', decimal: true },
  { name: 'max_speed', unit: 'kn', decimal: true },
  { name: 'cruise_speed', unit: 'kn', decimal: true },
  { name: 'fuel_tank_capacity', unit: 'l', decimal: false },
  { name: 'water_tank_capacity', unit: 'l', decimal: false },
  { name: 'beam', unit: 'm', decimal: true },
  { name: 'depth', unit: 'm', decimal: true },
];

/** Step 8: fuel, engine, speeds, consumption, tanks, beam and draught, in the spec's units. */
export function TechnicalStep(props: TStepProps<'technical'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const { form, errorText, submit } = useStepForm('technical', props);
  const { register, getValues } = form;
  return (
    <StepShell
      step="technical"
      nav={props.nav}
      onSubmit={(e) => void submit(e)}
      readRaw={getValues}
      nextLabel={props.nav.mode === 'edit' ? undefined : t('wizard.toReview')}
    >
      <ChoiceCards
        legend={t('technical.fuel_type')}
        columns={2}
        choices={fuelTypes.map((value) => ({ value, title: t(`technical.fuel.${value}`) }))}
        registration={register('fuel_type')}
        error={errorText('fuel_type')}
      />
      <div>
        <p className="text-base font-bold tracking-tight text-ink-900">{t('technical.measures')}</p>
        <p className="mt-1 text-sm text-ink-600">{t('technical.measuresHint')}</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {measures.map(({ name, unit, decimal }) => (
            <UnitField
              key={name}
              label={t(`technical.${name}`)}
              unit={t(`units.${unit}`)}
              inputMode={decimal ? 'decimal' : 'numeric'}
              error={errorText(name)}
              {...register(name)}
            />
          ))}
        </div>
      </div>
    </StepShell>
  );
}
