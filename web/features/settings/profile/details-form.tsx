import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import type { TProfileUpdate } from '../../../../shared/schemas/account';
import { TextField } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { updateProfile, type TMe } from '../api';
import { useFieldErrors } from '../form-errors';
import { SectionCard } from '../ui/section-card';
import type { TStatus } from '../../../components/ui/status-message';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { AddressFields, OwnerSections } from './details-sections';
import { PhoneField } from './phone-field';
import {
  descriptionMax,
  profileFields,
  profileResolver,
  toFormValues,
  type TProfileFormValues,
} from './profile-values';
import { SaveBar } from './save-bar';

type TDetailsFormProps = {
  me: TMe;
  /** saved: the page refreshes its data and the header's cached name */
  onSaved: (saved: TProfileUpdate) => void;
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Personal details and address for everyone, company and collection method for shipowners, saved
 * together with `PUT /user/me` and validated with the shared `ZProfileUpdate`.
 */
export function DetailsForm({ me, onSaved }: TDetailsFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const isOwner = me.role === 'shipowner';
  const [status, setStatus] = useState<TStatus>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<TProfileFormValues, unknown, TProfileUpdate>({
    resolver: profileResolver(isOwner),
    values: toFormValues(me),
    // a reload of the saved profile keeps what is being typed
    resetOptions: { keepDirtyValues: true },
  });
  const { register, control, handleSubmit, reset, getValues, setError, watch, formState } = form;
  const { errorText, showServerErrors } = useFieldErrors(formState.errors, setError, profileFields);

  const submit = handleSubmit(
    async (body) => {
      setStatus(null);
      setFailure(null);
      try {
        await updateProfile(body);
        reset(getValues());
        setStatus({ tone: 'success', text: t('account.profile.saved') });
        onSaved(body);
      } catch (error) {
        showServerErrors(error);
        setFailure(error);
      }
    },
    () => setStatus(null),
  );

  const p = (key: 'name' | 'surname' | 'birthdate' | 'description' | 'descriptionHint') =>
    t(`account.profile.personal.${key}`);
  const failureText = failure ? apiErrorText(failure, lang, t) : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <SectionCard
        title={t('account.profile.personal.title')}
        description={t('account.profile.personal.subtitle')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={p('name')}
            autoComplete="given-name"
            error={errorText('name')}
            {...register('name')}
          />
          <TextField
            label={p('surname')}
            autoComplete="family-name"
            error={errorText('surname')}
            {...register('surname')}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                defaultCountry={me.countryId ?? undefined}
                error={errorText('phone')}
              />
            )}
          />
          <TextField
            label={p('birthdate')}
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={today()}
            error={errorText('birthdate')}
            {...register('birthdate')}
          />
          <TextAreaField
            className="sm:col-span-2"
            label={p('description')}
            hint={p('descriptionHint')}
            rows={4}
            maxLength={descriptionMax}
            counter={t('account.profile.personal.descriptionCount', {
              count: watch('description').length,
              max: descriptionMax,
            })}
            error={errorText('description')}
            {...register('description')}
          />
        </div>
      </SectionCard>
      <AddressFields register={register} errorText={errorText} />
      {isOwner && <OwnerSections register={register} errorText={errorText} />}
      <SaveBar
        dirty={formState.isDirty}
        saving={formState.isSubmitting}
        status={failureText ? { tone: 'error', text: failureText } : status}
        onDiscard={() => {
          reset();
          setStatus(null);
          setFailure(null);
        }}
      />
    </form>
  );
}
