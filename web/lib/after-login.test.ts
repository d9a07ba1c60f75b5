import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  isSafePath,
  onlyLoginParamsChanged,
  wantsLoginModal,
  withoutLoginParams,
  type TAfterLoginInput,
} from './after-login';

const base: TAfterLoginInput = {
  lang: 'es',
  role: 'client',
  pathname: '/es',
  search: '?login=1',
  storedPath: null,
};

describe('afterLoginTarget (spec §4)', () => {
  it('sends shipowner, admin and superAdmin to the back office from anywhere', () => {
    for (const role of ['shipowner', 'admin', 'superAdmin'] as const) {
      expect(afterLoginTarget({ ...base, role, pathname: '/en/boats/x', lang: 'en' }).to).toBe(
        '/en/backoffice',
      );
    }
  });

  it('keeps a back-office user on the booking or back-office page they were going to', () => {
    const owner = { ...base, role: 'shipowner' as const };
    expect(afterLoginTarget({ ...owner, pathname: '/es/booking/abc' }).to).toBe('/es/booking/abc');
    expect(afterLoginTarget({ ...owner, storedPath: '/es/booking/abc' })).toEqual({
      to: '/es/booking/abc',
      usedStoredPath: true,
    });
    expect(
      afterLoginTarget({ ...owner, storedPath: '/es/backoffice/bookings?status=pending' }).to,
    ).toBe('/es/backoffice/bookings?status=pending');
    expect(afterLoginTarget({ ...owner, storedPath: '/es/settings/profile' }).to).toBe(
      '/es/backoffice',
    );
  });

  it('leaves the sign-up page for home, or for its redirect parameter', () => {
    expect(afterLoginTarget({ ...base, pathname: '/es/sign-up', storedPath: '/es/faq' }).to).toBe(
      '/es',
    );
    expect(
      afterLoginTarget({
        ...base,
        pathname: '/en/sign-up',
        lang: 'en',
        search: '?redirect=%2Fen%2Fboats%2Flaura&login=1',
      }).to,
    ).toBe('/en/boats/laura');
    expect(
      afterLoginTarget({ ...base, pathname: '/es/sign-up', search: '?redirect=//evil.example' }).to,
    ).toBe('/es');
  });

  it('stays on boat, group and reservation-request pages, even with a stored route', () => {
    for (const pathname of ['/es/boats/lagoon-42', '/es/groups/abc', '/en/reservation-request/1']) {
      const result = afterLoginTarget({
        ...base,
        pathname,
        search: '?start_date=01-07-2026&login=1',
        storedPath: '/es/settings/bookings',
      });
      expect(result).toEqual({ to: `${pathname}?start_date=01-07-2026`, usedStoredPath: false });
    }
  });

  it('goes to the stored private route elsewhere, else stays without the modal parameter', () => {
    expect(afterLoginTarget({ ...base, storedPath: '/es/settings/inbox' })).toEqual({
      to: '/es/settings/inbox',
      usedStoredPath: true,
    });
    expect(
      afterLoginTarget({ ...base, pathname: '/es/faq', search: '?redirectFromReset=true' }),
    ).toEqual({
      to: '/es/faq',
      usedStoredPath: false,
    });
  });

  it('ignores a stored route that is not a path of this site', () => {
    expect(afterLoginTarget({ ...base, storedPath: 'https://evil.example' }).to).toBe('/es');
  });

  it('leaves one-off link pages (verify email, reset password) for home', () => {
    expect(
      afterLoginTarget({
        ...base,
        pathname: '/en/verify-email',
        lang: 'en',
        search: '?token=x&login=1',
      }).to,
    ).toBe('/en');
    expect(
      afterLoginTarget({ ...base, pathname: '/en/verify-email', storedPath: '/en/boats/x' }).to,
    ).toBe('/en/boats/x');
  });
});

describe('login modal parameters', () => {
  it('opens on login=1 and redirectFromReset=true', () => {
    expect(wantsLoginModal(new URLSearchParams('login=1'))).toBe(true);
    expect(wantsLoginModal(new URLSearchParams('redirectFromReset=true'))).toBe(true);
    expect(wantsLoginModal(new URLSearchParams('login=0&type=shipowner'))).toBe(false);
  });

  it('removes only its own parameters', () => {
    expect(withoutLoginParams('?type=shipowner&login=1')).toBe('?type=shipowner');
    expect(withoutLoginParams('?redirectFromReset=true')).toBe('');
  });

  it('tells a modal toggle from a real navigation', () => {
    const url = (path: string) => new URL(path, 'http://x');
    expect(onlyLoginParamsChanged(url('/es?a=1'), url('/es?a=1&login=1'))).toBe(true);
    expect(onlyLoginParamsChanged(url('/es?login=1'), url('/es'))).toBe(true);
    expect(onlyLoginParamsChanged(url('/es'), url('/es'))).toBe(false);
    expect(onlyLoginParamsChanged(url('/es'), url('/es/faq?login=1'))).toBe(false);
    expect(onlyLoginParamsChanged(url('/es?a=1'), url('/es?a=2&login=1'))).toBe(false);
  });

  it('accepts only paths of this site as return targets', () => {
    expect(isSafePath('/es/boats')).toBe(true);
    expect(isSafePath('//evil.example')).toBe(false);
    expect(isSafePath('/\\evil.example')).toBe(false);
    expect(isSafePath('https://evil.example')).toBe(false);
    expect(isSafePath('')).toBe(false);
  });
});
