import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import { auditLog, bookings, groups } from '../../../db/schema';
import { bearerOf, bookingParties, requestBooking } from '../../testing/booking';
import { createTestGroup, groupBody, groupParties } from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { fieldNames } from './testing';

type TLine = { kind: string; status: string; amountCents: number; chargeEntryId: string | null };

describe('admin bookings and groups: search, ledger, cancel with refund (decision 0033)', () => {
  let t: TTestApp;
  let admin: TUser;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin' });
    headers = await bearerOf(t.app, admin);
  });
  afterAll(() => t.close());

  /** An accepted two-day booking (first payment charged) of a new boat and client. */
  async function accepted() {
    const parties = await bookingParties(t.app);
    const id = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/accept`,
      headers: parties.ownerHeaders,
    });
    expect(accept.statusCode).toBe(200);
    return { ...parties, id };
  }

  it('lists and finds bookings by boat, client email or id, and filters by status', async () => {
    const { id, boat, client } = await accepted();
    const list = await t.app.inject({ url: '/api/backoffice/admin/booking', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id, status: 'accepted', boat: { id: boat.id } });
    for (const q of [boat.name.toUpperCase(), client.user.email, id.slice(0, 8)]) {
      const found = await t.app.inject({
        url: `/api/backoffice/admin/booking?q=${encodeURIComponent(q)}`,
        headers,
      });
      expect(found.json().items.map((b: { id: string }) => b.id)).toContain(id);
    }
    const pending = await t.app.inject({
      url: '/api/backoffice/admin/booking?status=pending',
      headers,
    });
    expect(pending.json().items.map((b: { id: string }) => b.id)).not.toContain(id);
    const bad = await t.app.inject({ url: '/api/backoffice/admin/booking?status=lost', headers });
    expect(bad.statusCode).toBe(400);
    expect(fieldNames(bad.json())).toContain('status');
  });

  it('answers 401, 403 to clients and shipowners (even the booking’s own), 404 unknown', async () => {
    const { id, owner, client } = await accepted();
    const urls = [
      '/api/backoffice/admin/booking',
      `/api/backoffice/admin/booking/${id}`,
      '/api/backoffice/admin/group',
    ];
    for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const user of [owner, client.user]) {
      const h = await bearerOf(t.app, user);
      for (const url of urls)
        expect((await t.app.inject({ url, headers: h })).statusCode).toBe(403);
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/admin/booking/${id}/cancel`,
        headers: h,
        payload: { reason: 'No es mío' },
      });
      expect(cancel.statusCode).toBe(403);
    }
    const unknown = await t.app.inject({
      url: '/api/backoffice/admin/booking/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const unknownGroup = await t.app.inject({
      url: '/api/backoffice/admin/group/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(unknownGroup.statusCode).toBe(404);
  });

  it('cancels an accepted booking with a full refund to the cent, in the ledger and the audit log', async () => {
    const { id } = await accepted();
    const before = (
      await t.app.inject({ url: `/api/backoffice/admin/booking/${id}`, headers })
    ).json();
    expect(before.cancelable).toBe(true);
    const charged = before.totals.chargedCents;
    expect(charged).toBe(18_000); // 30 % of two days at 300 €
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/booking/${id}/cancel`,
      headers,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(fieldNames(noReason.json())).toContain('reason');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/booking/${id}/cancel`,
      headers,
      payload: { reason: 'El barco tiene una avería' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'canceled', canceledBy: 'owner', cancelable: false });
    expect(body.totals).toMatchObject({ chargedCents: charged, refundedCents: charged });
    const refunds = body.ledger.filter((l: TLine) => l.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'succeeded', amountCents: charged });
    expect(body.ledger.some((l: TLine) => l.kind === 'commission')).toBe(false);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'booking.cancel')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'booking',
      reason: 'El barco tiene una avería',
      before: { status: 'accepted' },
      after: { status: 'canceled', refundedCents: charged },
    });
    // a second cancel is a conflict, and nothing more is refunded
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/booking/${id}/cancel`,
      headers,
      payload: { reason: 'Otra vez por si acaso' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('cancels an open group refunding every member, with members and ledger on its page', async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(t.app, parties.creator.headers, groupBody(parties));
    const list = await t.app.inject({
      url: `/api/backoffice/admin/group?q=${encodeURIComponent('calas del SUR')}&status=open`,
      headers,
    });
    expect(list.json().items.map((g: { id: string }) => g.id)).toContain(group.id);
    const detail = (
      await t.app.inject({ url: `/api/backoffice/admin/group/${group.id}`, headers })
    ).json();
    expect(detail.members).toHaveLength(1);
    const charged = detail.members[0].chargedCents;
    expect(charged).toBeGreaterThan(0);
    expect(detail.cancelable).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/group/${group.id}/cancel`,
      headers,
      payload: { reason: 'Puerto cerrado por temporal' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', cancelable: false });
    expect(res.json().members[0]).toMatchObject({ chargedCents: charged, refundedCents: charged });
    expect(res.json().totals.refundedCents).toBe(charged);
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.canceledReason).toBe('admin');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, group.id), eq(auditLog.action, 'group.cancel')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      after: { status: 'canceled', refundedCents: charged },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/group/${group.id}/cancel`,
      headers,
      payload: { reason: 'Otra vez por si acaso' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AA00144');
    const client = await bearerOf(t.app, parties.creator.user);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/group/${group.id}/cancel`,
      headers: client,
      payload: { reason: 'Quiero cancelar' },
    });
    expect(forbidden.statusCode).toBe(403);
    const noBooking = await t.db.select().from(bookings).where(eq(bookings.groupId, group.id));
    expect(noBooking).toHaveLength(0);
  });
});
