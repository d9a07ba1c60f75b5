import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../errors';
import { createClient, createTestBoat, daysAhead } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { createBooking } from './create-booking';
import type { TBookingDeps } from './deps';
import { madridInstant, madridWallClock } from '../../../shared/madrid-time';

describe('createBooking: the owner response window', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const depsAt = (now: Date): TBookingDeps => ({
    db: t.db,
    payments: t.app.payments,
    ownerResponseHours: 24,
    firstPaymentShare: 30,
    now: () => now,
  });
  const day = daysAhead(20);
  const request = (boatId: string, slot?: 'morning' | 'afternoon') => ({
    boatId,
    start_date: day,
    duration: slot ? ('half_day' as const) : ('day' as const),
    slot,
    skipper: false,
    people: 2,
  });

  it('is OWNER_RESPONSE_HOURS from now, never later than 2 h before departure', async () => {
    const { boat } = await createTestBoat(t.db);
    const { user } = await createClient(t.app);
    const actor = { id: user.id, role: user.role };
    const early = madridInstant(daysAheadOf(day, -3), '12:00');
    const far = await createBooking(depsAt(early), actor, request(boat.id));
    expect(far.respondBy).toBe(new Date(early.getTime() + 24 * 3_600_000).toISOString());

    // the evening before a 10:00 departure: the owner has until 08:00 Madrid time
    const eve = madridInstant(daysAheadOf(day, -1), '20:00');
    const close = await createBooking(depsAt(eve), actor, request(boat.id));
    expect(madridWallClock(new Date(close.respondBy))).toBe(`${day} 08:00`);
    // an afternoon departs at 15:00: until 13:00
    const noon = madridInstant(day, '09:00');
    const afternoon = await createBooking(depsAt(noon), actor, request(boat.id, 'afternoon'));
    expect(madridWallClock(new Date(afternoon.respondBy))).toBe(`${day} 13:00`);
  });

  it('422 AA00055 when the window would already be over', async () => {
    const { boat } = await createTestBoat(t.db);
    const { user } = await createClient(t.app);
    const late = madridInstant(day, '08:30');
    const error = await createBooking(
      depsAt(late),
      { id: user.id, role: user.role },
      request(boat.id),
    ).catch((e: AppError) => e);
    expect(error).toMatchObject({ code: 'AA00055', status: 422 });
  });

  it('converts Madrid wall-clock time on both sides of daylight saving', () => {
    expect(madridInstant('2030-01-15', '10:00').toISOString()).toBe('2030-01-15T09:00:00.000Z');
    expect(madridInstant('2030-07-15', '10:00:00').toISOString()).toBe('2030-07-15T08:00:00.000Z');
    expect(madridInstant('2030-03-31', '10:00').toISOString()).toBe('2030-03-31T08:00:00.000Z');
    expect(madridWallClock(new Date('2030-10-27T09:00:00Z'))).toBe('2030-10-27 10:00');
  });
});

function daysAheadOf(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
