import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { TDatabase } from '../../db/client';
import { createBoat, createUser, type TBoat } from '../../db/factories';
import { boatTypes, harbours, plans } from '../../db/schema';
import { syncReferenceData } from '../../db/seed/reference';
import { todayInMadrid } from '../../shared/dates';
import { emptySearchFilters, type TBoatSearchFilters } from '../../shared/search';
import { useTestDatabase } from './test-app';
import { searchBoats } from '../services/search/search-boats';

/** Next year's dates, so that they are never in the past and cross known seasons. */
const year = Number(todayInMadrid().slice(0, 4)) + 1;
export const day = (monthDay: string) => `${year}-${monthDay}`;

export const names = (result: { items: { name: string }[] }) =>
  result.items.map((i) => i.name).sort();

const prices = (high: number, mid: number, low: number, halfDay = true) => ({
  high: { dayCents: high, halfDayCents: halfDay ? Math.round(high * 0.6) : null },
  mid: { dayCents: mid, halfDayCents: halfDay ? Math.round(mid * 0.6) : null },
  low: { dayCents: low, halfDayCents: halfDay ? Math.round(low * 0.6) : null },
});

export type TFixtureBoats = Record<'vedra' | 'atlantis' | 'rapida' | 'moto' | 'savina', TBoat>;

async function idOf(
  db: TDatabase,
  table: typeof harbours | typeof boatTypes | typeof plans,
  slug: string,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  return row!.id;
}

/**
 * The search tests' small marketplace on a fresh database: five published boats in Ibiza,
 * Barcelona and Formentera with known prices, ratings and sizes, and four never listed.
 * Es Vedrà (sailboat, Ibiza): 10 people, 8 berths, 12.4 m, skipper optional, 450/380/300 €,
 * sunset plan, 4.8 ★ × 10. Atlantis (catamaran, Ibiza): 12 people, 14 m, skipper mandatory
 * 200 €, 900/700/600 € and no half days. Rápida (motorboat, Barcelona): 6 people, 7.5 m, no
 * skipper, 300/250/200 €, 4 ★ × 2. Moto (jet ski, Barcelona): 150/120/100 €. Savina (sailboat,
 * Formentera): 11 m, 3 days minimum, 500/400/350 €.
 */
export function useSearchFixture() {
  const testDb = useTestDatabase();
  let boat: TFixtureBoats | undefined;
  beforeAll(async () => {
    boat = await seed(testDb.database.db);
  });
  return {
    get db() {
      return testDb.database.db;
    },
    get boat() {
      if (!boat) throw new Error('useSearchFixture: read .boat inside a test');
      return boat;
    },
    search: (filters: Partial<TBoatSearchFilters>, lang: 'es' | 'en' = 'es') =>
      searchBoats(testDb.database.db, lang, { ...emptySearchFilters, ...filters }),
  };
}

async function seed(db: TDatabase): Promise<TFixtureBoats> {
  await syncReferenceData(db);
  const owner = await createUser(db);
  const harbour = (slug: string) => idOf(db, harbours, slug);
  const type = (slug: string) => idOf(db, boatTypes, slug);
  const at = (days: number) => new Date(Date.UTC(2026, 0, 1 + days));
  const boat = {
    vedra: await createBoat(db, {
      ownerId: owner.id,
      name: 'Es Vedrà',
      harbourId: await harbour('marina-ibiza'),
      boatTypeId: await type('sailboat'),
      numberOfPlaces: 10,
      nightPlaces: 8,
      lengthM: 12.4,
      skipper: 'optional',
      prices: prices(45_000, 38_000, 30_000),
      planIds: [await idOf(db, plans, 'sunset')],
      ratingAverage: 4.8,
      ratingCount: 10,
      publishedAt: at(1),
    }),
    atlantis: await createBoat(db, {
      ownerId: owner.id,
      name: 'Atlantis',
      harbourId: await harbour('marina-botafoch'),
      boatTypeId: await type('catamaran'),
      numberOfPlaces: 12,
      nightPlaces: 10,
      lengthM: 14,
      skipper: 'mandatory',
      skipperPriceCents: 20_000,
      prices: prices(90_000, 70_000, 60_000, false),
      publishedAt: at(2),
    }),
    rapida: await createBoat(db, {
      ownerId: owner.id,
      name: 'Rápida',
      harbourId: await harbour('port-olimpic'),
      boatTypeId: await type('motorboat'),
      numberOfPlaces: 6,
      nightPlaces: 0,
      cabins: 0,
      lengthM: 7.5,
      skipper: 'none',
      prices: prices(30_000, 25_000, 20_000),
      ratingAverage: 4,
      ratingCount: 2,
      publishedAt: at(3),
    }),
    moto: await createBoat(db, {
      ownerId: owner.id,
      name: 'Moto',
      harbourId: await harbour('port-forum'),
      boatTypeId: await type('jet-ski'),
      numberOfPlaces: 2,
      nightPlaces: 0,
      lengthM: 3.3,
      skipper: 'none',
      prices: prices(15_000, 12_000, 10_000),
      publishedAt: at(4),
    }),
    savina: await createBoat(db, {
      ownerId: owner.id,
      name: 'Savina',
      harbourId: await harbour('la-savina'),
      boatTypeId: await type('sailboat'),
      numberOfPlaces: 8,
      lengthM: 11,
      skipper: 'optional',
      minDays: 3,
      prices: prices(50_000, 40_000, 35_000),
      publishedAt: at(5),
    }),
  };
  // never listed: not published
  for (const status of ['draft', 'pending_review', 'rejected', 'removed', 'unpublished'] as const) {
    await createBoat(db, {
      ownerId: owner.id,
      name: `Hidden ${status}`,
      status,
      harbourId: await harbour('marina-ibiza'),
    });
  }
  return boat;
}
