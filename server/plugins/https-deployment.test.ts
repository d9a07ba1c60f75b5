import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories';
import { createTestApp, type TTestApp } from '../testing/test-app';

// ASVS 3.4 and 9.1 (docs/security.md): behind HTTPS every session cookie is Secure, the tokens
// are HttpOnly, all are SameSite=Lax, and browsers are told to keep to HTTPS for a year.
describe('an HTTPS deployment', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://marea.example' } });
  });
  afterAll(() => t.close());

  it('sets every session cookie Secure and SameSite=Lax, the tokens HttpOnly', async () => {
    const user = await createUser(t.db, { password: 'Harbour2026' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Harbour2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.length).toBeGreaterThanOrEqual(5);
    for (const cookie of login.cookies) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
    }
    const tokens = login.cookies.filter(
      (c) => c.name.startsWith('auth.') && c.name !== 'auth.rememberMe',
    );
    expect(tokens.map((c) => c.name).sort()).toEqual([
      'auth.idToken',
      'auth.loginAt',
      'auth.refreshToken',
    ]);
    for (const cookie of tokens) expect(cookie.httpOnly, cookie.name).toBe(true);
  });

  it('sends Strict-Transport-Security for a year, subdomains included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const hsts = String(res.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });
});
