import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../../shared/validation-messages';
import { createBoat, createUser, type TUser } from '../../../db/factories';
import { boats, paymentCards, users } from '../../../db/schema';
import { saveTestCard } from '../../testing/billing';
import { lastMailTo, mailSubjectsTo } from '../../testing/mail';
import { bearerOf } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const password = 'Mistral2026';

describe('profile, password, email and account', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const bearer = (user: TUser) => bearerOf(t.app, user);

  it('PUT /user/me updates the fields given and GET /user/me shows them', async () => {
    const user = await createUser(t.db, { password });
    const headers = await bearer(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers,
      payload: {
        name: 'Nuria',
        phone: '+34 699 111 222',
        city: 'Palma',
        iban: 'es91 2100 0418 4502 0005 1332',
        companyCif: 'B65432198',
        companyAddress: 'Moll Vell 3',
        mailAlerts: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'name')?.value).toBe('Nuria');
    expect(res.cookies.find((c) => c.name === 'name')?.value).toBe('Nuria');
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).json();
    expect(me.hasPassword).toBe(true);
    expect(me.hasPassword).toBe(true);
    expect(me).toMatchObject({
      name: 'Nuria',
      city: 'Palma',
      iban: 'ES9121000418450200051332',
      companyCif: 'B65432198',
      mailAlerts: false,
    });
  });

  it('PUT /user/me: 401 without token, 400 naming the field', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/me', payload: { name: 'X' } }))
        .statusCode,
    ).toBe(401);
    const user = await createUser(t.db, { password });
    const headers = await bearer(user);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers,
      payload: { phone: '612', iban: 'ES00 1234', birthdate: '2999-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['birthdate', 'iban', 'phone']);
    const alone = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers,
      payload: { companyCif: 'B65432198' },
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields[0].field).toBe('companyAddress');
    const foreignAvatar = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers,
      payload: { avatarAssetId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreignAvatar.json().fields[0].field).toBe('avatarAssetId');
  });

  it('PUT /user/password checks the old one, refuses the same, keeps this session and ends the others', async () => {
    const user = await createUser(t.db, { password });
    const headers = await bearer(user);
    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers,
      payload: {
        old_password: 'Nope12345',
        password: 'Tramontana2026',
        check_password: 'Tramontana2026',
      },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message.en).toBe('Wrong password');
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers,
      payload: { old_password: password, password, check_password: password },
    });
    expect(same.json().fields[0]).toMatchObject({
      field: 'password',
      message: { en: 'The new password must differ from the current one.' },
    });
    const common = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers,
      payload: { old_password: password, password: 'Password1', check_password: 'Password1' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual([
      { field: 'password', message: validationMessages.passwordCommon },
    ]);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers,
      payload: {
        old_password: password,
        password: 'Tramontana2026',
        check_password: 'Tramontana2026',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().refreshToken).toBeTruthy();
    // the account's address is told, in its language, once: not for the refused attempts
    expect(await mailSubjectsTo(t.db, user.email)).toEqual(['Tu contraseña de Marea ha cambiado']);
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refreshToken } });
    expect((await refresh(otherDevice.json().refreshToken)).statusCode).toBe(401);
    expect((await refresh(ok.json().refreshToken)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Tramontana2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('PUT /user/email needs the password, refuses a taken address, and asks to confirm the new one', async () => {
    const user = await createUser(t.db, { password });
    const other = await createUser(t.db, { password });
    const headers = await bearer(user);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/email',
      headers,
      payload: { email: 'new@example.test', password: 'Nope12345' },
    });
    expect(wrong.json().message).toEqual({ es: 'Contraseña incorrecta', en: 'Wrong password' });
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/user/email',
      headers,
      payload: { email: other.email, password },
    });
    expect(taken.json().code).toBe('AA00013');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/email',
      headers,
      payload: { email: `moved.${user.id}@example.test`, password },
    });
    expect(ok.statusCode).toBe(200);
    expect((await lastMailTo(t.db, `moved.${user.id}@example.test`))?.token).toBeTruthy();
    expect((await lastMailTo(t.db, user.email))?.text).toContain(`moved.${user.id}@example.test`);
  });

  it('DELETE /user erases personal data, removes the boats and ends the sessions', async () => {
    const user = await createUser(t.db, {
      password,
      role: 'shipowner',
      phone: '+34611222333',
      companyName: 'Boats S.L.',
    });
    const boat = await createBoat(t.db, { ownerId: user.id });
    const card = await saveTestCard({ db: t.db, payments: t.app.payments }, user.id);
    const headers = await bearer(user);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/user',
          headers,
          payload: { password: 'Nope12345' },
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers,
      payload: { password },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: '', phone: null, companyName: null, passwordHash: null });
    expect(row!.email).not.toContain(user.email);
    expect(row!.deletedAt).not.toBeNull();
    const [removed] = await t.db
      .select({ status: boats.status })
      .from(boats)
      .where(eq(boats.id, boat.id));
    expect(removed!.status).toBe('removed');
    const [retired] = await t.db.select().from(paymentCards).where(eq(paymentCards.id, card.id));
    expect(retired).toMatchObject({ isDefault: false });
    expect(retired!.removedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("lists professions and degrees without a token, and manages the user's own", async () => {
    const degrees = (await t.app.inject({ method: 'GET', url: '/api/degree' })).json();
    expect(degrees.map((d: { slug: string }) => d.slug)).toEqual([
      'licencia-navegacion',
      'pnb',
      'per',
      'patron-yate',
      'capitan-yate',
    ]);
    const professions = (await t.app.inject({ method: 'GET', url: '/api/profession' })).json();
    expect(professions.length).toBeGreaterThan(3);
    const user = await createUser(t.db, { password });
    const headers = await bearer(user);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/degree' })).statusCode).toBe(401);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/degree',
      headers,
      payload: { id: degrees[2].id },
    });
    expect(added.json().map((d: { slug: string }) => d.slug)).toEqual(['per']);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/degree',
          headers,
          payload: { id: 99999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/degree', headers, payload: {} })).json()
        .fields[0].field,
    ).toBe('id');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/profession',
      headers,
      payload: { id: professions[0].id },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profession', headers })).json(),
    ).toHaveLength(1);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/user/degree',
      headers,
      payload: { id: degrees[2].id },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/degree', headers })).json(),
    ).toEqual([]);
  });
});
