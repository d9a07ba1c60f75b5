import { describe, expect, it } from 'vitest';
import { describeIssue, validationMessages } from './validation-messages';

describe('describeIssue', () => {
  it('uses a named message key in both languages', () => {
    expect(describeIssue({ keyword: 'custom', message: 'invalidPrice', params: {} })).toBe(
      validationMessages.invalidPrice,
    );
  });
  it('explains missing fields, lengths and formats', () => {
    expect(
      describeIssue({ keyword: 'invalid_type', message: '', params: { input: undefined } }),
    ).toBe(validationMessages.required);
    expect(
      describeIssue({ keyword: 'too_small', message: '', params: { origin: 'string', minimum: 8 } })
        .es,
    ).toBe('Debe tener al menos 8 caracteres.');
    expect(
      describeIssue({ keyword: 'too_big', message: '', params: { origin: 'number', maximum: 12 } })
        .en,
    ).toBe('Must be at most 12.');
    expect(
      describeIssue({ keyword: 'invalid_format', message: '', params: { format: 'email' } }),
    ).toBe(validationMessages.invalidEmail);
  });
});
