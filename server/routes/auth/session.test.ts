import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../../shared/validation-messages';
import { z } from 'zod';
import { createUser } from '../../../db/factories';
import { requireUser } from '../../plugins/auth';
import { reuseGraceMs } from '../../services/auth/refresh-tokens';
import { lastMailTo, mailSubjectsTo } from '../../testing/mail';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const password = 'Harbour2026';

describe('sessions: refresh rotation, logout, password reset, CSRF', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: async (app) => {
        // A cookie-authenticated write, to check the CSRF rule.
        app.post(
          '/api/__test/write',
          { schema: { body: z.object({}).nullish() } },
          async (request) => ({ id: requireUser(request).id }),
        );
      },
    });
  });
  afterAll(() => t.close());

  async function login(email: string, pass = password) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: pass },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { idToken: string; refreshToken: string };
  }

  it('rotates the refresh token on every use; an old one is refused after the grace and revokes the family', async () => {
    const user = await createUser(t.db, { password });
    const first = await login(user.email);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refreshToken: token } });

    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().refreshToken).not.toBe(first.refreshToken);
    // a second tab refreshing with the same token at the same moment is not logged out
    const twin = await refresh(first.refreshToken);
    expect(twin.statusCode).toBe(200);

    vi.useFakeTimers({ now: Date.now() + reuseGraceMs + 1000, toFake: ['Date'] });
    try {
      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().code).toBe('AA00018');
      // the whole family is gone, including the newest token
      expect((await refresh(second.json().refreshToken)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes from the HttpOnly cookie and logs out by revoking the session', async () => {
    const user = await createUser(t.db, { password });
    const session = await login(user.email);
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { 'auth.refreshToken': session.refreshToken },
    });
    expect(viaCookie.statusCode).toBe(200);
    const next = viaCookie.json().refreshToken as string;
    expect(viaCookie.cookies.find((c) => c.name === 'auth.refreshToken')?.value).toBe(next);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: next },
    });
    expect(logout.json()).toEqual({ message: 'success' });
    expect(logout.cookies.find((c) => c.name === 'auth.idToken')?.value).toBe('');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: { refreshToken: next },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/token' })).json().code).toBe(
      'AA00018',
    );
  });

  it('recovers a password with a single-use link and logs out every session', async () => {
    const user = await createUser(t.db, { password });
    const old = await login(user.email);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/forgot-password/nobody@example.test',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message.en).toBe('Resource not found');
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/auth/forgot-password/${encodeURIComponent(user.email)}`,
    });
    expect(asked.json()).toEqual({ message: 'success' });
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.text).toContain('/reset-password?token=');

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail!.token, password: 'NewHarbour2026', check_password: 'Other2026x' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields[0].field).toBe('check_password');
    // a common password is refused before the link is used: the same link then still works
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail!.token, password: 'Qwerty123', check_password: 'Qwerty123' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual([
      { field: 'password', message: validationMessages.passwordCommon },
    ]);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail!.token, password: 'NewHarbour2026', check_password: 'NewHarbour2026' },
    });
    expect(reset.json()).toEqual({ message: 'success' });
    // the account's address is told; the refused common password told nobody
    expect(await mailSubjectsTo(t.db, user.email)).toEqual([
      'Restablece tu contraseña de Marea',
      'Tu contraseña de Marea ha cambiado',
    ]);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail!.token, password: 'Another2026', check_password: 'Another2026' },
    });
    expect(reused.json().code).toBe('AA00014');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: { refreshToken: old.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    await login(user.email, 'NewHarbour2026');
  });

  it('accepts cookie-authenticated writes only from our own origin', async () => {
    const user = await createUser(t.db, { password });
    const { idToken } = await login(user.email);
    const cookies = { 'auth.idToken': idToken };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/__test/write',
      cookies,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'POST', url: '/api/__test/write', cookies });
    expect(missing.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/__test/write',
      cookies,
      headers: { origin: 'http://localhost:80' },
    });
    expect(own.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/__test/write',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(bearer.json()).toEqual({ id: user.id });
  });

  it('rate-limits login per account with 429 and Retry-After', async () => {
    const user = await createUser(t.db, { password });
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong2026x' },
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('AA00007');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
