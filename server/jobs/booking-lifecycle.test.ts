import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingParties, daysAhead, requestBooking } from '../testing/booking';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { bookingLifecycleJob, createBookingLifecycleJob } from './booking-lifecycle';
import { runJobOnce } from './scheduler';

const hour = 3_600_000;

describe('booking lifecycle job', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A request for one day `daysFromNow` ahead, through the API; accepted by the owner if asked. */
  async function request(daysFromNow: number, accept = false) {
    const { boat, ownerHeaders, client } = await bookingParties(t.app);
    const id = await requestBooking(t.app, client.headers, boat.id, {
      start_date: daysAhead(daysFromNow),
      duration: 'day',
    });
    if (accept) {
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/booking/${id}/accept`,
        headers: ownerHeaders,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    return id;
  }
  const statusOf = async (id: string) =>
    (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!
      .status;

  it('expires pending requests once their window has closed, and only those', async () => {
    const id = await request(20);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    const respondBy = row!.respondBy.getTime();
    await runJobOnce(t.db, bookingLifecycleJob, new Date(respondBy - 60_000));
    expect(await statusOf(id)).toBe('pending');
    expect(await runJobOnce(t.db, bookingLifecycleJob, new Date(respondBy + 1))).toBeGreaterThan(0);
    expect(await statusOf(id)).toBe('expired');
    // a later round finds nothing more to do
    const again = await runJobOnce(t.db, bookingLifecycleJob, new Date(respondBy + hour));
    expect(again).toBe(0);
  });

  it('moves only the booking it is given (the dev route, for end-to-end tests)', async () => {
    const mine = await request(40, true);
    const other = await request(40, true);
    const pending = await request(41);
    const later = new Date(Date.parse(`${daysAhead(43)}T12:00:00Z`));
    expect(
      await runJobOnce(t.db, createBookingLifecycleJob(undefined, undefined, mine), later),
    ).toBe(1);
    expect(await statusOf(mine)).toBe('enjoyed');
    expect(await statusOf(other)).toBe('accepted');
    expect(await statusOf(pending)).toBe('pending');
  });

  it('marks accepted bookings enjoyed once their day has ended (Madrid time)', async () => {
    const id = await request(10, true);
    expect(await statusOf(id)).toBe('accepted');
    const day = daysAhead(10);
    // the day ends at midnight in Madrid: 23:00 or 22:00 UTC of that date
    const [ends] = await queryRows<{ at: string | Date }>(
      t.db,
      sql`select ((${day}::date + 1)::timestamp at time zone 'Europe/Madrid') as at`,
    );
    const endsAt = new Date(ends!.at).getTime();
    await runJobOnce(t.db, bookingLifecycleJob, new Date(endsAt - 60_000));
    expect(await statusOf(id)).toBe('accepted');
    await runJobOnce(t.db, bookingLifecycleJob, new Date(endsAt));
    expect(await statusOf(id)).toBe('enjoyed');
  });

  it('leaves a request alone while someone holds it (FOR UPDATE SKIP LOCKED)', async () => {
    const id = await request(25);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    const late = new Date(row!.respondBy.getTime() + hour);
    if (t.database.kind === 'postgres') {
      // PostgreSQL: a second connection holds the row, as an accept in progress would (PGlite
      // has one connection: nothing else can hold a row while the job runs)
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${bookings} where ${bookings.id} = ${id} for update`);
        locked();
        await held;
      });
      await holding;
      await runJobOnce(t.db, bookingLifecycleJob, late);
      expect(await statusOf(id)).toBe('pending');
      release();
      await holder;
    }
    await runJobOnce(t.db, bookingLifecycleJob, late);
    expect(await statusOf(id)).toBe('expired');
  });
});
