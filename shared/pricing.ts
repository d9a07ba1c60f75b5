import { addDays } from './dates';
import { percentOf, type TCents } from './money';
import type { TDuration, THalfDaySlot } from './occupancy';
import { seasonOf, type TSeason, type TSeasonRange } from './seasons';

/**
 * The price of a private rental (PRODUCT.md §1): for every calendar day from start to end
 * inclusive, that day's season price (or half-day price), plus the skipper per day when chosen.
 * Pure and in integer cents; the search computes the same per-day sum in SQL.
 */
export type TSkipperPolicy = 'none' | 'optional' | 'mandatory';
export type TSeasonPrice = { dayCents: TCents; halfDayCents: TCents | null };
export type TSeasonPrices = Record<TSeason, TSeasonPrice>;

/** What the price of one boat depends on. Times are `HH:MM` (or `HH:MM:SS`). */
export type TPricingBoat = {
  prices: TSeasonPrices;
  seasonRanges: readonly TSeasonRange[];
  skipper: TSkipperPolicy;
  skipperPriceCents: TCents;
  depositCents: TCents | null;
  fuelPricePerHourCents: TCents | null;
  departureTime: string;
  arrivalTime: string;
};

export type TQuoteRequest = {
  startDate: string;
  /** equal to startDate for a day or half day */
  endDate: string;
  duration: TDuration;
  slot: THalfDaySlot | null;
  skipper: boolean;
};

export type TQuoteDay = { date: string; season: TSeason; priceCents: TCents };

export type TQuote = {
  days: TQuoteDay[];
  dayCount: number;
  /** the boat alone: the sum of the day lines */
  rentalCents: TCents;
  skipper: { included: boolean; mandatory: boolean; perDayCents: TCents; totalCents: TCents };
  totalCents: TCents;
  firstPayment: { percent: number; cents: TCents };
  restAtCheckInCents: TCents;
  /** charged on top of each payment with an American Express or non-Spanish card */
  cardFeePercent: number;
  depositCents: TCents | null;
  /** paid at check-in to the owner, never by the platform; null when the boat has no fuel price */
  fuel: { perHourCents: TCents; hoursPerDay: number; estimateCents: TCents } | null;
};

/** PRODUCT.md §1: +1.5 % with American Express or a card issued outside Spain. */
export const cardFeePercent = 1.5;

/** Half-day slots (PRODUCT.md §3): morning from departure to 14:00, afternoon from 15:00 to arrival. */
export const morningEnd = '14:00';
export const afternoonStart = '15:00';

/** Every calendar date from start to end inclusive (`YYYY-MM-DD`). */
export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** How many calendar days from start to end inclusive (0 when end is before start). */
export function dayCountBetween(startDate: string, endDate: string): number {
  const days =
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days) + 1);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes at sea per day: departure to arrival, or the slot's part of it for a half day. */
export function sailingMinutes(
  boat: Pick<TPricingBoat, 'departureTime' | 'arrivalTime'>,
  duration: TDuration,
  slot: THalfDaySlot | null,
): number {
  const departure = minutesOf(boat.departureTime);
  const arrival = minutesOf(boat.arrivalTime);
  if (duration !== 'half_day') return Math.max(0, arrival - departure);
  return slot === 'afternoon'
    ? Math.max(0, arrival - minutesOf(afternoonStart))
    : Math.max(0, minutesOf(morningEnd) - departure);
}

/** The slot's opening hours as `HH:MM`, for people: `10:00`–`14:00`. */
export function slotHours(
  boat: Pick<TPricingBoat, 'departureTime' | 'arrivalTime'>,
  slot: THalfDaySlot,
): { from: string; to: string } {
  return slot === 'morning'
    ? { from: boat.departureTime.slice(0, 5), to: morningEnd }
    : { from: afternoonStart, to: boat.arrivalTime.slice(0, 5) };
}

/**
 * The breakdown of a quote. The request must already be valid for the boat (checkQuoteRequest):
 * a half day on a boat without half-day prices is a programming error here.
 */
export function computeQuote(
  boat: TPricingBoat,
  request: TQuoteRequest,
  firstPaymentPercent: number,
): TQuote {
  const halfDay = request.duration === 'half_day';
  const endDate = request.duration === 'days' ? request.endDate : request.startDate;
  const days = datesBetween(request.startDate, endDate).map((date) => {
    const season = seasonOf(date, boat.seasonRanges);
    const price = boat.prices[season];
    const priceCents = halfDay ? price.halfDayCents : price.dayCents;
    if (priceCents === null) throw new Error(`No half-day price for the ${season} season`);
    return { date, season, priceCents };
  });
  const dayCount = days.length;
  const rentalCents = days.reduce((sum, day) => sum + day.priceCents, 0);
  const mandatory = boat.skipper === 'mandatory';
  const included = mandatory || (boat.skipper === 'optional' && request.skipper);
  // A half day takes the skipper's whole day: no one books a skipper for the other half.
  const skipperTotal = included ? boat.skipperPriceCents * dayCount : 0;
  const totalCents = rentalCents + skipperTotal;
  const firstPaymentCents = percentOf(totalCents, firstPaymentPercent);
  const minutes = sailingMinutes(boat, request.duration, request.slot);
  const fuel =
    boat.fuelPricePerHourCents === null
      ? null
      : {
          perHourCents: boat.fuelPricePerHourCents,
          hoursPerDay: minutes / 60,
          // half up, once, at the end
          estimateCents: Math.floor((boat.fuelPricePerHourCents * minutes * dayCount + 30) / 60),
        };
  return {
    days,
    dayCount,
    rentalCents,
    skipper: {
      included,
      mandatory,
      perDayCents: boat.skipperPriceCents,
      totalCents: skipperTotal,
    },
    totalCents,
    firstPayment: { percent: firstPaymentPercent, cents: firstPaymentCents },
    restAtCheckInCents: totalCents - firstPaymentCents,
    cardFeePercent,
    depositCents: boat.depositCents,
    fuel,
  };
}

/** Whether the boat rents half days at all (a half-day price in some season). */
export function hasHalfDayPrices(prices: TSeasonPrices): boolean {
  return Object.values(prices).some((p) => p.halfDayCents !== null);
}

/** Whether a half day can be quoted on this date: its season has a half-day price. */
export function offersHalfDayOn(
  boat: Pick<TPricingBoat, 'prices' | 'seasonRanges'>,
  date: string,
): boolean {
  return boat.prices[seasonOf(date, boat.seasonRanges)].halfDayCents !== null;
}
