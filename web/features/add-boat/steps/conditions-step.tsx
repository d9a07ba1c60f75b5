import { Anchor, LifeBuoy, UserRound } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { TextField } from '../../../components/ui/field';
import { cancelationConditions, skipperPolicies } from '../../../../shared/schemas/boat-form';
import { useLang } from '../../../lib/lang';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { ChoiceCards } from '../ui/choice-cards';
import { SelectField } from '../../../components/ui/select-field';
import { UnitField } from '../ui/unit-field';
import { useStepForm } from '../use-step-form';

const skipperIcons = {
  none: <Anchor className="h-5 w-5" />,
  optional: <LifeBuoy className="h-5 w-5" />,
  mandatory: <UserRound className="h-5 w-5" />,
};

/** Step 3: skipper, licence, minimum days, deposit, cancellation policy and sailing hours. */
export function ConditionsStep(props: TStepProps<'conditions'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const lang = useLang();
  const { form, errorText, submit } = useStepForm('conditions', props);
  const { register, watch, getValues } = form;
  const skipper = watch('skipper');
  return (
    <StepShell
      step="conditions"
      nav={props.nav}
      onSubmit={(e) => void submit(e)}
      readRaw={getValues}
    >
      <ChoiceCards
        legend={t('conditions.skipper')}
        choices={skipperPolicies.map((value) => ({
          value,
          title: t(`conditions.skipperChoices.${value}.title`),
          text: t(`conditions.skipperChoices.${value}.text`),
          icon: skipperIcons[value],
        }))}
        registration={register('skipper')}
        error={errorText('skipper')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {skipper !== 'none' && (
          <UnitField
            label={t('conditions.skipperPrice')}
            hint={t('conditions.priceFormat')}
            unit={t('units.eurPerDay')}
            inputMode="decimal"
            placeholder="150.00"
            error={errorText('skipper_price')}
            {...register('skipper_price')}
          />
        )}
        {skipper !== 'mandatory' && (
          <SelectField
            label={t('conditions.titling')}
            hint={t('conditions.titlingHint')}
            error={errorText('required_titling')}
            {...register('required_titling')}
          >
            <option value="">{t('conditions.noTitling')}</option>
            {props.options.degrees.map((degree) => (
              <option key={degree.slug} value={degree.slug}>
                {degree.name[lang]}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <ChoiceCards
        legend={t('conditions.cancelation')}
        description={t('conditions.cancelationHint')}
        choices={cancelationConditions.map((value) => ({
          value,
          title: t(`conditions.cancelChoices.${value}.title`),
          text: t(`conditions.cancelChoices.${value}.text`),
        }))}
        registration={register('cancelation_conditions')}
        error={errorText('cancelation_conditions')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          type="time"
          label={t('conditions.departure')}
          error={errorText('departure_time')}
          {...register('departure_time')}
        />
        <TextField
          type="time"
          label={t('conditions.arrival')}
          error={errorText('arrival_time')}
          {...register('arrival_time')}
        />
        <UnitField
          label={t('conditions.minDays')}
          hint={t('conditions.minDaysHint')}
          unit={t('units.days')}
          inputMode="numeric"
          maxLength={2}
          error={errorText('min_days')}
          {...register('min_days')}
        />
        <UnitField
          label={t('conditions.deposit')}
          hint={t('conditions.depositHint')}
          unit={t('units.eur')}
          inputMode="decimal"
          placeholder="500.00"
          error={errorText('deposit')}
          {...register('deposit')}
        />
      </div>
    </StepShell>
  );
}
