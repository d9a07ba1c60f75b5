import { addDays } from '../../../shared/dates';
import type { TQuoteChoice } from '../../../shared/dto/boat-details';
import { dayCountBetween } from '../../../shared/pricing';

export type TChoiceRules = {
  minDays: number;
  skipper: 'none' | 'optional' | 'mandatory';
  /** the boat rents half days (some season has a half-day price) */
  halfDays: boolean;
  today: string;
};

/**
 * The calculator's next choice after a change, always one the API accepts for the boat's rules
 * where the form can know it: dates not past, a stay of at least the minimum days, a slot only
 * with a half day, the skipper the boat's policy allows. Moving the departure keeps the length.
 */
export function changeChoice(
  choice: TQuoteChoice,
  patch: Partial<TQuoteChoice>,
  rules: TChoiceRules,
): TQuoteChoice {
  const next = { ...choice, ...patch };
  if (next.startDate < rules.today) next.startDate = rules.today;
  if (rules.minDays > 1 || (next.duration === 'half_day' && !rules.halfDays)) {
    next.duration = 'days';
  }
  const shortest = Math.max(rules.minDays, next.duration === 'days' ? 2 : 1);
  if (next.duration === 'days') {
    let length = dayCountBetween(choice.startDate, choice.endDate);
    if (patch.endDate) length = dayCountBetween(next.startDate, patch.endDate);
    if (choice.duration !== 'days' && !patch.endDate) length = shortest;
    next.endDate = addDays(next.startDate, Math.max(length, shortest) - 1);
    next.slot = null;
  } else {
    next.endDate = next.startDate;
    next.slot = next.duration === 'half_day' ? (next.slot ?? 'morning') : null;
  }
  if (rules.skipper === 'mandatory') next.skipper = true;
  if (rules.skipper === 'none') next.skipper = false;
  return next;
}
