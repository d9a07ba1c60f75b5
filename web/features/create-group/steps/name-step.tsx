import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { TFieldError } from '../../../../shared/errors';
import { ZGroupNameStep } from '../../../../shared/schemas/group';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { stepResolver } from '../field-messages';
import { ReviewSummary } from '../review-summary';
import { StepShell } from '../step-shell';
import type { TChosenBoat, TCreateGroupOptions, TStepNav, TWizardValues } from '../types';
import { useStepForm } from '../use-step-form';

type TNameValues = Pick<TWizardValues, 'group_name' | 'note'>;
const maxNote = 2000;
const resolver = stepResolver<TNameValues>(ZGroupNameStep, (v) => v);

export type TNameStepProps = {
  values: TWizardValues;
  options: TCreateGroupOptions;
  boat: TChosenBoat | null;
  firstPaymentPercent: number;
  initialErrors: TFieldError[];
  nav: TStepNav;
};

/** Step 4: the group's name and description, then everything once more before creating it. */
export function NameStep({ values, options, boat, firstPaymentPercent, ...props }: TNameStepProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const [initial] = useState<TNameValues>({ group_name: values.group_name, note: values.note });
  const { form, errorText, submit } = useStepForm(
    initial,
    resolver,
    props.initialErrors,
    props.nav,
  );
  const { register, getValues, watch } = form;
  const noteLength = watch('note').length;
  return (
    <StepShell
      step="name"
      nav={props.nav}
      onSubmit={(e) => void submit(e)}
      readRaw={getValues}
      nextLabel={t('wizard.create')}
    >
      <TextField
        label={t('name.name')}
        hint={t('name.nameHint')}
        maxLength={80}
        error={errorText('group_name')}
        {...register('group_name')}
      />
      <TextAreaField
        label={t('name.note')}
        hint={t('name.noteHint')}
        placeholder={t('name.notePlaceholder')}
        rows={5}
        maxLength={maxNote}
        counter={noteLength > maxNote * 0.8 ? `${noteLength} / ${maxNote}` : undefined}
        error={errorText('note')}
        {...register('note')}
      />
      <ReviewSummary
        values={values}
        options={options}
        boat={boat}
        firstPaymentPercent={firstPaymentPercent}
        onEdit={(index) => props.nav.onBack?.(getValues(), index)}
      />
    </StepShell>
  );
}
