import { describe, expect, it } from 'vitest';
import { initials, isBackofficeRole, readSession } from './session';
import { profileRetryDelay } from './session-context';

describe('session cookies', () => {
  it('reads role, name and picture from the readable cookies', () => {
    expect(
      readSession(
        'allowCookie=true; loggedInUser=shipowner; name=Mar%C3%ADa%20Llull; img=%2Fmedia%2Fa%2F320.webp',
      ),
    ).toEqual({ role: 'shipowner', name: 'María Llull', img: '/media/a/320.webp' });
    expect(readSession('loggedInUser=client')).toEqual({ role: 'client', name: null, img: null });
  });

  it('is logged out without a known role', () => {
    expect(readSession(undefined)).toBeNull();
    expect(readSession('name=Ana')).toBeNull();
    expect(readSession('loggedInUser=hacker')).toBeNull();
  });

  it('knows the back-office roles', () => {
    expect(
      ['shipowner', 'admin', 'superAdmin', 'client'].map((r) => isBackofficeRole(r as never)),
    ).toEqual([true, true, true, false]);
  });

  it('makes initials for avatars without a picture', () => {
    expect(initials('ana  maría')).toBe('AM');
    expect(initials('Àlex')).toBe('À');
    expect(initials(null)).toBe('');
  });

  it('retries a failed profile load after 1 second, then backs off', () => {
    expect([1, 2, 3, 10].map(profileRetryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});
