import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { validationMessages } from '../../../shared/validation-messages';
import { sessionToken } from '../../testing/session';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const password = 'Levante2026';
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type TLogin = { idToken: string; refreshToken: string };
type TListed = {
  id: string;
  current: boolean;
  device: { browser: string | null; os: string | null; type: string };
  signedInAt: string;
  lastActiveAt: string;
};

describe('the account sessions: GET and DELETE /user/sessions', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function login(email: string, userAgent: string): Promise<TLogin> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const bearer = (session: TLogin) => ({ authorization: `Bearer ${session.idToken}` });
  async function list(session: TLogin): Promise<TListed[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    return res.json().sessions;
  }
  const me = (session: TLogin) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session) });
  const refresh = (session: TLogin, userAgent = mac) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'user-agent': userAgent },
      payload: { refreshToken: session.refreshToken },
    });
  const end = (session: TLogin, id: string, body?: object) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${id}`,
      headers: bearer(session),
      payload: body,
    });

  it('lists each login with its device and login time, the current one first', async () => {
    const user = await createUser(t.db, { password });
    const before = Date.now();
    const onMac = await login(user.email, mac);
    const onWindows = await login(user.email, windows);
    const sessions = await list(onMac);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      device: { browser: 'Chrome', os: 'macOS', type: 'desktop' },
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      device: { browser: 'Firefox', os: 'Windows', type: 'desktop' },
    });
    for (const session of sessions) {
      expect(Date.parse(session.signedInAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(session.lastActiveAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    // the other device's view: its own session first
    expect((await list(onWindows)).map((s) => s.current)).toEqual([true, false]);
    expect((await list(onWindows))[0]!.id).toBe(sessions[1]!.id);
  });

  it('a renewed session keeps its id and login time, and shows the device that renewed it', async () => {
    const user = await createUser(t.db, { password });
    const first = await login(user.email, windows);
    const [listed] = await list(first);
    const renewed = await refresh(first, iphone);
    expect(renewed.statusCode).toBe(200);
    const sessions = await list(renewed.json());
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      id: listed!.id,
      current: true,
      signedInAt: listed!.signedInAt,
      device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
    });
  });

  it('401 without a token on every route', async () => {
    const id = '3f1e7c1a-2b4d-4e8f-9a6b-1c2d3e4f5a6b';
    for (const [method, url] of [
      ['GET', '/api/user/sessions'],
      ['DELETE', `/api/user/sessions/${id}`],
      ['DELETE', '/api/user/sessions'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('AA00002');
    }
  });

  it('ending another session asks for the password, then ends its tokens at once', async () => {
    const user = await createUser(t.db, { password });
    const here = await login(user.email, mac);
    const there = await login(user.email, iphone);
    const otherId = (await list(here))[1]!.id;

    const missing = await end(here, otherId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([
      { field: 'password', message: validationMessages.required },
    ]);
    const wrong = await end(here, otherId, { password: 'Poniente2026' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('AA00015');
    expect((await me(there)).statusCode).toBe(200);

    const ended = await end(here, otherId, { password });
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies).toEqual([]);
    // the ended session's id token is refused from its next request, and its refresh token too
    const after = await me(there);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('AA00018');
    expect((await refresh(there)).statusCode).toBe(401);
    // this session goes on, alone
    expect((await me(here)).statusCode).toBe(200);
    expect((await list(here)).map((s) => s.current)).toEqual([true]);
    // ending it again: it is no longer on
    expect((await end(here, otherId, { password })).statusCode).toBe(404);
  });

  it("404 on another user's session, which goes on; 400 naming the id when it is not one", async () => {
    const owner = await createUser(t.db, { password });
    const stranger = await createUser(t.db, { password });
    const theirs = await login(owner.email, mac);
    const mine = await login(stranger.email, windows);
    const theirId = (await list(theirs))[0]!.id;
    const res = await end(mine, theirId, { password });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('AA00004');
    expect((await me(theirs)).statusCode).toBe(200);

    const bad = await end(mine, 'not-a-session', { password });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(['id']);
    const long = await end(mine, theirId, { password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.map((f: { field: string }) => f.field)).toEqual(['password']);
  });

  it('ending the current session logs this browser out', async () => {
    const user = await createUser(t.db, { password });
    const here = await login(user.email, mac);
    const [current] = await list(here);
    const res = await end(here, current!.id, { password });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['auth.idToken', 'auth.refreshToken']));
    expect((await me(here)).statusCode).toBe(401);
  });

  it('DELETE /user/sessions ends every other session and says how many', async () => {
    const user = await createUser(t.db, { password });
    const here = await login(user.email, mac);
    const others = [await login(user.email, windows), await login(user.email, iphone)];
    // a renewed session is still one session
    expect((await refresh(others[0]!)).statusCode).toBe(200);
    const endAll = (body?: object) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/user/sessions',
        headers: bearer(here),
        payload: body,
      });
    expect((await endAll({})).json().fields[0].field).toBe('password');
    expect((await endAll({ password: 'Poniente2026' })).statusCode).toBe(403);
    const res = await endAll({ password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', ended: 2 });
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect(await list(here)).toHaveLength(1);
    expect((await endAll({ password })).json().ended).toBe(0);
  });

  it('an account made with Google or Facebook (no password) ends sessions without one', async () => {
    const user = await createUser(t.db);
    const secret = t.app.secrets.jwt;
    const here = { idToken: await sessionToken(t.db, secret, user), refreshToken: '' };
    const there = { idToken: await sessionToken(t.db, secret, user), refreshToken: '' };
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/sessions',
      headers: bearer(here),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBe(1);
    expect((await me(there)).statusCode).toBe(401);
  });

  it('logging out and changing the password end the id tokens of the sessions they end', async () => {
    const user = await createUser(t.db, { password });
    const leaving = await login(user.email, mac);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(leaving)).statusCode).toBe(401);

    const here = await login(user.email, mac);
    const there = await login(user.email, windows);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { ...bearer(here), 'user-agent': mac },
      payload: {
        old_password: password,
        password: 'Tramontana2027',
        check_password: 'Tramontana2027',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    // the answer's tokens are a new session, on the device that changed the password
    const renewed = changed.json() as TLogin;
    expect((await me(renewed)).statusCode).toBe(200);
    expect(await list(renewed)).toMatchObject([
      { current: true, device: { browser: 'Chrome', os: 'macOS' } },
    ]);
  });
});
