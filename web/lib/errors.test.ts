import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ZResetPasswordForm } from '../features/auth/reset-password-form';
import { ApiError } from './api';
import { apiErrorText, fieldText } from './errors';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('form and API error texts', () => {
  it('shows the spec label for an invalid email and the shared messages for other keys', () => {
    expect(fieldText('invalidEmail', 'es', t)).toBe('«settings.profile.invalidEmail»');
    expect(fieldText('passwordsDiffer', 'en', t)).toBe('The passwords do not match.');
    expect(fieldText('Teléfono no válido', 'es', t)).toBe('Teléfono no válido');
    expect(fieldText(undefined, 'es', t)).toBeNull();
  });

  it('uses the server message in the page language, or a client text without one', () => {
    const server = new ApiError(401, 'AA00012', {
      es: 'Email o contraseña',
      en: 'Email or password',
    });
    expect(apiErrorText(server, 'es', t)).toBe('Email o contraseña');
    expect(apiErrorText(server, 'en', t)).toBe('Email or password');
    expect(apiErrorText(new ApiError(0, 'TIMEOUT', null), 'es', t)).toBe('«common.errors.timeout»');
    expect(apiErrorText(new ApiError(0, 'NETWORK', null), 'es', t)).toBe('«common.errors.network»');
    expect(apiErrorText(new Error('boom'), 'en', t)).toBe('«common.errors.unexpected»');
  });
});

describe('reset password form rules', () => {
  const issues = (values: { password: string; check_password: string }) =>
    ZResetPasswordForm.safeParse(values).error?.issues.map(
      (i) => `${i.path.join('.')}:${i.message}`,
    ) ?? [];

  it('needs the password rules and two equal entries', () => {
    expect(issues({ password: 'Nueva2026pass', check_password: 'Nueva2026pass' })).toEqual([]);
    expect(issues({ password: 'short', check_password: 'short' })).toContain(
      'password:passwordRule',
    );
    expect(issues({ password: 'Nueva2026pass', check_password: 'Nueva2026pas' })).toEqual([
      'check_password:passwordsDiffer',
    ]);
    expect(issues({ password: 'Nueva2026pass', check_password: '' })).toContain(
      'check_password:required',
    );
  });
});
