import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import {
  boatOccupancy,
  boatPictures,
  boatPlans,
  boats,
  boatTypes,
  destinations,
  harbours,
  plans,
} from '../../../db/schema';
import { pricePerPersonCents } from '../../../shared/groups';
import { occupancyRange } from '../../../shared/occupancy';
import { seasonOf } from '../../../shared/seasons';
import type { TGroupBoatOption } from '../../../shared/schemas/group';
import { selectPricing } from '../boat-details/boat-prices';

/** What a group asks of a boat (docs/decisions/0028-groups.md). Prices in cents. */
export type TGroupBoatCriteria = {
  date: string;
  harbourId: number;
  planId?: number | null;
  boatTypeId?: number | null;
  boatKind?: 'sail' | 'motor' | null;
  people: number;
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
  /** a boat left out (the one that just said no) */
  excludeBoatId?: string | null;
  /** only this boat (checking the one a creator chose) */
  boatId?: string | null;
};

/** A group's day of a boat: the whole calendar day, as a day booking holds it. */
export function groupDayRange(date: string): string {
  return occupancyRange(date, date, 'day');
}

/**
 * The published boats a group could take: in the harbour, of the type and kind asked, offering the
 * plan, with a skipper (groups always sail with one), room for the whole group, free all that day,
 * and a price per person within the range. Cheapest per person first, then the best rated.
 */
export async function findGroupBoats(
  db: TDbOrTx,
  criteria: TGroupBoatCriteria,
): Promise<TGroupBoatOption[]> {
  const day = groupDayRange(criteria.date);
  const rows = await db
    .select({
      boat: boats,
      typeSlug: boatTypes.slug,
      typeEs: boatTypes.nameEs,
      typeEn: boatTypes.nameEn,
      kind: boatTypes.kind,
      harbourName: harbours.name,
      destinationName: destinations.name,
    })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .where(
      and(
        eq(boats.status, 'published'),
        eq(boats.harbourId, criteria.harbourId),
        ne(boats.skipper, 'none'),
        gte(boats.numberOfPlaces, criteria.people),
        criteria.boatTypeId ? eq(boats.boatTypeId, criteria.boatTypeId) : undefined,
        criteria.boatKind ? eq(boatTypes.kind, criteria.boatKind) : undefined,
        criteria.excludeBoatId ? ne(boats.id, criteria.excludeBoatId) : undefined,
        criteria.boatId ? eq(boats.id, criteria.boatId) : undefined,
        criteria.planId
          ? sql`exists (select 1 from ${boatPlans} where ${boatPlans.boatId} = ${boats.id} and ${boatPlans.planId} = ${criteria.planId})`
          : undefined,
        sql`not exists (select 1 from ${boatOccupancy} where ${boatOccupancy.boatId} = ${boats.id} and ${boatOccupancy.during} && ${day}::tsrange)`,
      ),
    )
    .orderBy(asc(boats.id))
    .limit(200);
  if (rows.length === 0) return [];
  const covers = await coverPictures(
    db,
    rows.map((r) => r.boat.id),
  );
  const options: TGroupBoatOption[] = [];
  for (const row of rows) {
    const price = await groupDayPrice(db, row.boat, criteria.date, criteria.people);
    if (criteria.minPriceCents && price.pricePerPersonCents < criteria.minPriceCents) continue;
    if (criteria.maxPriceCents && price.pricePerPersonCents > criteria.maxPriceCents) continue;
    options.push({
      id: row.boat.id,
      slug: row.boat.slug,
      name: row.boat.name,
      typeSlug: row.typeSlug,
      typeName: { es: row.typeEs, en: row.typeEn },
      kind: row.kind,
      harbourName: row.harbourName,
      destinationName: row.destinationName,
      numberOfPlaces: row.boat.numberOfPlaces,
      lengthM: row.boat.lengthM,
      pictureId: covers.get(row.boat.id) ?? null,
      rating: row.boat.ratingAverage,
      ratingCount: row.boat.ratingCount,
      ...price,
    });
  }
  return options.sort(
    (a, b) =>
      a.pricePerPersonCents - b.pricePerPersonCents ||
      (b.rating ?? 0) - (a.rating ?? 0) ||
      a.id.localeCompare(b.id),
  );
}

/** The day price of that date's season, the skipper's day, and their share per person. */
export async function groupDayPrice(
  db: TDbOrTx,
  boat: TBoat,
  date: string,
  people: number,
): Promise<{ dayPriceCents: number; skipperPriceCents: number; pricePerPersonCents: number }> {
  const { prices, seasonRanges } = await selectPricing(db, boat.id);
  const dayPriceCents = prices[seasonOf(date, seasonRanges)].dayCents;
  const skipperPriceCents = boat.skipperPriceCents;
  return {
    dayPriceCents,
    skipperPriceCents,
    pricePerPersonCents: pricePerPersonCents(dayPriceCents, skipperPriceCents, people),
  };
}

async function coverPictures(db: TDbOrTx, boatIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ boatId: boatPictures.boatId, assetId: boatPictures.assetId })
    .from(boatPictures)
    .where(and(inArray(boatPictures.boatId, boatIds), eq(boatPictures.position, 0)));
  return new Map(rows.map((r) => [r.boatId, r.assetId]));
}

/** Ids of a plan, harbour, boat type by slug (null when unknown). */
export async function planIdOf(db: TDbOrTx, slug: string | null): Promise<number | null> {
  if (!slug) return null;
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug));
  return row?.id ?? null;
}
