import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boatOccupancy, boatSeasons } from '../../../db/schema';
import { addDays } from '../../../shared/dates';
import { occupancyRange, type TDuration } from '../../../shared/occupancy';
import { computeQuote, type TPricingBoat } from '../../../shared/pricing';
import { seasonOf, type TSeasonRange } from '../../../shared/seasons';
import { day, names, useSearchFixture } from '../../testing/search-fixture';

const t = useSearchFixture();
const search = t.search;

describe('searchBoats: dates', () => {
  it('prices the stay day by day across seasons, with the mandatory skipper', async () => {
    // June 29 and 30 are mid season, July 1 and 2 high season
    const result = await search({
      startDate: day('06-29'),
      endDate: day('07-02'),
      duration: 'days',
      place: 'ibiza',
    });
    expect(result.stay).toEqual({
      startDate: day('06-29'),
      endDate: day('07-02'),
      duration: 'days',
      days: 4,
    });
    const price = (name: string) => result.items.find((i) => i.name === name)?.price;
    expect(price('Es Vedrà')).toEqual({ cents: 2 * 38_000 + 2 * 45_000, unit: 'stay' });
    expect(price('Atlantis')).toEqual({
      cents: 2 * 70_000 + 2 * 90_000 + 4 * 20_000,
      unit: 'stay',
    });
  });

  it('prices every stay as the quote does (shared/pricing.ts)', async () => {
    const atlantis: TPricingBoat = {
      prices: {
        high: { dayCents: 90_000, halfDayCents: null },
        mid: { dayCents: 70_000, halfDayCents: null },
        low: { dayCents: 60_000, halfDayCents: null },
      },
      seasonRanges: [],
      skipper: 'mandatory',
      skipperPriceCents: 20_000,
      depositCents: null,
      fuelPricePerHourCents: null,
      departureTime: '10:00',
      arrivalTime: '19:00',
    };
    const vedra: TPricingBoat = {
      ...atlantis,
      prices: {
        high: { dayCents: 45_000, halfDayCents: 27_000 },
        mid: { dayCents: 38_000, halfDayCents: 22_800 },
        low: { dayCents: 30_000, halfDayCents: 18_000 },
      },
      skipper: 'optional',
      skipperPriceCents: 18_000,
    };
    const stays: [string, number, TDuration][] = [
      ['05-30', 1, 'day'],
      ['06-30', 1, 'half_day'],
      ['08-28', 6, 'days'],
      ['09-29', 3, 'days'],
      ['12-30', 5, 'days'],
    ];
    for (const [monthDay, days, duration] of stays) {
      const startDate = day(monthDay);
      const endDate = addDays(startDate, days - 1);
      const result = await search({ startDate, endDate, duration, place: 'ibiza' });
      for (const [name, boat] of [
        ['Es Vedrà', vedra],
        ['Atlantis', atlantis],
      ] as const) {
        const item = result.items.find((i) => i.name === name);
        if (duration === 'half_day' && boat === atlantis) {
          expect(item, `${name} has no half days`).toBeUndefined();
          continue;
        }
        const request = { startDate, endDate, duration, slot: null, skipper: false };
        expect(item?.price.cents, `${name} ${startDate} ${duration}`).toBe(
          computeQuote(boat, request, 30).totalCents,
        );
      }
    }
  });

  /**
   * Runs `check` with Savina's own season `ranges` in place, given the price of a stay as the
   * quote computes it (Savina's day prices: high 500 €, mid 400 €, low 350 €).
   */
  async function withSavinaSeasons(
    ranges: TSeasonRange[],
    check: (expected: (startDate: string, endDate: string) => number) => Promise<void>,
  ) {
    const savina = t.boat.savina.id;
    await t.db.insert(boatSeasons).values(ranges.map((r) => ({ ...r, boatId: savina })));
    const perSeason = { high: 50_000, mid: 40_000, low: 35_000 };
    try {
      await check((startDate, endDate) => {
        let cents = 0;
        for (let d = startDate; d <= endDate; d = addDays(d, 1)) {
          cents += perSeason[seasonOf(d, ranges)];
        }
        return cents;
      });
    } finally {
      await t.db.delete(boatSeasons).where(eq(boatSeasons.boatId, savina));
    }
  }

  it("follows a boat's own seasons, like the quote", async () => {
    const ranges: TSeasonRange[] = [
      { startDate: day('05-01'), endDate: day('05-31'), season: 'high' },
      { startDate: day('06-01'), endDate: day('06-03'), season: 'low' },
    ];
    await withSavinaSeasons(ranges, async (expected) => {
      const startDate = day('05-29');
      const endDate = day('06-04');
      const result = await search({ startDate, endDate, duration: 'days', place: 'formentera' });
      expect(result.items[0]?.price.cents).toBe(expected(startDate, endDate));
    });
  });

  it("prices a stay between a boat's own ranges, or across their edges, like the quote", async () => {
    // the span of Savina's ranges (May 1 to June 30) meets every stay below; no range meets the
    // first, which is priced by the default calendar all the same (ownSeasonsOverSql)
    const ranges: TSeasonRange[] = [
      { startDate: day('05-01'), endDate: day('05-10'), season: 'high' },
      { startDate: day('06-20'), endDate: day('06-30'), season: 'low' },
    ];
    await withSavinaSeasons(ranges, async (expected) => {
      for (const [start, end] of [
        ['05-20', '05-23'],
        ['05-08', '05-12'],
        ['06-18', '06-21'],
        ['06-29', '07-02'],
      ] as const) {
        const startDate = day(start);
        const endDate = day(end);
        for (const sort of ['relevance', 'price_asc'] as const) {
          const result = await search({ startDate, endDate, duration: 'days', sort });
          const savina = result.items.find((i) => i.name === 'Savina');
          expect(savina?.price.cents, `${start}–${end} by ${sort}`).toBe(
            expected(startDate, endDate),
          );
        }
      }
    });
  });

  it('leaves out boats that are taken, and those whose minimum stay is longer', async () => {
    const db = t.db;
    const start = day('08-10');
    await db.insert(boatOccupancy).values({
      boatId: t.boat.vedra.id,
      kind: 'booking',
      during: occupancyRange(addDays(start, 1), addDays(start, 1), 'day'),
    });
    try {
      const oneDay = await search({ startDate: start, duration: 'day' });
      expect(names(oneDay)).toEqual(['Atlantis', 'Es Vedrà', 'Moto', 'Rápida']);
      const twoDays = await search({
        startDate: start,
        endDate: addDays(start, 1),
        duration: 'days',
      });
      expect(names(twoDays)).toEqual(['Atlantis', 'Moto', 'Rápida']);
      const threeDays = await search({
        startDate: addDays(start, 2),
        endDate: addDays(start, 4),
        duration: 'days',
      });
      expect(names(threeDays)).toEqual(['Atlantis', 'Es Vedrà', 'Moto', 'Rápida', 'Savina']);
    } finally {
      await db.delete(boatOccupancy).where(eq(boatOccupancy.boatId, t.boat.vedra.id));
    }
  });

  it('offers a half day when one half is free and the boat has a half-day price', async () => {
    const db = t.db;
    const date = day('09-15');
    await db.insert(boatOccupancy).values([
      {
        boatId: t.boat.vedra.id,
        kind: 'booking',
        during: occupancyRange(date, date, 'half_day', 'morning'),
      },
      {
        boatId: t.boat.rapida.id,
        kind: 'booking',
        during: occupancyRange(date, date, 'half_day', 'morning'),
      },
      {
        boatId: t.boat.rapida.id,
        kind: 'blocked',
        during: occupancyRange(date, date, 'half_day', 'afternoon'),
      },
    ]);
    try {
      const result = await search({ startDate: date, duration: 'half_day' });
      // Atlantis has no half-day price, Rápida is taken all day, Savina needs three days
      expect(names(result)).toEqual(['Es Vedrà', 'Moto']);
      expect(result.items.find((i) => i.name === 'Es Vedrà')?.price).toEqual({
        cents: Math.round(38_000 * 0.6),
        unit: 'stay',
      });
    } finally {
      await db.delete(boatOccupancy);
    }
  });

  it('without dates, a half-day search shows the lowest half-day price', async () => {
    const result = await search({ duration: 'half_day', place: 'ibiza' });
    expect(names(result)).toEqual(['Es Vedrà']);
    expect(result.items[0]?.price).toEqual({ cents: Math.round(30_000 * 0.6), unit: 'half_day' });
  });

  it('filters the price per day of the stay', async () => {
    const dates = { startDate: day('07-10'), endDate: day('07-12'), duration: 'days' as const };
    // high season: Vedrà 450 €/day, Savina 500, Atlantis 900 + 200 skipper, Rápida 300, Moto 150
    expect(names(await search({ ...dates, minPrice: 400, maxPrice: 1000 }))).toEqual([
      'Es Vedrà',
      'Savina',
    ]);
    expect(names(await search({ ...dates, maxPrice: 450 }))).toEqual([
      'Es Vedrà',
      'Moto',
      'Rápida',
    ]);
    expect(names(await search({ ...dates, minPrice: 1100 }))).toEqual(['Atlantis']);
  });
});
