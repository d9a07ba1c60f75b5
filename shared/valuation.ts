/**
 * Valuations after a trip (issue 9, docs/decisions/0035-valuations.md): how long each side has to
 * rate it, when the reminders go, and the categories a client rates besides the overall stars.
 */

/** Days after the trip's last day during which both sides may rate it. */
export const VALUATION_WINDOW_DAYS = 14;

/** The last reminder goes when this many days of the window are left. */
export const VALUATION_LAST_REMINDER_DAYS = 3;

/** What a client rates besides the overall stars, in the order forms and pages show them. */
export const valuationCategories = [
  'boatCondition',
  'cleanliness',
  'communication',
  'value',
] as const;
export type TValuationCategory = (typeof valuationCategories)[number];

/** Shortest and longest comment, in characters. */
export const VALUATION_COMMENT_MIN = 10;
export const VALUATION_COMMENT_MAX = 2000;
export const VALUATION_REPLY_MAX = 1000;

/** Valuations per page of a boat's list; the boat page renders the first page on the server. */
export const VALUATIONS_PAGE_SIZE = 6;
