import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import type { z } from 'zod';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { CounterField } from '../ui/counter-field';
import { useStepForm } from '../use-step-form';

type TCounterName = 'day_places' | 'night_places' | 'cabins' | 'baths';
const counters: { name: TCounterName; min: number; max: number }[] = [
  { name: 'day_places', min: 1, max: 300 },
  { name: 'night_places', min: 0, max: 100 },
  { name: 'cabins', min: 0, max: 50 },
  { name: 'baths', min: 0, max: 50 },
];

const issue = (path: string, message: string): z.core.$ZodIssue => ({
  code: 'custom',
  path: [path],
  message,
  input: undefined,
});

/** Step 2: who fits aboard by day and at night, cabins and baths. */
export function AccommodationStep(props: TStepProps<'accommodation'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const capacity = Number(props.data.number_of_places);
  // the rules ZBoatForm checks across steps, told here where they can be fixed
  const { form, errorText, submit } = useStepForm('accommodation', props, (parsed) => {
    const day = Number(parsed.day_places);
    const issues = [];
    if (Number.isFinite(capacity) && capacity > 0 && day > capacity)
      issues.push(issue('day_places', 'overCapacity'));
    if (Number(parsed.night_places) > day) issues.push(issue('night_places', 'overDayPlaces'));
    return issues;
  });
  return (
    <StepShell
      step="accommodation"
      nav={props.nav}
      onSubmit={(e) => void submit(e)}
      readRaw={form.getValues}
    >
      <div className="divide-y divide-ink-100 border-y border-ink-100">
        {counters.map(({ name, min, max }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <CounterField
                label={t(`accommodation.${name}`)}
                hint={
                  name === 'day_places' && capacity > 0
                    ? t('accommodation.dayPlacesMax', { count: capacity })
                    : t(`accommodation.${name}Hint`)
                }
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                min={min}
                max={max}
                error={errorText(name)}
                decreaseLabel={t('accommodation.decrease', { what: t(`accommodation.${name}`) })}
                increaseLabel={t('accommodation.increase', { what: t(`accommodation.${name}`) })}
              />
            )}
          />
        ))}
      </div>
    </StepShell>
  );
}
