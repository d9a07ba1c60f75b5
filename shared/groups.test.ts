import { describe, expect, it } from 'vitest';
import { canCreateGroupOn, firstGroupDate, groupDeadline, pricePerPersonCents } from './groups';

describe('pricePerPersonCents', () => {
  it('splits the day and skipper prices over the target size, rounded up to the cent', () => {
    expect(pricePerPersonCents(60_000, 15_000, 6)).toBe(12_500);
    expect(pricePerPersonCents(10_000, 0, 3)).toBe(3_334);
    expect(pricePerPersonCents(10_001, 0, 1)).toBe(10_001);
  });
});

describe('groupDeadline', () => {
  it('is 48 hours before 10:00 Madrid on the sail date, in summer and winter time', () => {
    expect(groupDeadline('2027-07-10').toISOString()).toBe('2027-07-08T08:00:00.000Z');
    expect(groupDeadline('2027-01-10').toISOString()).toBe('2027-01-08T09:00:00.000Z');
  });
});

describe('firstGroupDate', () => {
  it('is the first date whose deadline is still ahead', () => {
    // 2027-07-07 09:00 Madrid: 2027-07-09's deadline (07-07 10:00) is an hour ahead
    const morning = new Date('2027-07-07T07:00:00Z');
    expect(firstGroupDate(morning)).toBe('2027-07-09');
    // 11:00 Madrid: that deadline has passed, the 10th is the first
    const late = new Date('2027-07-07T09:00:00Z');
    expect(firstGroupDate(late)).toBe('2027-07-10');
    expect(canCreateGroupOn('2027-07-09', late)).toBe(false);
  });
});
