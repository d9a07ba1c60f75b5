import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import { recordAudit } from '../../services/audit/record-audit';
import { bearerOf } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { fieldNames } from './testing';

describe('the audit log (superAdmin only)', () => {
  let t: TTestApp;
  let admin: TUser;
  let superHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', name: 'Ada', surname: 'Lovelace' });
    superHeaders = await bearerOf(t.app, await createUser(t.db, { role: 'superAdmin' }));
    await recordAudit(t.db, {
      actorId: admin.id,
      action: 'boat.approve',
      targetType: 'boat',
      targetId: 'b-1',
      before: { status: 'pending_review' },
      after: { status: 'published' },
    });
    await recordAudit(t.db, {
      actorId: admin.id,
      action: 'user.disable',
      targetType: 'user',
      targetId: 'u-1',
      before: { disabledAt: null },
      after: { disabledAt: '2026-11-22T00:00:00.000Z' },
      reason: 'Spam',
    });
  });
  afterAll(() => t.close());

  const audit = (query = '', headers: Record<string, string> = superHeaders) =>
    t.app.inject({ url: `/api/backoffice/admin/audit${query}`, headers });

  it('lists entries newest first with the actor’s name, and filters them', async () => {
    const res = await audit();
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((e: { action: string }) => e.action)).toEqual([
      'user.disable',
      'boat.approve',
    ]);
    expect(res.json().items[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Lovelace' },
      targetType: 'user',
      targetId: 'u-1',
      before: { disabledAt: null },
      reason: 'Spam',
    });
    expect((await audit('?action=boat')).json().total).toBe(1);
    expect((await audit('?targetType=user&targetId=u-1')).json().total).toBe(1);
    expect((await audit(`?actor=${admin.id}`)).json().total).toBe(2);
  });

  it('answers 401, 403 to clients, shipowners and admins, 400 naming the field', async () => {
    expect((await t.app.inject({ url: '/api/backoffice/admin/audit' })).statusCode).toBe(401);
    for (const role of ['client', 'shipowner'] as const) {
      const headers = await bearerOf(t.app, await createUser(t.db, { role }));
      expect((await audit('', headers)).statusCode).toBe(403);
    }
    expect((await audit('', await bearerOf(t.app, admin))).statusCode).toBe(403);
    const bad = await audit('?actor=someone');
    expect(bad.statusCode).toBe(400);
    expect(fieldNames(bad.json())).toContain('actor');
  });
});
