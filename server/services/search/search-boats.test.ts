import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boats } from '../../../db/schema';
import { day, names, useSearchFixture } from '../../testing/search-fixture';

const t = useSearchFixture();
const search = t.search;

describe('searchBoats: what is listed', () => {
  it('lists published boats only, with the card, position, rating and price of each', async () => {
    const result = await search({});
    expect(result.total).toBe(5);
    expect(names(result)).toEqual(['Atlantis', 'Es Vedrà', 'Moto', 'Rápida', 'Savina']);
    const vedra = result.items.find((i) => i.name === 'Es Vedrà')!;
    expect(vedra).toMatchObject({
      slug: t.boat.vedra.slug,
      typeSlug: 'sailboat',
      typeName: 'Velero',
      destinationSlug: 'ibiza',
      harbourName: 'Marina Ibiza',
      ratingAverage: 4.8,
      ratingCount: 10,
      price: { cents: 30_000, unit: 'day' },
    });
    expect(vedra.lat).toBeCloseTo(38.9138);
    expect((await search({}, 'en')).items.find((i) => i.name === 'Es Vedrà')!.typeName).toBe(
      'Sailboat',
    );
    expect(result.stay).toBeNull();
    expect(result.place).toBeNull();
  });

  it('narrows by place: destination, harbour, region, typed names with typos, or nothing', async () => {
    const ibiza = await search({ place: 'ibiza' });
    expect(names(ibiza)).toEqual(['Atlantis', 'Es Vedrà']);
    expect(ibiza.place).toMatchObject({ matched: true, type: 'destination', name: 'Ibiza' });
    expect(names(await search({ place: 'marina-botafoch' }))).toEqual(['Atlantis']);
    expect(names(await search({ place: 'illes-balears' }))).toEqual([
      'Atlantis',
      'Es Vedrà',
      'Savina',
    ]);
    expect(names(await search({ place: 'Fórmentera' }))).toEqual(['Savina']);
    expect(names(await search({ place: 'ibisa' }))).toEqual(['Atlantis', 'Es Vedrà']);
    const unknown = await search({ place: 'Atlántida' });
    expect(unknown).toMatchObject({ total: 0, items: [], place: { matched: false } });
  });

  it('narrows by type, jet skis, plan, people, berths, length and skipper', async () => {
    expect(names(await search({ boatTypes: ['sailboat', 'catamaran'] }))).toEqual([
      'Atlantis',
      'Es Vedrà',
      'Savina',
    ]);
    expect(names(await search({ aquaticToy: true }))).toEqual(['Moto']);
    expect(names(await search({ aquaticToy: false }))).not.toContain('Moto');
    expect(names(await search({ plan: 'sunset' }))).toEqual(['Es Vedrà']);
    expect(names(await search({ people: 10 }))).toEqual(['Atlantis', 'Es Vedrà']);
    expect(names(await search({ sleepPlaces: 9 }))).toEqual(['Atlantis']);
    expect(names(await search({ lengthMin: 8, lengthMax: 12 }))).toEqual(['Savina']);
    expect(names(await search({ lengthMax: 8 }))).toEqual(['Moto', 'Rápida']);
    expect(names(await search({ lengthMin: 12 }))).toEqual(['Atlantis', 'Es Vedrà']);
    expect(names(await search({ skipper: 'with' }))).toEqual(['Atlantis', 'Es Vedrà', 'Savina']);
    expect(names(await search({ skipper: 'without' }))).toEqual([
      'Es Vedrà',
      'Moto',
      'Rápida',
      'Savina',
    ]);
  });

  it('narrows by price per day, without dates on the lowest day price', async () => {
    expect(names(await search({ minPrice: 300, maxPrice: 350 }))).toEqual(['Es Vedrà', 'Savina']);
    expect(names(await search({ maxPrice: 100 }))).toEqual(['Moto']);
  });
});

describe('searchBoats: order and pages', () => {
  it('sorts by price either way, with and without dates', async () => {
    expect((await search({ sort: 'price_asc' })).items.map((i) => i.name)).toEqual([
      'Moto',
      'Rápida',
      'Es Vedrà',
      'Savina',
      'Atlantis',
    ]);
    const dates = { startDate: day('07-10'), endDate: day('07-12'), duration: 'days' as const };
    const desc = await search({ ...dates, sort: 'price_desc' });
    expect(desc.items.map((i) => i.name)).toEqual([
      'Atlantis',
      'Savina',
      'Es Vedrà',
      'Rápida',
      'Moto',
    ]);
    const cents = desc.items.map((i) => i.price.cents);
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
  });

  it('sorts by rating (unrated last) and by newest', async () => {
    const rated = (await search({ sort: 'rating' })).items.map((i) => i.name);
    expect(rated.slice(0, 2)).toEqual(['Es Vedrà', 'Rápida']);
    expect((await search({ sort: 'newest' })).items.map((i) => i.name)).toEqual([
      'Savina',
      'Moto',
      'Rápida',
      'Atlantis',
      'Es Vedrà',
    ]);
  });

  it('relevance puts the best boat of each destination first', async () => {
    const items = (await search({})).items;
    const firstThree = items.slice(0, 3).map((i) => i.destinationSlug);
    expect(new Set(firstThree).size).toBe(3);
    // the best rated boat leads, and Ibiza's second boat waits for the other destinations
    expect(items[0]?.name).toBe('Es Vedrà');
    expect(items.map((i) => i.name).indexOf('Atlantis')).toBeGreaterThanOrEqual(3);
  });

  it('pages through the results with a stable order and the total on every page', async () => {
    const all = (await search({ pageSize: 5 })).items.map((i) => i.id);
    const first = await search({ pageSize: 2, page: 1 });
    const second = await search({ pageSize: 2, page: 2 });
    const third = await search({ pageSize: 2, page: 3 });
    expect([...first.items, ...second.items, ...third.items].map((i) => i.id)).toEqual(all);
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    const beyond = await search({ pageSize: 2, page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('does not show a boat once it is unpublished', async () => {
    const db = t.db;
    await db.update(boats).set({ status: 'removed' }).where(eq(boats.id, t.boat.moto.id));
    try {
      expect(names(await search({}))).not.toContain('Moto');
    } finally {
      await db.update(boats).set({ status: 'published' }).where(eq(boats.id, t.boat.moto.id));
    }
  });
});
