import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { normalizeIban } from '../../../../shared/iban';
import { ZProfileUpdate, type TProfileUpdate } from '../../../../shared/schemas/account';
import type { TMe } from '../api';

/** The profile form: every field a string, as the inputs hold them ('' when empty). */
export type TProfileFormValues = {
  name: string;
  surname: string;
  phone: string;
  birthdate: string;
  description: string;
  userAddress: string;
  postal_code: string;
  city: string;
  countryId: string;
  company_name: string;
  companyCif: string;
  companyAddress: string;
  iban: string;
};

export type TProfileField = keyof TProfileFormValues;

/** The company block and the collection method are shipowners' (spec §2, §5). */
export const ownerFields = ['company_name', 'companyCif', 'companyAddress', 'iban'] as const;
export const profileFields = [
  'name',
  'surname',
  'phone',
  'birthdate',
  'description',
  'userAddress',
  'postal_code',
  'city',
  'countryId',
  ...ownerFields,
] as const satisfies readonly TProfileField[];

/** Max length of "about you" (ZProfileUpdate). */
export const descriptionMax = 2000;

/** `ES9121000418450200051332` → `ES91 2100 0418 4502 0005 1332`, easier to check by eye. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

export function toFormValues(me: TMe): TProfileFormValues {
  return {
    name: me.name,
    surname: me.surname,
    phone: me.phone ?? '',
    birthdate: me.birthdate ?? '',
    description: me.description ?? '',
    userAddress: me.userAddress ?? '',
    postal_code: me.postal_code ?? '',
    city: me.city ?? '',
    countryId: me.countryId ?? '',
    company_name: me.company_name ?? '',
    companyCif: me.companyCif ?? '',
    companyAddress: me.companyAddress ?? '',
    iban: me.iban ? formatIban(me.iban) : '',
  };
}

type TProfileInput = z.input<typeof ZProfileUpdate>;

/**
 * The `PUT /user/me` body before validation: emptied fields become null (cleared), names stay
 * strings (so "required" is reported), and non-owners leave the owner fields alone.
 */
export function toProfileInput(values: TProfileFormValues, isOwner: boolean): TProfileInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  const input: TProfileInput = {
    name: values.name,
    surname: values.surname,
    phone: orNull(values.phone),
    birthdate: orNull(values.birthdate),
    description: orNull(values.description),
    userAddress: orNull(values.userAddress),
    postal_code: orNull(values.postal_code),
    city: orNull(values.city),
    countryId: orNull(values.countryId),
  };
  if (!isOwner) return input;
  return {
    ...input,
    company_name: orNull(values.company_name),
    companyCif: orNull(values.companyCif),
    companyAddress: orNull(values.companyAddress),
    iban: orNull(values.iban),
  };
}

/** Spec §5: the company tax id and the fiscal address go together; names the missing one. */
export function missingCompanyPair(
  input: Pick<TProfileInput, 'companyCif' | 'companyAddress'>,
): 'companyCif' | 'companyAddress' | null {
  const hasCif = Boolean(input.companyCif?.trim());
  const hasAddress = Boolean(input.companyAddress?.trim());
  if (hasCif === hasAddress) return null;
  return hasCif ? 'companyAddress' : 'companyCif';
}

/**
 * The shared `ZProfileUpdate` (the server's own rules and message keys) applied to the form,
 * plus the tax id / fiscal address pairing that the server checks against the stored profile.
 */
export function profileResolver(
  isOwner: boolean,
): Resolver<TProfileFormValues, unknown, TProfileUpdate> {
  const zod = zodResolver(ZProfileUpdate);
  return async (values, context, options) => {
    const input = toProfileInput(values, isOwner);
    const result = await zod(input, context, options as never);
    const errors = { ...result.errors } as FieldErrors<TProfileFormValues>;
    const missing = isOwner ? missingCompanyPair(input) : null;
    if (missing && !errors[missing]) errors[missing] = { type: 'pair', message: 'cifWithAddress' };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as TProfileUpdate, errors: {} };
  };
}
