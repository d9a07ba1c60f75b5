import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from './client';
import { slugify, stableUuid } from './ids';
import { hashPassword } from './password';
import {
  assets,
  boatEquipment,
  boatPictures,
  boatPlans,
  boatPrices,
  boats,
  boatTypes,
  harbours,
  users,
} from './schema';
import type { TBoatSceneInput } from './seed/art/types';
import { renderBoatScene } from './seed/art/boat-scene';

/**
 * Factories shared by the demo seed and the tests: each makes a valid row with sensible defaults
 * and takes overrides for what a test cares about.
 */
export type TUser = typeof users.$inferSelect;
export type TBoat = typeof boats.$inferSelect;
type TPriceSet = Record<'high' | 'mid' | 'low', { dayCents: number; halfDayCents: number | null }>;

/** A picture store the factories write generated originals to. */
export type TPictureStore = { put: (key: string, body: Buffer | string) => Promise<void> };

let sequence = 0;
const nextNumber = () => ++sequence;

export async function createUser(
  db: TDbOrTx,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TUser> {
  const n = nextNumber();
  const { password, ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}.${randomUUID().slice(0, 8)}@example.test`,
      name: `User ${n}`,
      surname: 'Test',
      emailVerifiedAt: new Date(),
      passwordHash: password ? await hashPassword(password) : null,
      ...values,
    })
    .returning();
  return user!;
}

const defaultPrices: TPriceSet = {
  high: { dayCents: 45_000, halfDayCents: 28_000 },
  mid: { dayCents: 38_000, halfDayCents: 24_000 },
  low: { dayCents: 30_000, halfDayCents: 19_000 },
};

export type TBoatOverrides = Partial<typeof boats.$inferInsert> & {
  ownerId: string;
  prices?: TPriceSet;
  equipmentIds?: number[];
  planIds?: number[];
  /** generated pictures: one per view, the first is the cover */
  pictures?: {
    store: TPictureStore;
    art: Omit<TBoatSceneInput, 'view'>;
    views: TBoatSceneInput['view'][];
  };
};

/** A published boat with prices for every season; harbour and type default to the first ones. */
export async function createBoat(db: TDbOrTx, overrides: TBoatOverrides): Promise<TBoat> {
  const {
    prices = defaultPrices,
    equipmentIds = [],
    planIds = [],
    pictures,
    ...values
  } = overrides;
  const n = nextNumber();
  const harbourId = values.harbourId ?? (await firstId(db, harbours));
  const boatTypeId = values.boatTypeId ?? (await firstId(db, boatTypes));
  const [harbour] = await db
    .select({ lat: harbours.lat, lon: harbours.lon })
    .from(harbours)
    .where(eq(harbours.id, harbourId));
  const name = values.name ?? `Boat ${n}`;
  const [boat] = await db
    .insert(boats)
    .values({
      slug: `${slugify(name)}-${randomUUID().slice(0, 6)}`,
      status: 'published',
      publishedAt: new Date(),
      manufacturer: 'Beneteau',
      model: 'Oceanis 38.1',
      year: 2019,
      numberOfPlaces: 8,
      dayPlaces: 8,
      nightPlaces: 6,
      cabins: 3,
      baths: 2,
      lengthM: 11.5,
      fuelType: 'diesel',
      skipper: 'optional',
      skipperPriceCents: 18_000,
      cancelationConditions: 'moderate',
      lat: harbour!.lat,
      lon: harbour!.lon,
      fromPriceCents: Math.min(...Object.values(prices).map((p) => p.dayCents)),
      ...values,
      name,
      harbourId,
      boatTypeId,
    })
    .returning();
  await db.insert(boatPrices).values(
    (['high', 'mid', 'low'] as const).map((season) => ({
      boatId: boat!.id,
      season,
      dayPriceCents: prices[season].dayCents,
      halfDayPriceCents: prices[season].halfDayCents,
    })),
  );
  if (equipmentIds.length > 0) {
    await db
      .insert(boatEquipment)
      .values(equipmentIds.map((equipmentId) => ({ boatId: boat!.id, equipmentId })));
  }
  if (planIds.length > 0) {
    await db.insert(boatPlans).values(planIds.map((planId) => ({ boatId: boat!.id, planId })));
  }
  if (pictures) await attachGeneratedPictures(db, boat!.id, pictures);
  return boat!;
}

async function attachGeneratedPictures(
  db: TDbOrTx,
  boatId: string,
  { store, art, views }: NonNullable<TBoatOverrides['pictures']>,
): Promise<void> {
  for (const [position, view] of views.entries()) {
    const svg = renderBoatScene({ ...art, view });
    const storageKey = `boats/${boatId}/${view}-${art.seed}.svg`;
    const [asset] = await db
      .insert(assets)
      .values({
        id: stableUuid(storageKey),
        kind: 'boat_picture',
        status: 'ready',
        storageKey,
        contentType: 'image/svg+xml',
        byteSize: Buffer.byteLength(svg),
        width: 1600,
        height: 1067,
      })
      .returning({ id: assets.id, storageKey: assets.storageKey });
    await store.put(asset!.storageKey, svg);
    await db.insert(boatPictures).values({ boatId, assetId: asset!.id, position });
  }
}

async function firstId(db: TDbOrTx, table: typeof harbours | typeof boatTypes): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  if (!row) throw new Error('Reference data is missing: run syncReferenceData first.');
  return row.id;
}
