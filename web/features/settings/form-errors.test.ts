import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { serverFieldMessages } from './form-errors';

describe('server field messages', () => {
  const cif = { es: 'CIF/NIF no válido.', en: 'Invalid tax id (CIF/NIF).' };
  const error = new ApiError(400, 'AA00001', { es: 'Revisa', en: 'Check' }, [
    { field: 'companyCif', message: cif },
    { field: 'companyCif', message: { es: 'otro', en: 'other' } },
    { field: 'somethingElse', message: { es: 'x', en: 'x' } },
  ]);

  it('keeps the first message of each field this form has', () => {
    expect(serverFieldMessages(error, ['companyCif', 'iban'])).toEqual({ companyCif: cif });
  });

  it('is empty for other failures', () => {
    expect(serverFieldMessages(new Error('boom'), ['companyCif'])).toEqual({});
    expect(serverFieldMessages(new ApiError(0, 'NETWORK', null), ['companyCif'])).toEqual({});
  });
});
