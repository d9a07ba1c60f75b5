import { describe, expect, it } from 'vitest';
import { madridInstant, madridWallClock, wallClockIn, zonedInstant } from './madrid-time';

describe('Madrid wall clock', () => {
  it('reads a wall-clock time as the instant it is in Madrid, summer and winter', () => {
    expect(madridInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(madridInstant('2026-01-15', '10:00:59').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    // the days the clocks change (29 March and 25 October 2026), after the change
    expect(madridInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(madridInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('gives the wall clock of an instant, and back', () => {
    expect(madridWallClock(new Date('2026-07-01T08:30:45Z'))).toBe('2026-07-01 10:30');
    expect(madridWallClock(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01 00:30');
    expect(madridWallClock(madridInstant('2026-10-25', '18:45'))).toBe('2026-10-25 18:45');
  });

  it('reads other zones, and an unknown zone as Madrid', () => {
    expect(new Date(zonedInstant('2026-07-01', '10:00:00', 'America/New_York')).toISOString()).toBe(
      '2026-07-01T14:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '10:00:00', 'Not/AZone')).toBe(
      zonedInstant('2026-07-01', '10:00:00', 'Europe/Madrid'),
    );
    expect(wallClockIn(Date.parse('2026-07-01T14:00:00Z'), 'America/New_York')).toBe(
      '2026-07-01 10:00:00',
    );
  });
});
