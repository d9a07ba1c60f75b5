import { fromQueryDate } from '../../../shared/dates';
import type { TQuoteChoice } from '../../../shared/dto/boat-details';
import type { TCreateBookingRequest } from '../../../shared/schemas/booking';

const durations = ['day', 'half_day', 'days'] as const;
const slots = ['morning', 'afternoon'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;

/**
 * The choice in a checkout URL (the boat page's link: `start_date` and `end_date` as `DD-MM-YYYY`
 * or `YYYY-MM-DD`, `duration`, `slot`, `skipper`, `people`). What is missing or unreadable comes
 * from `fallback`; the boat's rules are applied afterwards (changeChoice), so the result need not
 * be one the boat accepts yet.
 */
export function readChoice(search: URLSearchParams, fallback: TQuoteChoice): TQuoteChoice {
  const startDate = fromQueryDate(search.get('start_date') ?? '') ?? fallback.startDate;
  const duration = oneOf(durations, search.get('duration')) ?? fallback.duration;
  const endDate =
    duration === 'days' ? (fromQueryDate(search.get('end_date') ?? '') ?? startDate) : startDate;
  const slot = duration === 'half_day' ? (oneOf(slots, search.get('slot')) ?? 'morning') : null;
  const skipperParam = search.get('skipper');
  const skipper = skipperParam === null ? fallback.skipper : skipperParam === 'true';
  const people = Number(search.get('people'));
  return {
    duration,
    startDate,
    endDate: endDate < startDate ? startDate : endDate,
    slot,
    skipper,
    people: Number.isInteger(people) && people >= 1 ? people : fallback.people,
  };
}

/**
 * The query string of a choice, the format readChoice reads: the quote's own query, so the
 * checkout's address and the boat page's price ask for the same thing.
 */
export { quoteQuery as choiceSearch } from '../boat/api';

/** `POST /booking`'s body for a choice and the message to the owner. */
export function bookingRequestOf(
  boatId: string,
  choice: TQuoteChoice,
  message: string,
): TCreateBookingRequest {
  return {
    boatId,
    start_date: choice.startDate,
    end_date: choice.duration === 'days' ? choice.endDate : choice.startDate,
    duration: choice.duration,
    slot: choice.duration === 'half_day' ? choice.slot : null,
    skipper: choice.skipper,
    people: choice.people,
    message: message.trim() || null,
  };
}
