import { describe, expect, it } from 'vitest';
import { onlyLanguageChanged } from './guard';

const url = (path: string) => new URL(path, 'http://marea.test');

describe('settings revalidation', () => {
  it('knows a language switch from a real navigation', () => {
    expect(onlyLanguageChanged(url('/es/settings/profile'), url('/en/settings/profile'))).toBe(
      true,
    );
    expect(onlyLanguageChanged(url('/es/settings/profile'), url('/es/settings/account'))).toBe(
      false,
    );
    expect(onlyLanguageChanged(url('/es/settings/profile'), url('/es/settings/profile'))).toBe(
      false,
    );
    expect(
      onlyLanguageChanged(url('/es/settings/profile?x=1'), url('/en/settings/profile?x=2')),
    ).toBe(false);
  });
});
