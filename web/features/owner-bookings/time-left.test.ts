import { describe, expect, it } from 'vitest';
import { timeLeft, timeLeftText } from './time-left';

const now = Date.parse('2026-11-21T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('timeLeft', () => {
  it('is over at and after the deadline', () => {
    expect(timeLeft(inMinutes(0), now)).toEqual({ kind: 'over' });
    expect(timeLeft(inMinutes(-5), now)).toEqual({ kind: 'over' });
    expect(timeLeft('not a date', now)).toEqual({ kind: 'over' });
  });

  it('rounds down, and shows a last minute until the end', () => {
    expect(timeLeft(new Date(now + 20_000).toISOString(), now)).toEqual({
      kind: 'minutes',
      minutes: 1,
      urgent: true,
    });
    expect(timeLeft(inMinutes(59.9), now)).toEqual({ kind: 'minutes', minutes: 59, urgent: true });
  });

  it('is urgent under two hours', () => {
    expect(timeLeft(inMinutes(119), now)).toMatchObject({ kind: 'hours', hours: 1, urgent: true });
    expect(timeLeft(inMinutes(120), now)).toMatchObject({ kind: 'hours', hours: 2, urgent: false });
  });

  it('counts hours and minutes up to two days, then days and hours', () => {
    expect(timeLeft(inMinutes(5 * 60 + 20), now)).toEqual({
      kind: 'hours',
      hours: 5,
      minutes: 20,
      urgent: false,
    });
    expect(timeLeft(inMinutes(47 * 60 + 59), now)).toMatchObject({ hours: 47, minutes: 59 });
    expect(timeLeft(inMinutes(50 * 60 + 30), now)).toEqual({
      kind: 'days',
      days: 2,
      hours: 2,
      urgent: false,
    });
  });
});

describe('timeLeftText', () => {
  it('names the key and the values to say it', () => {
    expect(timeLeftText({ kind: 'over' })).toEqual({ key: 'over', values: {} });
    expect(timeLeftText(timeLeft(inMinutes(45), now))).toEqual({
      key: 'minutes',
      values: { minutes: 45 },
    });
    expect(timeLeftText(timeLeft(inMinutes(5 * 60 + 20), now))).toEqual({
      key: 'hoursMinutes',
      values: { hours: 5, minutes: 20 },
    });
    expect(timeLeftText(timeLeft(inMinutes(3 * 60), now))).toEqual({
      key: 'hours',
      values: { hours: 3 },
    });
    expect(timeLeftText(timeLeft(inMinutes(72 * 60), now))).toEqual({
      key: 'days',
      values: { days: 3 },
    });
    expect(timeLeftText(timeLeft(inMinutes(73 * 60), now))).toEqual({
      key: 'daysHours',
      values: { days: 3, hours: 1 },
    });
  });
});
