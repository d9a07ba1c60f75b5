import { describe, expect, it } from 'vitest';
import type { TMe } from '../api';
import {
  formatIban,
  missingCompanyPair,
  profileResolver,
  toFormValues,
  toProfileInput,
  type TProfileFormValues,
} from './profile-values';

const me: TMe = {
  id: '7d3c0f52-5a63-4a7e-8a0e-6f9b0c1d2e3f',
  name: 'Lucía',
  surname: 'Pérez',
  email: 'lucia@example.com',
  role: 'shipowner',
  avatar: { url: null },
  phone: '+34 612 34 56 78',
  locale: 'es',
  emailVerified: true,
  hasPassword: true,
  mailAlerts: true,
  updates: false,
  description: null,
  countryId: 'ES',
  userAddress: null,
  postal_code: '07001',
  city: 'Palma',
  birthdate: '1990-05-17',
  company_name: null,
  companyCif: null,
  companyAddress: null,
  iban: 'ES9121000418450200051332',
};

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const validate = (values: TProfileFormValues, isOwner = true) =>
  profileResolver(isOwner)(values, undefined, options);

describe('profile form values', () => {
  it('shows empty fields as empty strings and the IBAN in groups of four', () => {
    const values = toFormValues(me);
    expect(values.description).toBe('');
    expect(values.iban).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban('es91 2100 0418 4502 0005 1332')).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('sends cleared fields as null and leaves owner fields out for clients', () => {
    const values = { ...toFormValues(me), city: '  ', description: 'Me encanta navegar' };
    const input = toProfileInput(values, false);
    expect(input.city).toBeNull();
    expect(input.description).toBe('Me encanta navegar');
    expect('iban' in input).toBe(false);
    expect(toProfileInput(values, true).iban).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('names the missing half of the company pair', () => {
    expect(missingCompanyPair({ companyCif: 'B12345678', companyAddress: null })).toBe(
      'companyAddress',
    );
    expect(missingCompanyPair({ companyCif: ' ', companyAddress: 'Calle Mayor 1' })).toBe(
      'companyCif',
    );
    expect(missingCompanyPair({ companyCif: null, companyAddress: null })).toBeNull();
  });

  it('validates with the shared schema and normalises the output', async () => {
    const result = await validate({
      ...toFormValues(me),
      companyCif: 'b12345674',
      companyAddress: 'Calle Mayor 1, Palma',
      countryId: 'es',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      companyCif: 'B12345674',
      countryId: 'ES',
      iban: 'ES9121000418450200051332',
      description: null,
    });
  });

  it('reports the schema message keys on their fields', async () => {
    const result = await validate({
      ...toFormValues(me),
      name: ' ',
      phone: '+34 12',
      iban: 'ES00 0000',
      companyCif: 'B12345674',
    });
    expect(result.errors.name?.message).toBe('required');
    expect(result.errors.phone?.message).toBe('invalidPhone');
    expect(result.errors.iban?.message).toBe('invalidIban');
    expect(result.errors.companyAddress?.message).toBe('cifWithAddress');
  });

  it('ignores owner fields for clients', async () => {
    const result = await validate({ ...toFormValues(me), iban: 'nonsense' }, false);
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('iban');
  });
});
