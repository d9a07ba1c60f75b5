import { describe, expect, it } from 'vitest';
import {
  computeQuote,
  datesBetween,
  dayCountBetween,
  hasHalfDayPrices,
  offersHalfDayOn,
  sailingMinutes,
  slotHours,
  type TPricingBoat,
  type TQuoteRequest,
} from './pricing';

const boat: TPricingBoat = {
  prices: {
    high: { dayCents: 50_000, halfDayCents: 30_000 },
    mid: { dayCents: 40_000, halfDayCents: 25_000 },
    low: { dayCents: 30_000, halfDayCents: null },
  },
  seasonRanges: [],
  skipper: 'optional',
  skipperPriceCents: 18_000,
  depositCents: 150_000,
  fuelPricePerHourCents: 650,
  departureTime: '10:00:00',
  arrivalTime: '19:00:00',
};

const day = (startDate: string, extra: Partial<TQuoteRequest> = {}): TQuoteRequest => ({
  startDate,
  endDate: startDate,
  duration: 'day',
  slot: null,
  skipper: false,
  ...extra,
});

describe('dates of a rental', () => {
  it('lists every calendar day inclusive, across a month and a year end', () => {
    expect(datesBetween('2026-06-29', '2026-07-02')).toEqual([
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
    ]);
    expect(datesBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(dayCountBetween('2026-03-28', '2026-03-30')).toBe(3); // over the DST change
    expect(dayCountBetween('2026-07-02', '2026-07-01')).toBe(0);
  });
});

describe('computeQuote', () => {
  it('prices a full day at its season and splits first payment and rest', () => {
    const quote = computeQuote(boat, day('2026-07-15'), 30);
    expect(quote.days).toEqual([{ date: '2026-07-15', season: 'high', priceCents: 50_000 }]);
    expect(quote.totalCents).toBe(50_000);
    expect(quote.firstPayment).toEqual({ percent: 30, cents: 15_000 });
    expect(quote.restAtCheckInCents).toBe(35_000);
    expect(quote.depositCents).toBe(150_000);
    expect(quote.cardFeePercent).toBe(1.5);
    // 9 hours at 6.50 €
    expect(quote.fuel).toEqual({ perHourCents: 650, hoursPerDay: 9, estimateCents: 5_850 });
  });

  it('changes price on the season boundary of 30 June → 1 July', () => {
    const quote = computeQuote(
      boat,
      day('2026-06-29', { endDate: '2026-07-01', duration: 'days', skipper: true }),
      30,
    );
    expect(quote.days.map((d) => [d.date, d.season, d.priceCents])).toEqual([
      ['2026-06-29', 'mid', 40_000],
      ['2026-06-30', 'mid', 40_000],
      ['2026-07-01', 'high', 50_000],
    ]);
    expect(quote.rentalCents).toBe(130_000);
    expect(quote.skipper).toEqual({
      included: true,
      mandatory: false,
      perDayCents: 18_000,
      totalCents: 54_000,
    });
    expect(quote.totalCents).toBe(184_000);
    expect(quote.fuel?.estimateCents).toBe(3 * 5_850);
  });

  it("follows the boat's own season ranges before the default calendar", () => {
    const custom = {
      ...boat,
      seasonRanges: [{ startDate: '2026-05-20', endDate: '2026-06-05', season: 'high' as const }],
    };
    const quote = computeQuote(
      custom,
      day('2026-05-19', { endDate: '2026-06-06', duration: 'days' }),
      30,
    );
    const seasonsSeen = quote.days.map((d) => d.season);
    expect(seasonsSeen[0]).toBe('low');
    expect(seasonsSeen.slice(1, -1).every((s) => s === 'high')).toBe(true);
    expect(seasonsSeen.at(-1)).toBe('mid');
    expect(quote.rentalCents).toBe(30_000 + 17 * 50_000 + 40_000);
  });

  it('prices a half day with the half-day price and the slot hours for fuel', () => {
    const morning = computeQuote(
      boat,
      day('2026-09-10', { duration: 'half_day', slot: 'morning' }),
      30,
    );
    expect(morning.days).toEqual([{ date: '2026-09-10', season: 'mid', priceCents: 25_000 }]);
    expect(morning.fuel).toEqual({ perHourCents: 650, hoursPerDay: 4, estimateCents: 2_600 });
    const afternoon = computeQuote(
      { ...boat, arrivalTime: '19:30' },
      day('2026-09-10', { duration: 'half_day', slot: 'afternoon', skipper: true }),
      30,
    );
    // 15:00 to 19:30; a skipper is paid for the whole day
    expect(afternoon.fuel).toEqual({ perHourCents: 650, hoursPerDay: 4.5, estimateCents: 2_925 });
    expect(afternoon.totalCents).toBe(25_000 + 18_000);
  });

  it('ignores end date and slot where the duration has none', () => {
    const quote = computeQuote(boat, day('2026-08-01', { endDate: '2026-08-05' }), 30);
    expect(quote.dayCount).toBe(1);
  });

  it('forces a mandatory skipper and never adds one to a bareboat', () => {
    const mandatory = computeQuote({ ...boat, skipper: 'mandatory' }, day('2026-07-01'), 30);
    expect(mandatory.skipper).toMatchObject({
      included: true,
      mandatory: true,
      totalCents: 18_000,
    });
    expect(mandatory.totalCents).toBe(68_000);
    const bareboat = computeQuote(
      { ...boat, skipper: 'none' },
      day('2026-07-01', { skipper: true }),
      30,
    );
    expect(bareboat.skipper.included).toBe(false);
    expect(bareboat.totalCents).toBe(50_000);
  });

  it('rounds the first payment and the fuel half up, once', () => {
    const odd = {
      ...boat,
      prices: { ...boat.prices, high: { dayCents: 33_335, halfDayCents: null } },
      fuelPricePerHourCents: 333,
      departureTime: '10:00',
      arrivalTime: '18:30',
    };
    const quote = computeQuote(odd, day('2026-07-01'), 30);
    // 30 % of 333.35 € = 100.005 € → 100.01 €
    expect(quote.firstPayment.cents).toBe(10_001);
    expect(quote.restAtCheckInCents).toBe(23_334);
    // 8.5 h × 3.33 € = 28.305 € → 28.31 €
    expect(quote.fuel?.estimateCents).toBe(2_831);
    expect(computeQuote(odd, day('2026-07-01'), 25).firstPayment.cents).toBe(8_334);
  });

  it('has no fuel estimate without a fuel price', () => {
    expect(
      computeQuote({ ...boat, fuelPricePerHourCents: null }, day('2026-07-01'), 30).fuel,
    ).toBeNull();
  });

  it('refuses a half day on a date whose season has no half-day price', () => {
    expect(() =>
      computeQuote(boat, day('2026-11-10', { duration: 'half_day', slot: 'morning' }), 30),
    ).toThrow(/half-day/);
  });
});

describe('half-day helpers', () => {
  it('tell where half days are offered and their hours', () => {
    expect(hasHalfDayPrices(boat.prices)).toBe(true);
    expect(
      hasHalfDayPrices({
        high: { dayCents: 1, halfDayCents: null },
        mid: { dayCents: 1, halfDayCents: null },
        low: { dayCents: 1, halfDayCents: null },
      }),
    ).toBe(false);
    expect(offersHalfDayOn(boat, '2026-07-01')).toBe(true);
    expect(offersHalfDayOn(boat, '2026-11-01')).toBe(false);
    expect(slotHours(boat, 'morning')).toEqual({ from: '10:00', to: '14:00' });
    expect(slotHours(boat, 'afternoon')).toEqual({ from: '15:00', to: '19:00' });
    expect(
      sailingMinutes({ departureTime: '14:30', arrivalTime: '20:00' }, 'half_day', 'morning'),
    ).toBe(0);
  });
});
