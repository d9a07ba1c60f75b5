import { describe, expect, it } from 'vitest';
import type { TQuoteChoice } from '../../../shared/dto/boat-details';
import { changeChoice, type TChoiceRules } from './choice';

const rules: TChoiceRules = {
  minDays: 1,
  skipper: 'optional',
  halfDays: true,
  today: '2026-07-01',
};
const day: TQuoteChoice = {
  duration: 'day',
  startDate: '2026-07-10',
  endDate: '2026-07-10',
  slot: null,
  skipper: false,
  people: 2,
};

describe('changeChoice', () => {
  it('turns a day into two days, and back into one', () => {
    const days = changeChoice(day, { duration: 'days' }, rules);
    expect(days).toMatchObject({
      duration: 'days',
      startDate: '2026-07-10',
      endDate: '2026-07-11',
    });
    expect(changeChoice(days, { duration: 'day' }, rules).endDate).toBe('2026-07-10');
  });

  it('keeps the length when the departure moves, and refuses a return before it', () => {
    const week = changeChoice(day, { duration: 'days', endDate: '2026-07-16' }, rules);
    expect(week.endDate).toBe('2026-07-16');
    expect(changeChoice(week, { startDate: '2026-08-01' }, rules).endDate).toBe('2026-08-07');
    expect(changeChoice(week, { endDate: '2026-07-05' }, rules).endDate).toBe('2026-07-11');
  });

  it('picks the morning for a half day and drops the slot otherwise', () => {
    const half = changeChoice(day, { duration: 'half_day' }, rules);
    expect(half).toMatchObject({ slot: 'morning', endDate: '2026-07-10' });
    expect(changeChoice(half, { slot: 'afternoon' }, rules).slot).toBe('afternoon');
    expect(changeChoice(half, { duration: 'day' }, rules).slot).toBeNull();
  });

  it("follows the boat's rules: minimum days, no half days, skipper policy, no past dates", () => {
    const three = changeChoice(day, {}, { ...rules, minDays: 3 });
    expect(three).toMatchObject({ duration: 'days', endDate: '2026-07-12' });
    expect(
      changeChoice(day, { duration: 'half_day' }, { ...rules, halfDays: false }).duration,
    ).toBe('days');
    expect(changeChoice(day, { skipper: false }, { ...rules, skipper: 'mandatory' }).skipper).toBe(
      true,
    );
    expect(changeChoice(day, { skipper: true }, { ...rules, skipper: 'none' }).skipper).toBe(false);
    expect(changeChoice(day, { startDate: '2026-06-01' }, rules).startDate).toBe('2026-07-01');
  });
});
