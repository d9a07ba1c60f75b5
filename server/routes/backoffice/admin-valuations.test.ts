import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { auditLog, boats, bookings } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { bearerOf, bookingParties, requestBooking, type THeaders } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('admin moderation of valuations', () => {
  let t: TTestApp;
  let admin: THeaders;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await bearerOf(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  /** A trip both sides rated: the client's valuation is published. */
  async function publishedReview(comment = 'El patrón nos trató fatal, no lo recomiendo nada.') {
    const s = await bookingParties(t.app);
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/accept`,
      headers: s.ownerHeaders,
    });
    const end = addDays(todayInMadrid(), -1);
    await t.db
      .update(bookings)
      .set({ status: 'enjoyed', startDate: end, endDate: end })
      .where(eq(bookings.id, id));
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/valuation`,
      headers: s.client.headers,
      payload: {
        rating: 1,
        categories: { boatCondition: 1, cleanliness: 2, communication: 1, value: 1 },
        comment,
      },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/valuation`,
      headers: s.ownerHeaders,
      payload: { rating: 3, comment: 'Llegaron tarde, por lo demás bien.' },
    });
    return { ...s, valuationId: review.json().id as string };
  }
  const moderate = (
    id: string,
    action: 'hide' | 'show',
    headers?: THeaders,
    reason = 'Insultos al patrón',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/admin/valuation/${id}/${action}`,
      headers,
      payload: { reason },
    });
  const boatRow = async (id: string) =>
    (await t.db.select().from(boats).where(eq(boats.id, id)))[0]!;

  it('hides a valuation from the boat page and its ratings, with the reason in the audit log, and shows it again', async () => {
    const s = await publishedReview();
    expect(await boatRow(s.boat.id)).toMatchObject({ ratingCount: 1, ratingAverage: 1 });
    const hidden = await moderate(s.valuationId, 'hide', admin);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, hiddenReason: 'Insultos al patrón' });
    expect(await boatRow(s.boat.id)).toMatchObject({ ratingCount: 0, ratingAverage: null });
    const page = await t.app.inject({ method: 'GET', url: `/api/boat/${s.boat.id}/valuation` });
    expect(page.json()).toMatchObject({ total: 0, items: [] });
    // its author still sees it, marked hidden with the reason
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/valuation',
      headers: s.client.headers,
    });
    expect(mine.json().written).toMatchObject([
      { id: s.valuationId, hidden: true, hiddenReason: 'Insultos al patrón' },
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'valuation'), eq(auditLog.targetId, s.valuationId)));
    expect(entry).toMatchObject({ action: 'valuation.hide', reason: 'Insultos al patrón' });

    const twice = await moderate(s.valuationId, 'hide', admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('AA00185');
    const shown = await moderate(s.valuationId, 'show', admin, 'Revisado: se queda');
    expect(shown.statusCode).toBe(200);
    expect(await boatRow(s.boat.id)).toMatchObject({ ratingCount: 1, ratingAverage: 1 });
  });

  it('lists by status and words for admins', async () => {
    const s = await publishedReview('Crucero con delfines frente a Nerja, inolvidable.');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/admin/valuation?status=published&q=DELFINES%20frente',
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((v: { id: string }) => v.id)).toContain(s.valuationId);
    const byAuthor = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/admin/valuation?q=${encodeURIComponent(s.client.user.name)}`,
      headers: admin,
    });
    expect(byAuthor.json().items.map((v: { id: string }) => v.id)).toContain(s.valuationId);
    const hiddenOnly = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/admin/valuation?status=hidden&q=delfines',
      headers: admin,
    });
    expect(hiddenOnly.json()).toMatchObject({ total: 0, items: [] });
  });

  it('answers 401 without a session, 403 to clients and owners, 404 for an unknown one, 400 naming the field', async () => {
    const s = await publishedReview();
    expect((await moderate(s.valuationId, 'hide')).statusCode).toBe(401);
    expect((await moderate(s.valuationId, 'hide', s.client.headers)).statusCode).toBe(403);
    expect((await moderate(s.valuationId, 'hide', s.ownerHeaders)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/admin/valuation',
      headers: s.ownerHeaders,
    });
    expect(list.statusCode).toBe(403);
    const unknown = await moderate('00000000-0000-4000-8000-000000000000', 'hide', admin);
    expect(unknown.statusCode).toBe(404);
    const empty = await moderate(s.valuationId, 'hide', admin, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('reason');
    const badStatus = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/admin/valuation?status=nope',
      headers: admin,
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields[0].field).toBe('status');
  });
});
