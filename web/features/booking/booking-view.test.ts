import { describe, expect, it } from 'vitest';
import type { TBooking } from './api';
import {
  bookingReference,
  canCancel,
  canCheckIn,
  countByStatus,
  dayCount,
  filterBookings,
  formatTripDates,
  groupDayPrices,
  isAnswerable,
  parseListFilter,
  refundPreview,
  scheduleOf,
  timeLeft,
} from './booking-view';

function booking(over: Partial<TBooking> = {}): TBooking {
  const base: TBooking = {
    id: '3f2a9c1e-0000-4000-8000-000000000001',
    status: 'accepted',
    startDate: '2026-07-20',
    endDate: '2026-07-20',
    group: null,
    rated: false,
    duration: 'day',
    slot: null,
    people: 4,
    skipper: true,
    message: null,
    price: {
      days: [{ date: '2026-07-20', priceCents: 40000 }],
      boatCents: 40000,
      skipperCents: 15000,
      totalCents: 55000,
      firstPaymentPercent: 30,
      cardFeePercent: 0,
      firstPayment: { baseCents: 16500, feeCents: 0, amountCents: 16500 },
      restAtCheckIn: { baseCents: 38500, feeCents: 0, amountCents: 38500 },
    },
    offer: null,
    respondBy: '2026-07-01T10:00:00.000Z',
    rejectReason: null,
    canceledBy: null,
    lastChargeFailure: null,
    createdAt: '2026-06-30T10:00:00.000Z',
    checkedInAt: null,
    boat: {
      id: '3f2a9c1e-0000-4000-8000-000000000002',
      slug: 'alisio',
      name: 'Alisio',
      harbour: 'Port Olímpic',
      pictureId: null,
      cancellation: 'moderate',
      departureTime: '10:00',
      arrivalTime: '19:00',
    },
    client: {
      id: '3f2a9c1e-0000-4000-8000-000000000003',
      name: 'Lucía',
      pictureId: null,
      rating: { average: null, count: 0 },
    },
    owner: {
      id: '3f2a9c1e-0000-4000-8000-000000000004',
      name: 'Marc',
      pictureId: null,
      rating: { average: null, count: 0 },
    },
    payments: { chargedCents: 16500, refundedCents: 0, items: [] },
    role: 'client',
  };
  return { ...base, ...over };
}

describe('booking view', () => {
  it('counts the time left to answer, never below zero', () => {
    const now = new Date('2026-07-01T04:35:00Z');
    expect(timeLeft('2026-07-01T10:00:00Z', now)).toEqual({ days: 0, hours: 5, minutes: 25 });
    expect(timeLeft('2026-07-03T10:00:00Z', now)).toEqual({ days: 2, hours: 5, minutes: 25 });
    expect(timeLeft('2026-07-01T04:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('previews the refund as the server computes it', () => {
    const b = booking();
    // moderate: everything back until 7 days before the departure, half after, nothing once gone
    expect(refundPreview(b, 'client', '10:00', new Date('2026-07-10T08:00:00Z'))).toEqual({
      paidCents: 16500,
      percent: 100,
      refundCents: 16500,
    });
    expect(refundPreview(b, 'client', '10:00', new Date('2026-07-18T08:00:00Z'))).toEqual({
      paidCents: 16500,
      percent: 50,
      refundCents: 8250,
    });
    expect(refundPreview(b, 'client', '10:00', new Date('2026-07-20T08:30:00Z')).refundCents).toBe(
      0,
    );
    // the owner always gives everything back, less what was already refunded
    const partly = booking({ payments: { chargedCents: 16500, refundedCents: 500, items: [] } });
    expect(refundPreview(partly, 'owner', '10:00', new Date('2026-07-20T09:00:00Z'))).toEqual({
      paidCents: 16500,
      percent: 100,
      refundCents: 16000,
    });
  });

  it('takes an afternoon half day to start at 15:00', () => {
    const b = booking({
      duration: 'half_day',
      slot: 'afternoon',
      boat: { ...booking().boat, cancellation: 'flexible' },
    });
    // flexible: until 24 h before 15:00 the day before
    expect(refundPreview(b, 'client', '10:00', new Date('2026-07-19T12:30:00Z')).percent).toBe(100);
    expect(refundPreview(b, 'client', '10:00', new Date('2026-07-19T13:30:00Z')).percent).toBe(0);
    expect(scheduleOf(b, { departureTime: '10:00', arrivalTime: '19:00' })).toEqual({
      from: '15:00',
      to: '19:00',
    });
    expect(
      scheduleOf(booking({ slot: 'morning' }), { departureTime: '09:30:00', arrivalTime: '19:00' }),
    ).toEqual({ from: '09:30', to: '14:00' });
  });

  it('opens the check-in on the departure day, once', () => {
    const b = booking();
    expect(canCheckIn(b, new Date('2026-07-19T21:59:00Z'))).toBe(false);
    expect(canCheckIn(b, new Date('2026-07-19T22:00:00Z'))).toBe(true);
    expect(
      canCheckIn(
        booking({ checkedInAt: '2026-07-20T08:00:00Z' }),
        new Date('2026-07-20T09:00:00Z'),
      ),
    ).toBe(false);
    expect(canCheckIn(booking({ status: 'pending' }), new Date('2026-07-20T09:00:00Z'))).toBe(
      false,
    );
  });

  it('knows who may still act', () => {
    const now = new Date('2026-07-01T09:00:00Z');
    expect(isAnswerable(booking({ status: 'pending' }), now)).toBe(true);
    expect(isAnswerable(booking({ status: 'pending' }), new Date('2026-07-01T10:00:00Z'))).toBe(
      false,
    );
    expect(canCancel(booking({ status: 'pending' }))).toBe(true);
    expect(canCancel(booking({ status: 'pending', role: 'owner' }))).toBe(false);
    expect(canCancel(booking({ role: 'owner' }))).toBe(true);
    expect(canCancel(booking({ status: 'enjoyed' }))).toBe(false);
  });

  it('writes dates for people and counts days', () => {
    expect(formatTripDates('2026-07-20', '2026-07-20', 'en')).toBe('Mon, 20 July 2026');
    expect(formatTripDates('2026-07-20', '2026-07-23', 'es', 'short')).toMatch(/20.*23 jul.*2026/);
    expect(dayCount({ startDate: '2026-03-28', endDate: '2026-03-31' })).toBe(4);
    expect(bookingReference('3f2a9c1e-0000')).toBe('3F2A9C1E');
  });

  it('filters the list by label', () => {
    const list = [booking(), booking({ status: 'expired' }), booking({ status: 'accepted' })];
    expect(countByStatus(list)).toMatchObject({ accepted: 2, expired: 1, pending: 0 });
    expect(filterBookings(list, 'expired')).toHaveLength(1);
    expect(filterBookings(list, 'all')).toHaveLength(3);
    expect(parseListFilter('canceled')).toBe('canceled');
    expect(parseListFilter('nope')).toBe('all');
  });
});

describe('day lines', () => {
  it('puts days of one price together, in order', () => {
    expect(
      groupDayPrices([
        { date: '2026-08-30', priceCents: 42000 },
        { date: '2026-08-31', priceCents: 42000 },
        { date: '2026-09-01', priceCents: 36000 },
      ]),
    ).toEqual([
      { count: 2, priceCents: 42000, totalCents: 84000 },
      { count: 1, priceCents: 36000, totalCents: 36000 },
    ]);
  });
});
