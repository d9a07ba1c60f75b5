import { describe, expect, it } from 'vitest';
import { ZPasswordChange } from '../../../../shared/schemas/account';
import { passwordRules } from './password-rules';

const met = (password: string, old = 'Old-pass1') =>
  passwordRules(password, old)
    .filter((r) => r.met)
    .map((r) => r.rule);

describe('new password checklist', () => {
  it('ticks each rule as it is met', () => {
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['different']);
    expect(met('abcdefgh')).toEqual(['length', 'different']);
    expect(met('Abcdefgh')).toEqual(['length', 'case', 'different']);
    expect(met('Abcdefg1')).toEqual(['length', 'case', 'digit', 'different']);
  });

  it('asks for a password other than the current one', () => {
    expect(met('Old-pass1')).toEqual(['length', 'case', 'digit']);
    expect(met('Abcdefg1', '')).toEqual(['length', 'case', 'digit']);
  });

  it('agrees with the shared schema', () => {
    const valid = (password: string) =>
      ZPasswordChange.safeParse({ old_password: 'Old-pass1', password, check_password: password })
        .success;
    for (const password of ['', 'abc', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', 'Old-pass1', 'ABCDEFG1'])
      expect(valid(password), password).toBe(met(password).length === 4);
  });
});
