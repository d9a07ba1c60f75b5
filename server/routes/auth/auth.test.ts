import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../../shared/validation-messages';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { lastMailTo } from '../../testing/mail';

const password = 'Sailing2026';
const signupBody = (email: string) => ({
  name: 'Ana',
  surname: 'Vidal',
  email,
  password,
  check_password: password,
  phone: '+34612345678',
  terms_and_services: true,
});

describe('sign-up, verification and login', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up a client, mails a verification link, and logs in once verified', async () => {
    const email = 'ana.vidal@example.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup-client',
      payload: { ...signupBody('Ana.Vidal@Example.test') },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ email });
    const welcome = await lastMailTo(t.db, email);
    expect(welcome?.token).toBeTruthy();

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('AA00019');

    const token = (await lastMailTo(t.db, email))!.token!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.json()).toEqual({ message: 'success' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('AA00014');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      role: 'client',
      name: 'Ana',
    });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c]));
    expect(cookies['auth.idToken']).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 3000,
      path: '/',
    });
    expect(cookies['auth.refreshToken']).toMatchObject({ httpOnly: true, maxAge: 604_800 });
    expect(cookies['loggedInUser']).toMatchObject({ value: 'client' });
    expect(cookies['loggedInUser']!.httpOnly).toBeFalsy();
    expect(cookies['name']).toMatchObject({ value: 'Ana', maxAge: 3000 });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${login.json().idToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Ana',
      role: 'client',
      email,
      avatar: { url: null },
      emailVerified: true,
    });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      cookies: { 'auth.idToken': login.json().idToken },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it('refuses a taken email, and bad input naming each field', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user/signup-client',
      payload: signupBody('taken@example.test'),
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup-client',
      payload: signupBody('TAKEN@example.test'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('AA00013');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup-client',
      payload: {
        name: '',
        email: 'nope',
        password: 'short',
        check_password: 'other',
        phone: '612345678',
        terms_and_services: false,
      },
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(
      bad
        .json()
        .fields.map((f: { field: string; message: { en: string } }) => [f.field, f.message.en]),
    );
    expect(fields).toMatchObject({
      name: 'This field is required.',
      surname: 'This field is required.',
      email: 'Invalid email!',
      password: expect.stringContaining('at least 8 characters'),
      phone: expect.stringContaining('country prefix'),
      terms_and_services: 'You must accept the terms and conditions.',
    });
  });

  it('refuses one of the most common passwords, whatever its capitals, and creates no account', async () => {
    const email = 'common@example.test';
    for (const common of ['Password1', 'PassWord1', 'Iloveyou1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup-client',
        payload: { ...signupBody(email), password: common, check_password: common },
      });
      expect(res.statusCode, common).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'AA00001',
        fields: [{ field: 'password', message: validationMessages.passwordCommon }],
      });
    }
    // the email stays free: the same address signs up with a password of its own
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup-client',
      payload: signupBody(email),
    });
    expect(own.statusCode).toBe(201);
  });

  it('signs up a shipowner with a valid company tax id', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup-shipowner',
      payload: {
        ...signupBody('owner1@example.test'),
        company_name: 'Nàutica S.L.',
        companyCif: 'X',
        companyAddress: 'Moll 1',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(['companyCif']);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup-shipowner',
      payload: {
        ...signupBody('owner1@example.test'),
        company_name: 'Nàutica S.L.',
        companyCif: 'b65432198',
        companyAddress: 'Moll 1',
      },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ana.vidal@example.test', password: 'Wrong12345' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe('AA00012');
  });

  it('names the bad field on verification, recovery, reset and login input', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/auth/verify-email', payload: {}, field: 'token' },
      { method: 'GET' as const, url: '/api/auth/forgot-password/not-an-email', field: 'email' },
      {
        method: 'POST' as const,
        url: '/api/auth/reset-password',
        payload: { token: 'x', password: 'weak', check_password: 'weak' },
        field: 'password',
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'a@b.test' },
        field: 'password',
      },
      {
        method: 'POST' as const,
        url: '/api/auth/token',
        payload: { refreshToken: '' },
        field: 'refreshToken',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: c.method, url: c.url, payload: c.payload });
      expect(res.statusCode, c.url).toBe(400);
      expect(
        res.json().fields.map((f: { field: string }) => f.field),
        c.url,
      ).toContain(c.field);
    }
    const unknownToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: 'unknown' },
    });
    expect(unknownToken.json()).toMatchObject({
      code: 'AA00014',
      message: { en: 'Your code is not valid or has expired.' },
    });
  });

  it('needs a valid token for /user/me', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me' })).json().code).toBe(
      'AA00002',
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('AA00018');
  });
});
