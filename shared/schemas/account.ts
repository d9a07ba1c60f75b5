import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { isValidIban, normalizeIban } from '../iban';
import type { TValidationMessageKey } from '../validation-messages';

const m = (key: TValidationMessageKey) => ({ message: key });

/** Emails are compared lower-cased and trimmed. */
export const ZEmail = z.email(m('invalidEmail')).trim().toLowerCase().max(254, m('invalidEmail'));

/** ≥ 8 characters with upper case, lower case and digits (PRODUCT.md §6). */
export const ZPassword = z
  .string(m('required'))
  .min(8, m('passwordRule'))
  .max(128, m('passwordRule'))
  .regex(/[a-z]/, m('passwordRule'))
  .regex(/[A-Z]/, m('passwordRule'))
  .regex(/\d/, m('passwordRule'));

/** A phone number with its country prefix (+34 …). */
export const ZPhone = z
  .string(m('required'))
  .trim()
  .refine((value) => value.startsWith('+') && isValidPhoneNumber(value), m('invalidPhone'));

const required = z.string(m('required')).trim().min(1, m('required')).max(120, m('required'));

/** Spanish company tax id (CIF) or personal NIF/NIE: a letter or digit pattern of 9 characters. */
export const ZCif = z
  .string(m('required'))
  .trim()
  .toUpperCase()
  .regex(/^([ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]|\d{8}[A-Z]|[XYZ]\d{7}[A-Z])$/, m('invalidCif'));

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string(m('required')).min(1, m('required')).max(128, m('required')),
  rememberMe: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const ZSignupBase = z.object({
  name: required,
  surname: required,
  email: ZEmail,
  password: ZPassword,
  check_password: z.string(m('required')),
  phone: ZPhone,
  terms_and_services: z.literal(true, m('termsRequired')),
  updates: z.boolean().optional(),
  remember_me: z.boolean().optional(),
  locale: z.enum(['es', 'en']).optional(),
});

const passwordsMatch = (data: { password: string; check_password: string }) =>
  data.password === data.check_password;

export const ZSignupClientRequest = ZSignupBase.refine(passwordsMatch, {
  ...m('passwordsDiffer'),
  path: ['check_password'],
});
export type TSignupClientRequest = z.infer<typeof ZSignupClientRequest>;

export const ZSignupShipownerRequest = ZSignupBase.extend({
  company_name: required,
  companyCif: ZCif,
  companyAddress: required,
}).refine(passwordsMatch, { ...m('passwordsDiffer'), path: ['check_password'] });
export type TSignupShipownerRequest = z.infer<typeof ZSignupShipownerRequest>;

/** What login, refresh and social login answer (spec §3). */
export const ZTokenResponse = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  role: z.enum(['client', 'shipowner', 'admin', 'superAdmin']),
  name: z.string(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** `PUT /user/me`: the profile fields of userData (spec §3); omitted fields stay as they are. */
export const ZProfileUpdate = z.object({
  name: required.optional(),
  surname: required.optional(),
  phone: ZPhone.nullish(),
  description: optionalText(2000),
  countryId: z.string().trim().length(2).toUpperCase().nullish(),
  userAddress: optionalText(200),
  postal_code: optionalText(12),
  city: optionalText(100),
  birthdate: z.iso
    .date(m('invalidDate'))
    .refine(
      (d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10),
      m('invalidDate'),
    )
    .nullish(),
  company_name: optionalText(120),
  companyCif: ZCif.nullish(),
  companyAddress: optionalText(200),
  iban: z
    .string()
    .trim()
    .refine((v) => isValidIban(v), m('invalidIban'))
    .transform(normalizeIban)
    .nullish(),
  avatarAssetId: z.uuid(m('invalidUuid')).nullish(),
  locale: z.enum(['es', 'en']).optional(),
  mailAlerts: z.boolean().optional(),
  updates: z.boolean().optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZPasswordChange = z
  .object({
    old_password: z.string(m('required')).min(1, m('required')),
    password: ZPassword,
    check_password: z.string(m('required')),
  })
  .refine((p) => p.password === p.check_password, {
    ...m('passwordsDiffer'),
    path: ['check_password'],
  })
  .refine((p) => p.password !== p.old_password, { ...m('samePassword'), path: ['password'] });

export const ZEmailChange = z.object({
  email: ZEmail,
  password: z.string(m('required')).min(1, m('required')),
});

export const ZAccountDeletion = z.object({ password: z.string().max(128).optional() });
