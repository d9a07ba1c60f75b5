import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatOccupancy, boatSeasons } from '../../../db/schema';
import { occupancyRange } from '../../../shared/occupancy';
import { emptySearchFilters, searchSorts, type TBoatSearchFilters } from '../../../shared/search';
import { day, useSearchFixture } from '../../testing/search-fixture';
import { searchBoats } from './search-boats';

const t = useSearchFixture();

/** One search read both ways: every match ranked (`probe`), and past a count cap of 1 (indexes). */
async function bothWays(filters: Partial<TBoatSearchFilters>) {
  const pages = async (countCap?: number) => {
    const read = [];
    for (const page of [1, 2, 3]) {
      const result = await searchBoats(
        t.db,
        'es',
        { ...emptySearchFilters, ...filters, pageSize: 2, page },
        { countCap },
      );
      read.push(result);
    }
    return read;
  };
  return { exact: await pages(), capped: await pages(1) };
}

const july = { startDate: day('07-10'), endDate: day('07-12'), duration: 'days' as const };
const searches: [string, Partial<TBoatSearchFilters>][] = [
  ['everything', {}],
  ['a region', { place: 'illes-balears' }],
  ['days of one season', july],
  ['days of one season, priced', { ...july, minPrice: 250, maxPrice: 800 }],
  ['days across two seasons', { startDate: day('06-29'), endDate: day('07-02'), duration: 'days' }],
  ['a half day', { startDate: day('07-10'), duration: 'half_day' }],
  ['half days without dates', { duration: 'half_day' }],
  ['a half day in own seasons', { startDate: day('05-20'), duration: 'half_day' }],
  [
    'a half day in own seasons, priced',
    { startDate: day('05-21'), duration: 'half_day', maxPrice: 300 },
  ],
  ['own seasons over the days', { startDate: day('05-20'), endDate: day('05-23') }],
  [
    'own seasons, priced',
    { startDate: day('05-20'), endDate: day('05-23'), minPrice: 100, maxPrice: 450 },
  ],
];

describe('searchBoats past the count cap', () => {
  beforeAll(async () => {
    // Savina's own seasons: May is high for it (the default calendar says low); Savina takes three
    // days at least, so Rápida's own season is the one half days meet
    await t.db.insert(boatSeasons).values([
      { boatId: t.boat.savina.id, startDate: day('05-01'), endDate: day('05-21'), season: 'high' },
      { boatId: t.boat.savina.id, startDate: day('05-22'), endDate: day('05-31'), season: 'mid' },
      // Rápida's second half of May is high too: a half day then costs 180 € instead of 120 €
      { boatId: t.boat.rapida.id, startDate: day('05-15'), endDate: day('05-31'), season: 'high' },
    ]);
    // taken: Rápida on a July day (the cheapest boat of those dates), Es Vedrà one May day and
    // one July morning, Moto a whole May week
    await t.db.insert(boatOccupancy).values([
      {
        boatId: t.boat.rapida.id,
        kind: 'booking',
        during: occupancyRange(day('07-11'), day('07-11'), 'day'),
      },
      {
        boatId: t.boat.vedra.id,
        kind: 'blocked',
        during: occupancyRange(day('05-21'), day('05-21'), 'day'),
      },
      {
        boatId: t.boat.vedra.id,
        kind: 'booking',
        during: occupancyRange(day('07-10'), day('07-10'), 'half_day', 'morning'),
      },
      {
        boatId: t.boat.moto.id,
        kind: 'group',
        during: occupancyRange(day('05-18'), day('05-24'), 'days'),
      },
    ]);
  });
  afterAll(async () => {
    await t.db.delete(boatSeasons);
    await t.db.delete(boatOccupancy);
  });

  for (const [title, filters] of searches) {
    for (const sort of searchSorts) {
      it(`pages ${title} by ${sort} from the indexes exactly as from every match`, async () => {
        const { exact, capped } = await bothWays({ ...filters, sort });
        const ids = (pages: typeof exact) => pages.map((p) => p.items.map((i) => i.id));
        const prices = (pages: typeof exact) => pages.map((p) => p.items.map((i) => i.price));
        expect(ids(capped)).toEqual(ids(exact));
        expect(prices(capped)).toEqual(prices(exact));
        const matches = exact[0]!.total;
        for (const page of capped) {
          expect(page.totalCapped).toBe(matches > 1);
          expect(page.total).toBe(matches > 1 ? 1 : matches);
        }
        for (const page of exact)
          expect(page).toMatchObject({ total: matches, totalCapped: false });
      });
    }
  }

  it('leaves taken boats out both ways', async () => {
    for (const filters of [july, { startDate: day('05-20'), endDate: day('05-23') }]) {
      const { exact, capped } = await bothWays({ ...filters, sort: 'price_asc' });
      for (const pages of [exact, capped]) {
        const listed = pages.flatMap((p) => p.items.map((i) => i.name));
        expect(listed).not.toContain(filters === july ? 'Rápida' : 'Moto');
        expect(listed.length).toBeGreaterThan(0);
      }
    }
  });

  it('says the capped count on a page past the last one', async () => {
    const beyond = await searchBoats(
      t.db,
      'es',
      { ...emptySearchFilters, pageSize: 2, page: 9 },
      { countCap: 2 },
    );
    expect(beyond).toMatchObject({ items: [], total: 2, totalCapped: true });
  });
});
