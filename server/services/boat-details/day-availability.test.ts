import { describe, expect, it } from 'vitest';
import { occupancyRange } from '../../../shared/occupancy';
import { takenWithin } from './day-availability';

describe('takenWithin', () => {
  // a booking of the morning of 10 June, read for June
  const known = takenWithin('2026-06-01', '2026-06-30', [
    { lower: '2026-06-10 00:00:00', upper: '2026-06-10 14:00:00' },
  ]);

  it('answers from the stretches read for stays inside the days read', () => {
    expect(known(occupancyRange('2026-06-10', '2026-06-10', 'day'))).toBe(true);
    expect(known(occupancyRange('2026-06-08', '2026-06-12', 'days'))).toBe(true);
    expect(known(occupancyRange('2026-06-10', '2026-06-10', 'half_day', 'morning'))).toBe(true);
    expect(known(occupancyRange('2026-06-10', '2026-06-10', 'half_day', 'afternoon'))).toBe(false);
    expect(known(occupancyRange('2026-06-11', '2026-06-11', 'day'))).toBe(false);
    // the last day read, to its midnight
    expect(known(occupancyRange('2026-06-30', '2026-06-30', 'day'))).toBe(false);
  });

  it('does not answer for stays that reach outside the days read', () => {
    expect(known(occupancyRange('2026-06-29', '2026-07-02', 'days'))).toBeUndefined();
    expect(known(occupancyRange('2026-05-31', '2026-06-01', 'days'))).toBeUndefined();
  });
});
