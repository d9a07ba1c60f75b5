import { describe, expect, it } from 'vitest';
import type { TMyValuation, TMyValuations, TValuationToWrite } from './api';
import {
  afterReplying,
  afterWriting,
  daysLeft,
  groupByBooking,
  tabFromSearch,
} from './valuation-view';

const person = (id: string, firstName: string) => ({ id, firstName, pictureId: null });
const boat = { id: 'b1', slug: 'garbi', name: 'Garbí', pictureId: null };

function toWrite(
  bookingId: string,
  aboutId: string,
  closesAt: string,
  as: 'client' | 'owner' = 'owner',
) {
  return {
    bookingId,
    boat,
    as,
    about: person(aboutId, aboutId),
    startDate: '2026-07-10',
    endDate: '2026-07-10',
    groupId: null,
    closesAt,
    otherSideWrote: false,
  } satisfies TValuationToWrite;
}

const valuation = (id: string): TMyValuation => ({
  id,
  bookingId: 'k1',
  boat,
  author: 'owner',
  from: person('o', 'Marta'),
  about: person('c1', 'Lucía'),
  rating: 5,
  categories: null,
  comment: 'Una clienta estupenda.',
  lang: 'es',
  createdAt: '2026-07-12T10:00:00.000Z',
  publishedAt: null,
  reply: null,
  repliedAt: null,
  hidden: false,
  hiddenReason: null,
  canReply: false,
});

describe('daysLeft', () => {
  const now = new Date('2026-07-20T10:00:00Z');
  it('rounds the time left up to whole days', () => {
    expect(daysLeft('2026-07-24T22:00:00Z', now)).toEqual({ days: 5, isUrgent: false });
    expect(daysLeft('2026-07-20T13:00:00Z', now)).toEqual({ days: 1, isUrgent: true });
  });
  it('is urgent from the last reminder (3 days) on, and 0 once closed', () => {
    expect(daysLeft('2026-07-23T09:00:00Z', now).isUrgent).toBe(true);
    expect(daysLeft('2026-07-19T09:00:00Z', now)).toEqual({ days: 0, isUrgent: true });
  });
});

describe('groupByBooking', () => {
  it("puts a group trip's members on one card, the soonest to close first", () => {
    const groups = groupByBooking([
      toWrite('k2', 'a', '2026-07-30T22:00:00Z'),
      toWrite('k1', 'b', '2026-07-25T22:00:00Z'),
      toWrite('k2', 'c', '2026-07-30T22:00:00Z'),
    ]);
    expect(groups.map((g) => g.map((i) => i.about.id))).toEqual([['b'], ['a', 'c']]);
  });
});

describe('afterWriting / afterReplying', () => {
  const data: TMyValuations = {
    toWrite: [
      toWrite('k1', 'c1', '2026-07-25T22:00:00Z'),
      toWrite('k1', 'c2', '2026-07-25T22:00:00Z'),
    ],
    written: [valuation('v0')],
    received: [valuation('r1')],
  };
  it('moves the one rated person of the trip to the written list, newest first', () => {
    const next = afterWriting(
      data,
      { bookingId: 'k1', about: person('c1', 'Lucía') },
      valuation('v1'),
    );
    expect(next.toWrite.map((i) => i.about.id)).toEqual(['c2']);
    expect(next.written.map((v) => v.id)).toEqual(['v1', 'v0']);
  });
  it('replaces the received valuation that got a reply', () => {
    const replied = { ...valuation('r1'), reply: 'Gracias', canReply: false };
    expect(afterReplying(data, replied).received[0]!.reply).toBe('Gracias');
  });
});

describe('tabFromSearch', () => {
  it('opens a named tab, or the trips to rate', () => {
    expect(tabFromSearch('?tab=received')).toBe('received');
    expect(tabFromSearch('?tab=nope')).toBe('toWrite');
    expect(tabFromSearch('')).toBe('toWrite');
  });
});
