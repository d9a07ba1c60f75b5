import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('is 0 for nothing and weak for what breaks the rule, however long', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('only lower case letters here')).toBe(1);
    expect(passwordStrength('NOLOWER123')).toBe(1);
  });

  it('rates the guessable parts low: runs, sequences, common words', () => {
    expect(passwordStrength('Password1')).toBe(1);
    expect(passwordStrength('Abcdefgh1')).toBe(1);
    expect(passwordStrength('Aaaaaaaa1')).toBe(1);
    expect(passwordStrength('Qwerty123')).toBe(1);
    expect(passwordStrength('Velero2026')).toBe(1);
  });

  it('grows with length and with the kinds of characters mixed', () => {
    expect(passwordStrength('Bahia2026')).toBe(2);
    expect(passwordStrength('Nautico2026')).toBe(3);
    expect(passwordStrength('Catamaran2027')).toBe(4);
    expect(passwordStrength('Gregal-Llevant-2026')).toBe(4);
    expect(passwordStrength('tR7#kQ2!mZ9$')).toBe(4);
  });

  it('never falls as a password grows by one random character', () => {
    let password = 'Nk4';
    let last = passwordStrength(password);
    for (const c of 'wPz8sLq2Rt') {
      password += c;
      const now = passwordStrength(password);
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
  });
});
