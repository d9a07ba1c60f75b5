import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../shared/validation-messages';
import { refuseCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('are refused whatever their capitals, naming the field', async () => {
    for (const password of ['Password1', 'password1', 'PASSWORD1', 'Qwerty123', 'Iloveyou1']) {
      await expect(refuseCommonPassword(password), password).rejects.toMatchObject({
        code: 'AA00001',
        status: 400,
        fields: [{ field: 'password', message: validationMessages.passwordCommon }],
      });
    }
  });

  it('let the others through', async () => {
    for (const password of ['Marea2026!', 'Velero2026', 'Tramontana2026', 'Sailing2026'])
      await expect(refuseCommonPassword(password), password).resolves.toBeUndefined();
  });
});
