import { useMemo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { TextField } from '../../../components/ui/field';
import { useLang } from '../../../lib/lang';
import { SectionCard } from '../ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { countryOptions } from './countries';
import type { TProfileField, TProfileFormValues } from './profile-values';

type TSectionProps = {
  register: UseFormRegister<TProfileFormValues>;
  errorText: (name: TProfileField) => string | null;
};

/** Street address, postal code, city and country (userData, spec §3). */
export function AddressFields({ register, errorText }: TSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.profile.address' });
  const lang = useLang();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  return (
    <SectionCard title={t('title')} description={t('subtitle')}>
      <div className="grid gap-5 sm:grid-cols-6">
        <TextField
          className="sm:col-span-6"
          label={t('userAddress')}
          autoComplete="street-address"
          error={errorText('userAddress')}
          {...register('userAddress')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('postalCode')}
          autoComplete="postal-code"
          error={errorText('postal_code')}
          {...register('postal_code')}
        />
        <TextField
          className="sm:col-span-4"
          label={t('city')}
          autoComplete="address-level2"
          error={errorText('city')}
          {...register('city')}
        />
        <SelectField
          className="sm:col-span-6"
          label={t('country')}
          autoComplete="country"
          error={errorText('countryId')}
          {...register('countryId')}
        >
          <option value="">{t('countryNone')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
    </SectionCard>
  );
}

/** Shipowners: the company (tax id and fiscal address go together) and the IBAN they are paid to. */
export function OwnerSections({ register, errorText }: TSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.profile' });
  return (
    <>
      <SectionCard title={t('company.title')} description={t('company.subtitle')}>
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <TextField
            className="sm:col-span-2"
            label={t('company.companyName')}
            autoComplete="organization"
            error={errorText('company_name')}
            {...register('company_name')}
          />
          <TextField
            label={t('company.companyCif')}
            placeholder="B12345678"
            autoCapitalize="characters"
            spellCheck={false}
            error={errorText('companyCif')}
            {...register('companyCif')}
          />
          <TextField
            label={t('company.companyAddress')}
            error={errorText('companyAddress')}
            {...register('companyAddress')}
          />
        </div>
      </SectionCard>
      <SectionCard title={t('payout.title')} description={t('payout.subtitle')}>
        <TextField
          label={t('payout.iban')}
          hint={t('payout.ibanHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ES00 0000 0000 0000 0000 0000"
          className="max-w-md"
          error={errorText('iban')}
          {...register('iban')}
        />
      </SectionCard>
    </>
  );
}
