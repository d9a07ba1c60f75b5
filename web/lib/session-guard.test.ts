import { describe, expect, it } from 'vitest';
import { isBackofficeRole } from './session';
import { isAdminRole, requireSession } from './session-guard';

const args = (lang: string, cookie?: string) => ({
  params: { lang },
  request: new Request(`http://marea.test/${lang}/backoffice`, {
    headers: cookie ? { cookie } : {},
  }),
});

/** Where the guard sends the visitor, or null when it lets them in. */
function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get('location');
  }
}

describe('requireSession', () => {
  it('asks a logged-out visitor to log in, in the page language', () => {
    expect(redirectOf(() => requireSession(args('en')))).toBe('/en?login=1');
    expect(redirectOf(() => requireSession(args('xx')))).toBe('/es?login=1');
  });

  it('lets any logged-in user in without a rule, and tells who it is', () => {
    expect(requireSession(args('en', 'loggedInUser=client; name=Ana'))).toEqual({
      lang: 'en',
      session: { role: 'client', name: 'Ana', img: null },
    });
  });

  it('sends the roles a page does not allow home, or where the rule says', () => {
    const backoffice = { allow: isBackofficeRole };
    expect(redirectOf(() => requireSession(args('es', 'loggedInUser=client'), backoffice))).toBe(
      '/es',
    );
    expect(
      redirectOf(() => requireSession(args('es', 'loggedInUser=shipowner'), backoffice)),
    ).toBeNull();
    const review = {
      allow: isAdminRole,
      elsewhere: (role: string) => (role === 'shipowner' ? '/backoffice' : ''),
    };
    expect(redirectOf(() => requireSession(args('en', 'loggedInUser=shipowner'), review))).toBe(
      '/en/backoffice',
    );
    expect(redirectOf(() => requireSession(args('en', 'loggedInUser=client'), review))).toBe('/en');
    expect(
      redirectOf(() => requireSession(args('en', 'loggedInUser=superAdmin'), review)),
    ).toBeNull();
  });
});
