import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import { auditLog, conversations, refreshTokens } from '../../../db/schema';
import { bearerOf, bookingParties, requestBooking } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { fieldNames } from './testing';

const password = 'Marea2026!';

describe('admin users: search, role, disable (decision 0033)', () => {
  let t: TTestApp;
  let admin: TUser;
  let superAdmin: TUser;
  let adminHeaders: Record<string, string>;
  let superHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', name: 'Ada' });
    superAdmin = await createUser(t.db, { role: 'superAdmin', name: 'Sol' });
    adminHeaders = await bearerOf(t.app, admin);
    superHeaders = await bearerOf(t.app, superAdmin);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = adminHeaders) =>
    t.app.inject({ url: `/api/backoffice/admin/user${url}`, headers });
  const send = (
    method: 'PUT' | 'POST',
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = adminHeaders,
  ) => t.app.inject({ method, url: `/api/backoffice/admin/user${url}`, headers, payload });
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('finds users by name, surname or email whatever the case and accents', async () => {
    const inigo = await createUser(t.db, { name: 'Íñigo', surname: 'Muñoz Peña' });
    const byName = await get('?q=INIGO');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().items.map((u: TUser) => u.id)).toEqual([inigo.id]);
    const bySurname = (await get('?q=munoz%20pena')).json();
    expect(bySurname.items[0]).toMatchObject({
      id: inigo.id,
      email: inigo.email,
      role: 'client',
      verified: true,
      disabledAt: null,
    });
    const byEmail = (await get(`?q=${encodeURIComponent(inigo.email.toUpperCase())}`)).json();
    expect(byEmail.total).toBe(1);
    const admins = (await get('?role=superAdmin')).json();
    expect(admins.items.map((u: TUser) => u.id)).toEqual([superAdmin.id]);
  });

  it('answers 401 without a token, 403 to clients and shipowners, 400 naming the field', async () => {
    expect((await t.app.inject({ url: '/api/backoffice/admin/user' })).statusCode).toBe(401);
    const client = await createUser(t.db);
    const owner = await createUser(t.db, { role: 'shipowner' });
    for (const user of [client, owner]) {
      const headers = await bearerOf(t.app, user);
      expect((await get('', headers)).statusCode).toBe(403);
      expect((await get(`/${client.id}`, headers)).statusCode).toBe(403);
      expect(
        (await send('PUT', `/${client.id}/role`, { role: 'shipowner' }, headers)).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', `/${client.id}/disable`, { reason: 'Spam a todos' }, headers))
          .statusCode,
      ).toBe(403);
      expect((await send('POST', `/${client.id}/enable`, {}, headers)).statusCode).toBe(403);
    }
    const bad = await get('?role=captain');
    expect(bad.statusCode).toBe(400);
    expect(fieldNames(bad.json())).toContain('role');
    expect(fieldNames((await get('/not-an-id')).json())).toContain('id');
    const noRole = await send('PUT', `/${client.id}/role`, { role: 'pirate' });
    expect(noRole.statusCode).toBe(400);
    expect(fieldNames(noRole.json())).toContain('role');
    const noReason = await send('POST', `/${client.id}/disable`, {});
    expect(noReason.statusCode).toBe(400);
    expect(fieldNames(noReason.json())).toContain('reason');
  });

  it('shows one user with counts, latest bookings and the support conversation; 404 unknown', async () => {
    const { client, boat } = await bookingParties(t.app);
    const bookingId = await requestBooking(t.app, client.headers, boat.id);
    const [support] = await t.db
      .insert(conversations)
      .values({ kind: 'support', clientId: client.user.id })
      .returning({ id: conversations.id });
    const res = await get(`/${client.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: client.user.id,
      role: 'client',
      counts: { boats: 0, bookings: 1, groups: 0 },
      latestBookings: [{ id: bookingId, status: 'pending', boatName: boat.name }],
      supportConversationId: support!.id,
      disabledReason: null,
    });
    const unknown = await get('/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('AA00141');
  });

  it('changes roles within the rules, at once, and writes the audit log', async () => {
    const user = await createUser(t.db);
    const oldToken = await bearerOf(t.app, user);
    const res = await send('PUT', `/${user.id}/role`, { role: 'shipowner' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, role: 'shipowner' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'user.role')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'user',
      before: { role: 'client' },
      after: { role: 'shipowner' },
    });
    // the token still says client: the back office answers from the database's role
    expect(
      (await t.app.inject({ url: '/api/backoffice/boat', headers: oldToken })).statusCode,
    ).toBe(200);

    // only a superAdmin grants or removes admin roles; nobody changes their own
    const grant = await send('PUT', `/${user.id}/role`, { role: 'admin' });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().code).toBe('AA00143');
    const other = await createUser(t.db, { role: 'admin' });
    expect((await send('PUT', `/${other.id}/role`, { role: 'client' })).json().code).toBe(
      'AA00143',
    );
    const self = await send('PUT', `/${admin.id}/role`, { role: 'client' });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('AA00142');
    const promoted = await send('PUT', `/${user.id}/role`, { role: 'admin' }, superHeaders);
    expect(promoted.json().role).toBe('admin');
    // the old token (role client) is an admin's from the next request on
    expect((await get('', oldToken)).statusCode).toBe(200);
    expect(
      (await send('PUT', `/${user.id}/role`, { role: 'client' }, superHeaders)).statusCode,
    ).toBe(200);
    expect((await get('', oldToken)).statusCode).toBe(403);
    const unknown = await send('PUT', '/00000000-0000-4000-8000-000000000000/role', {
      role: 'client',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('disabling ends every session at once; login and refresh are refused; enable lets in again', async () => {
    const user = await createUser(t.db, { password, name: 'Bea' });
    const session = await login(user.email);
    expect(session.statusCode).toBe(200);
    const { idToken, refreshToken } = session.json();
    const bearer = { authorization: `Bearer ${idToken}` };
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer })).statusCode).toBe(200);

    const res = await send('POST', `/${user.id}/disable`, { reason: 'Fraude con tarjetas' });
    expect(res.statusCode).toBe(200);
    expect(res.json().disabledAt).toEqual(expect.any(String));

    // the id token is still valid for 50 minutes, and refused from the next request on
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      code: 'AA00140',
      message: { en: expect.stringMatching(/disabled/) },
    });
    // from the cookie too: the browser's session cookies are cleared
    const byCookie = await t.app.inject({
      url: '/api/user/me',
      cookies: { 'auth.idToken': idToken },
    });
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.cookies.find((c) => c.name === 'auth.refreshToken')?.value).toBe('');
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().code).toBe('AA00140');
    const again = await login(user.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().message.es).toMatch(/desactivada/);
    // a wrong password says nothing about the account
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Wrong2026!' },
    });
    expect(wrong.json().code).toBe('AA00012');

    const detail = (await get(`/${user.id}`)).json();
    expect(detail.disabledReason).toBe('Fraude con tarjetas');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'user.disable')));
    expect(entry).toMatchObject({ actorId: admin.id, reason: 'Fraude con tarjetas' });
    expect(entry!.before).toEqual({ disabledAt: null });

    const enabled = await send('POST', `/${user.id}/enable`, {});
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().disabledAt).toBeNull();
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('admins cannot disable admins or superAdmins; nobody disables themselves', async () => {
    const reason = { reason: 'Prueba de permisos' };
    const zeus = await send('POST', `/${superAdmin.id}/disable`, reason);
    expect(zeus.statusCode).toBe(403);
    expect(zeus.json().code).toBe('AA00143');
    const self = await send('POST', `/${admin.id}/disable`, reason);
    expect(self.json().code).toBe('AA00142');
    const other = await createUser(t.db, { role: 'admin' });
    expect((await send('POST', `/${other.id}/disable`, reason, superHeaders)).statusCode).toBe(200);
    const unknown = await send('POST', '/00000000-0000-4000-8000-000000000000/disable', reason);
    expect(unknown.statusCode).toBe(404);
  });
});
