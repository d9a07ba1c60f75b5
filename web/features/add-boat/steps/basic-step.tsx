import { useTranslation } from '../../../i18n/translation';
import { TextField } from '../../../components/ui/field';
import { useLang } from '../../../lib/lang';
import { StepShell } from '../step-shell';
import type { TStepProps } from '../types';
import { CheckChips } from '../ui/check-chips';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { UnitField } from '../ui/unit-field';
import { useStepForm } from '../use-step-form';
import type { TFieldKey } from './keys';

const descriptionMax = 4000;

/** Step 1: what the boat is — name, type, make, model, years, size, capacity, descriptions, plans. */
export function BasicStep(props: TStepProps<'basic'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat' });
  const lang = useLang();
  const { form, errorText, submit } = useStepForm('basic', props);
  const { register, watch, getValues } = form;
  const f = (key: TFieldKey) => t(`fields.${key}`);
  const count = (name: 'description_es' | 'description_en') =>
    t('fields.characters', { count: watch(name).length, max: descriptionMax });
  const chosenPlans = watch('plans').length;
  return (
    <StepShell step="basic" nav={props.nav} onSubmit={(e) => void submit(e)} readRaw={getValues}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={f('name')}
          hint={f('nameHint')}
          maxLength={80}
          autoComplete="off"
          error={errorText('name')}
          {...register('name')}
        />
        <SelectField
          label={f('boatType')}
          error={errorText('boat_type')}
          {...register('boat_type')}
        >
          <option value="">{f('choose')}</option>
          {props.options.boatTypes.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.name[lang]}
            </option>
          ))}
        </SelectField>
        <UnitField
          label={f('length')}
          unit={t('units.m')}
          inputMode="decimal"
          error={errorText('length')}
          {...register('length')}
        />
        <TextField
          label={f('manufacturer')}
          placeholder="Beneteau"
          maxLength={60}
          error={errorText('manufacturer')}
          {...register('manufacturer')}
        />
        <TextField
          label={f('model')}
          placeholder="Oceanis 38.1"
          maxLength={60}
          error={errorText('model')}
          {...register('model')}
        />
        <UnitField
          label={f('year')}
          inputMode="numeric"
          maxLength={4}
          error={errorText('year')}
          {...register('year')}
        />
        <UnitField
          label={f('renovationYear')}
          hint={f('optional')}
          inputMode="numeric"
          maxLength={4}
          error={errorText('renovation_year')}
          {...register('renovation_year')}
        />
        <UnitField
          className="sm:col-span-2"
          label={f('capacity')}
          hint={f('capacityHint')}
          unit={t('units.people')}
          inputMode="numeric"
          maxLength={3}
          error={errorText('number_of_places')}
          {...register('number_of_places')}
        />
      </div>
      <div className="flex flex-col gap-5">
        <TextAreaField
          label={f('descriptionEs')}
          hint={f('descriptionHint')}
          rows={5}
          maxLength={descriptionMax}
          counter={count('description_es')}
          lang="es"
          error={errorText('description_es')}
          {...register('description_es')}
        />
        <TextAreaField
          label={f('descriptionEn')}
          rows={5}
          maxLength={descriptionMax}
          counter={count('description_en')}
          lang="en"
          error={errorText('description_en')}
          {...register('description_en')}
        />
      </div>
      <CheckChips
        legend={f('plans')}
        description={f('plansHint')}
        aside={chosenPlans > 0 ? t('fields.selected', { count: chosenPlans }) : undefined}
        options={props.options.plans.map((plan) => ({ value: plan.slug, label: plan.name[lang] }))}
        registration={register('plans')}
        error={errorText('plans')}
      />
    </StepShell>
  );
}
