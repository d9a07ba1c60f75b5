import { sql } from 'drizzle-orm';
import type { TDatabase, TDbOrTx } from '../client';
import { createBoat, createUser, type TPictureStore, type TUser } from '../factories';
import { slugify, stableUuid } from '../ids';
import {
  boatTypes,
  degrees,
  equipment,
  harbours,
  plans,
  professions,
  userDegrees,
  userProfessions,
  users,
} from '../schema';
import { boats as catalogBoats } from './catalog/boats';
import { demoAccounts, demoPassword, otherOwners } from './demo-accounts';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoSubmissions } from './demo-submissions';

/** Day 0 of the demo: boats are "published" an hour apart from here, so the order is stable. */
const demoEpoch = Date.UTC(2026, 0, 10, 9, 0, 0);

async function idsBySlug(
  db: TDbOrTx,
  table:
    | typeof boatTypes
    | typeof plans
    | typeof equipment
    | typeof degrees
    | typeof professions
    | typeof harbours,
) {
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

function lookup(map: Map<string, number>, slug: string, what: string): number {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`Demo data names an unknown ${what}: ${slug}`);
  return id;
}

async function createDemoAccounts(db: TDbOrTx): Promise<TUser[]> {
  const degreeIds = await idsBySlug(db, degrees);
  const professionIds = await idsBySlug(db, professions);
  const { client, owner, skipper, admin } = demoAccounts;
  const make = (id: string, values: Parameters<typeof createUser>[1]) =>
    createUser(db, { id: stableUuid(`user:${id}`), password: demoPassword, ...values });

  const clientUser = await make('client', { ...withoutExtras(client) });
  await db
    .insert(userDegrees)
    .values({ userId: clientUser.id, degreeId: lookup(degreeIds, client.degree, 'degree') });
  const ownerUser = await make('owner', { ...owner });
  const skipperUser = await make('skipper', {
    ...withoutExtras(skipper),
    description:
      'Capitana de yate con 12 temporadas en Baleares. / Yacht master with 12 seasons in the Balearics.',
  });
  await db
    .insert(userDegrees)
    .values({ userId: skipperUser.id, degreeId: lookup(degreeIds, skipper.degree, 'degree') });
  await db.insert(userProfessions).values(
    skipper.professions.map((slug) => ({
      userId: skipperUser.id,
      professionId: lookup(professionIds, slug, 'profession'),
    })),
  );
  await make('admin', { ...admin });

  const owners = [ownerUser];
  for (const [index, other] of otherOwners.entries()) {
    const email = `${slugify(other.name)}.${slugify(other.surname.split(' ')[0]!)}@owners.marea.test`;
    owners.push(
      await make(`owner-${index + 2}`, {
        email,
        name: other.name,
        surname: other.surname,
        role: 'shipowner',
        companyName: other.companyName,
      }),
    );
  }
  return owners;
}

function withoutExtras<T extends { degree?: string; professions?: string[] }>(
  account: T,
): Omit<T, 'degree' | 'professions'> {
  const { degree: _degree, professions: _professions, ...rest } = account;
  return rest;
}

/**
 * The demo of PRODUCT.md §9, only on an empty database (no users): the four demo accounts, the
 * demo owners and every catalogue boat with prices, equipment, plans and generated pictures.
 * Deterministic: the same ids, slugs and pictures every time.
 */
export async function seedDemo(
  database: TDatabase,
  store: TPictureStore,
): Promise<{ seeded: boolean; boats: number }> {
  return database.transaction(async (db) => {
    // Two nodes starting together on one PostgreSQL: the second waits, then finds users and stops.
    await db.execute(sql`select pg_advisory_xact_lock(7415024)`);
    const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return { seeded: false, boats: 0 };
    const owners = await createDemoAccounts(db);
    const typeIds = await idsBySlug(db, boatTypes);
    const harbourIds = await idsBySlug(db, harbours);
    const equipmentIds = await idsBySlug(db, equipment);
    const planIds = await idsBySlug(db, plans);
    const degreeIds = await idsBySlug(db, degrees);
    for (const [index, boat] of catalogBoats.entries()) {
      const owner = owners[(boat.ownerIndex - 1) % owners.length]!;
      const id = stableUuid(`boat:${boat.name}`);
      await createBoat(db, {
        id,
        ownerId: owner.id,
        slug: slugify(`${boat.name} ${boat.destination}`),
        name: boat.name,
        status: 'published',
        publishedAt: new Date(demoEpoch + index * 3_600_000),
        boatTypeId: lookup(typeIds, boat.type, 'boat type'),
        harbourId: lookup(harbourIds, boat.harbour, 'harbour'),
        berth: boat.berth,
        manufacturer: boat.manufacturer,
        model: boat.model,
        year: boat.year,
        renovationYear: boat.renovationYear,
        descriptionEs: boat.description.es,
        descriptionEn: boat.description.en,
        numberOfPlaces: boat.numberOfPlaces,
        dayPlaces: boat.dayPlaces,
        nightPlaces: boat.nightPlaces,
        cabins: boat.cabins,
        baths: boat.baths,
        lengthM: boat.lengthM,
        beamM: boat.beamM,
        depthM: boat.depthM,
        fuelType: boat.fuelType,
        enginePowerCv: boat.enginePowerCv,
        maxSpeedKn: boat.maxSpeedKn,
        cruiseSpeedKn: boat.cruiseSpeedKn,
        averageConsumptionLh: boat.averageConsumptionLh,
        waterTankL: boat.waterTankL,
        fuelTankL: boat.fuelTankL,
        departureTime: boat.departureTime,
        arrivalTime: boat.arrivalTime,
        skipper: boat.skipper,
        skipperPriceCents: boat.skipperPriceCents,
        depositCents: boat.depositCents,
        fuelPricePerHourCents: boat.fuelPricePerHourCents,
        cancelationConditions: boat.cancelationConditions,
        minDays: boat.minDays,
        requiredDegreeId: boat.requiredDegree
          ? lookup(degreeIds, boat.requiredDegree, 'degree')
          : null,
        prices: boat.prices,
        fromPriceCents: Math.min(
          boat.prices.high.dayCents,
          boat.prices.mid.dayCents,
          boat.prices.low.dayCents,
        ),
        equipmentIds: boat.equipment.map((slug) => lookup(equipmentIds, slug, 'equipment')),
        planIds: boat.plans.map((slug) => lookup(planIds, slug, 'plan')),
        pictures: {
          store,
          art: {
            seed: 101 + index * 7_919,
            type: boat.type,
            hullColor: boat.hullColor,
            accentColor: boat.accentColor,
          },
          views: ['cover', 'anchored', 'detail', 'sunset'],
        },
      });
    }
    await seedDemoCalendar(db);
    // a review queue for the admin: boats the demo clients sent (docs/decisions/0014)
    await seedDemoSubmissions(db, store);
    return { seeded: true, boats: catalogBoats.length };
  });
}
