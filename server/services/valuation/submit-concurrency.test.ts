import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boats, bookings, valuations } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { bookingParties, requestBooking } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * The reveal-together rule under races: the two sides of a trip sending their valuations at the
 * same instant (and each of them twice). Meaningful on PostgreSQL (DATABASE_URL, a pool of
 * connections); on PGlite the transactions run one after the other and the same holds.
 */
describe('valuing one trip concurrently', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores one valuation per side, answers 409 to the duplicates and publishes both together', async () => {
    const trips = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const s = await bookingParties(t.app);
        const id = await requestBooking(t.app, s.client.headers, s.boat.id);
        const accepted = await t.app.inject({
          method: 'POST',
          url: `/api/booking/${id}/accept`,
          headers: s.ownerHeaders,
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
        const end = addDays(todayInMadrid(), -1);
        await t.db
          .update(bookings)
          .set({ status: 'enjoyed', startDate: end, endDate: end })
          .where(eq(bookings.id, id));
        return { ...s, id };
      }),
    );
    const client = {
      rating: 4,
      categories: { boatCondition: 4, cleanliness: 4, communication: 4, value: 4 },
      comment: 'Un día perfecto en el agua, todo como se describía.',
    };
    const owner = { rating: 5, comment: 'Encantadores y puntuales, cuidaron el barco.' };
    const answers = await Promise.all(
      trips.flatMap((s) =>
        [
          [s.client.headers, client],
          [s.ownerHeaders, owner],
          [s.client.headers, client],
          [s.ownerHeaders, owner],
        ].map(([headers, payload]) =>
          t.app.inject({
            method: 'POST',
            url: `/api/booking/${s.id}/valuation`,
            headers: headers as Record<string, string>,
            payload: payload as object,
          }),
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(12);
    expect(codes.filter((c) => c === 409)).toHaveLength(12);
    for (const s of trips) {
      const rows = await t.db.select().from(valuations).where(eq(valuations.bookingId, s.id));
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.revealedAt !== null)).toBe(true);
      const [boat] = await t.db.select().from(boats).where(eq(boats.id, s.boat.id));
      expect(boat).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
    }
  });
});
