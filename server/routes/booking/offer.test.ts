import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatOccupancy, bookings } from '../../../db/schema';
import { ledgerTotals } from '../../services/billing/ledger-totals';
import {
  bookingParties,
  createClient,
  daysAhead,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('bookings: offers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setup = async () => {
    const parties = await bookingParties(t.app);
    const id = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    return { ...parties, id };
  };
  const offer = (id: string, headers: THeaders | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/offer`, headers, payload });
  const acceptOffer = (id: string, headers?: THeaders) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/offer/accept`, headers });

  it('the owner offers a price, a new offer replaces it, the client accepts at the offered total', async () => {
    const s = await setup();
    const first = await offer(s.id, s.ownerHeaders, { price: '450.50', note: 'Weekday price' });
    expect(first.statusCode).toBe(200);
    expect(first.json().offer).toMatchObject({
      totalCents: 45_050,
      discountPercent: null,
      note: 'Weekday price',
    });
    const second = await offer(s.id, s.ownerHeaders, { discount: 10 });
    expect(second.json()).toMatchObject({
      status: 'pending',
      offer: { totalCents: 54_000, discountPercent: 10, note: null },
      price: { totalCents: 60_000 },
    });
    const seen = await t.app.inject({ url: `/api/booking/${s.id}`, headers: s.client.headers });
    expect(seen.json().offer.totalCents).toBe(54_000);

    expect((await acceptOffer(s.id, s.ownerHeaders)).statusCode).toBe(403);
    const accepted = await acceptOffer(s.id, s.client.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      role: 'client',
      price: { totalCents: 54_000, firstPayment: { amountCents: 16_200 } },
    });
    expect((await ledgerTotals(t.db, s.id)).chargedCents).toBe(16_200);
    const held = await t.db.select().from(boatOccupancy).where(eq(boatOccupancy.referenceId, s.id));
    expect(held).toHaveLength(1);

    expect((await acceptOffer(s.id, s.client.headers)).statusCode).toBe(409);
    const late = await offer(s.id, s.ownerHeaders, { discount: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('AA00051');
  });

  it('409 accepting without an offer, or once the response window is over', async () => {
    const s = await setup();
    const none = await acceptOffer(s.id, s.client.headers);
    expect(none.statusCode).toBe(409);
    await offer(s.id, s.ownerHeaders, { price: '100' });
    await t.db
      .update(bookings)
      .set({ respondBy: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, s.id));
    expect((await acceptOffer(s.id, s.client.headers)).statusCode).toBe(409);
    expect((await offer(s.id, s.ownerHeaders, { price: '90' })).statusCode).toBe(409);
  });

  it('400 naming the field, 401, 403 for the client, 404 for a stranger', async () => {
    const s = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'price'],
      [{ price: '450', discount: 10 }, 'price'],
      [{ price: '45.999' }, 'price'],
      [{ price: '0' }, 'price'],
      [{ discount: 0 }, 'discount'],
      [{ discount: 100 }, 'discount'],
      [{ discount: 12.5 }, 'discount'],
      [{ price: '10', note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [payload, field] of cases) {
      const response = await offer(s.id, s.ownerHeaders, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        response.json().fields.map((f: { field: string }) => f.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect((await offer(s.id, undefined, { price: '10' })).statusCode).toBe(401);
    expect((await offer(s.id, s.client.headers, { price: '10' })).statusCode).toBe(403);
    const stranger = await createClient(t.app);
    expect((await offer(s.id, stranger.headers, { price: '10' })).statusCode).toBe(404);
    expect((await acceptOffer(s.id, stranger.headers)).statusCode).toBe(404);
    expect((await acceptOffer(s.id)).statusCode).toBe(401);
    expect((await acceptOffer('nope', s.client.headers)).statusCode).toBe(400);
  });

  it('with offeredAt: 409 AA00057 and nothing changed when the owner replaced the offer', async () => {
    const s = await setup();
    const first = await offer(s.id, s.ownerHeaders, { price: '500' });
    const shown: string = first.json().offer.offeredAt;
    // the owner changes the offer while the client looks at the first one
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await offer(s.id, s.ownerHeaders, { price: '550' });
    const current: string = second.json().offer.offeredAt;
    expect(current).not.toBe(shown);

    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${s.id}/offer/accept`,
      headers: s.client.headers,
      payload: { offeredAt: shown },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'AA00057',
      message: {
        es: 'El armador ha cambiado la oferta; revisa la nueva.',
        en: 'The owner changed the offer; check the new one.',
      },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, s.id));
    expect(row).toMatchObject({ status: 'pending', offerTotalCents: 55_000, totalCents: 60_000 });
    expect(await ledgerTotals(t.db, s.id)).toMatchObject({ chargedCents: 0 });
    const held = await t.db.select().from(boatOccupancy).where(eq(boatOccupancy.referenceId, s.id));
    expect(held).toHaveLength(0);

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${s.id}/offer/accept`,
      headers: s.client.headers,
      payload: { offeredAt: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toContain('offeredAt');

    const fresh = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${s.id}/offer/accept`,
      headers: s.client.headers,
      payload: { offeredAt: current },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ status: 'accepted', price: { totalCents: 55_000 } });
  });

  it('an offer confirms availability: 409 when the days are taken', async () => {
    const s = await setup();
    await t.db.insert(boatOccupancy).values({
      boatId: s.boat.id,
      kind: 'blocked',
      during: `[${daysAhead(30)} 00:00:00,${daysAhead(31)} 00:00:00)`,
      createdBy: s.owner.id,
    });
    const response = await offer(s.id, s.ownerHeaders, { discount: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('AA00052');
  });
});
