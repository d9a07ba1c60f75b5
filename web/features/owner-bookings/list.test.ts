import { describe, expect, it } from 'vitest';
import type { TBooking } from '../booking/api';
import {
  boatsOf,
  checkInInDays,
  countByStatus,
  filterBookings,
  isAwaitingAnswer,
  readFilter,
  sortBookings,
} from './list';

// 10:00 in Madrid on Saturday 21 November 2026
const now = Date.parse('2026-11-21T09:00:00Z');
const hours = (h: number) => new Date(now + h * 3_600_000).toISOString();

function booking(id: string, over: Partial<TBooking> = {}): TBooking {
  return {
    id,
    status: 'pending',
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    respondBy: hours(10),
    createdAt: '2026-11-20T10:00:00Z',
    checkedInAt: null,
    boat: { id: 'boat-a', name: 'Alba', slug: 'alba', harbour: 'Palma', pictureId: null },
    ...over,
  } as TBooking;
}

describe('sortBookings', () => {
  it('puts pending requests first by time left, then check-ins soonest first, then the rest', () => {
    const items = [
      booking('past', { status: 'enjoyed', startDate: '2026-10-01' }),
      booking('later-pending', { respondBy: hours(20) }),
      booking('in-3-days', { status: 'accepted', startDate: '2026-11-24' }),
      booking('rejected', { status: 'rejected', startDate: '2026-12-20' }),
      booking('urgent', { respondBy: hours(1) }),
      booking('today', { status: 'accepted', startDate: '2026-11-21' }),
      booking('far', { status: 'accepted', startDate: '2027-02-01' }),
    ];
    expect(sortBookings(items, now).map((b) => b.id)).toEqual([
      'urgent',
      'later-pending',
      'today',
      'in-3-days',
      'far',
      'rejected',
      'past',
    ]);
  });
});

describe('checkInInDays', () => {
  it('counts the days to an accepted departure within a week, in Madrid', () => {
    expect(checkInInDays(booking('a', { status: 'accepted', startDate: '2026-11-21' }), now)).toBe(
      0,
    );
    expect(checkInInDays(booking('a', { status: 'accepted', startDate: '2026-11-28' }), now)).toBe(
      7,
    );
    expect(
      checkInInDays(booking('a', { status: 'accepted', startDate: '2026-11-29' }), now),
    ).toBeNull();
    expect(
      checkInInDays(booking('a', { status: 'accepted', startDate: '2026-11-20' }), now),
    ).toBeNull();
  });

  it('leaves out requests and bookings already checked in', () => {
    expect(checkInInDays(booking('a', { startDate: '2026-11-21' }), now)).toBeNull();
    const checkedIn = booking('a', {
      status: 'accepted',
      startDate: '2026-11-21',
      checkedInAt: hours(-1),
    });
    expect(checkInInDays(checkedIn, now)).toBeNull();
  });

  it('takes the Madrid date near midnight', () => {
    // 23:30 UTC on the 21st is already the 22nd in Madrid
    const late = Date.parse('2026-11-21T23:30:00Z');
    expect(checkInInDays(booking('a', { status: 'accepted', startDate: '2026-11-22' }), late)).toBe(
      0,
    );
  });
});

describe('filters', () => {
  const items = [
    booking('1'),
    booking('2', { status: 'accepted' }),
    booking('3', {
      status: 'accepted',
      boat: { id: 'boat-b', name: 'Brisa' } as TBooking['boat'],
    }),
  ];

  it('filter by status and by boat', () => {
    expect(filterBookings(items, { status: 'accepted', boatId: null }).map((b) => b.id)).toEqual([
      '2',
      '3',
    ]);
    expect(
      filterBookings(items, { status: 'accepted', boatId: 'boat-a' }).map((b) => b.id),
    ).toEqual(['2']);
    expect(filterBookings(items, { status: null, boatId: null })).toHaveLength(3);
  });

  it('count each status, of one boat when chosen', () => {
    expect(countByStatus(items, null)).toMatchObject({ pending: 1, accepted: 2, enjoyed: 0 });
    expect(countByStatus(items, 'boat-b')).toMatchObject({ pending: 0, accepted: 1 });
  });

  it('list the boats by name', () => {
    expect(boatsOf([...items].reverse())).toEqual([
      { id: 'boat-a', name: 'Alba' },
      { id: 'boat-b', name: 'Brisa' },
    ]);
  });

  it('read the query string, ignoring unknown statuses', () => {
    expect(readFilter(new URLSearchParams('status=expired&boat=x'))).toEqual({
      status: 'expired',
      boatId: 'x',
    });
    expect(readFilter(new URLSearchParams('status=nope'))).toEqual({ status: null, boatId: null });
  });
});

describe('isAwaitingAnswer', () => {
  it('is a pending request inside its window', () => {
    expect(isAwaitingAnswer(booking('a'), now)).toBe(true);
    expect(isAwaitingAnswer(booking('a', { respondBy: hours(-1) }), now)).toBe(false);
    expect(isAwaitingAnswer(booking('a', { status: 'accepted' }), now)).toBe(false);
  });
});
