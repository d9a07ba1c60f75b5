import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import {
  boatPictures,
  boatPlans,
  boatPrices,
  boats,
  boatSeasons,
  boatTypes,
  destinations,
  harbours,
} from '../../../db/schema';
import { pricePerPersonCents } from '../../../shared/groups';
import { occupancyRange } from '../../../shared/occupancy';
import { seasonOf } from '../../../shared/seasons';
import type { TGroupBoatOption } from '../../../shared/schemas/group';
import { appError } from '../../errors';
import { freeDuringSql } from '../search/search-conditions';

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
  /** only this boat (checking the one a creator chose) */
  boatId?: string | null;
};

/** A group's day of a boat: the whole calendar day, as a day booking holds it. */
export function groupDayRange(date: string): string {
  return occupancyRange(date, date, 'day');
}

/** A boat as the group pages show it: card fields with its type, harbour and cover picture. */
const boatOptionColumns = {
  boat: boats,
  typeSlug: boatTypes.slug,
  typeEs: boatTypes.nameEs,
  typeEn: boatTypes.nameEn,
  kind: boatTypes.kind,
  harbourName: harbours.name,
  destinationName: destinations.name,
  pictureId: boatPictures.assetId,
};

/** The boats with what a group option shows of them; the caller adds its `where`. */
export function selectBoatOptions(db: TDbOrTx) {
  return db
    .select(boatOptionColumns)
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .leftJoin(boatPictures, and(eq(boatPictures.boatId, boats.id), eq(boatPictures.position, 0)))
    .$dynamic();
}

type TBoatOptionRow = Awaited<ReturnType<ReturnType<typeof selectBoatOptions>['execute']>>[number];
export type TBoatOptionCard = Omit<
  TGroupBoatOption,
  'dayPriceCents' | 'skipperPriceCents' | 'pricePerPersonCents'
>;

export function toBoatOptionCard(row: TBoatOptionRow): TBoatOptionCard {
  return {
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
    pictureId: row.pictureId ?? null,
    rating: row.boat.ratingAverage,
    ratingCount: row.boat.ratingCount,
  };
}

/**
 * The published boats a group could take: in the harbour, of the type and kind asked, offering the
 * plan, with a skipper (groups always sail with one), room for the whole group, free all that day,
 * and a price per person within the range. Cheapest per person first, then the best rated. Three
 * queries whatever the number of boats.
 */
export async function findGroupBoats(
  db: TDbOrTx,
  criteria: TGroupBoatCriteria,
): Promise<TGroupBoatOption[]> {
  const day = groupDayRange(criteria.date);
  const rows = await selectBoatOptions(db)
    .where(
      and(
        eq(boats.status, 'published'),
        eq(boats.harbourId, criteria.harbourId),
        ne(boats.skipper, 'none'),
        gte(boats.numberOfPlaces, criteria.people),
        criteria.boatTypeId ? eq(boats.boatTypeId, criteria.boatTypeId) : undefined,
        criteria.boatKind ? eq(boatTypes.kind, criteria.boatKind) : undefined,
        criteria.boatId ? eq(boats.id, criteria.boatId) : undefined,
        criteria.planId
          ? sql`exists (select 1 from ${boatPlans} where ${boatPlans.boatId} = ${boats.id} and ${boatPlans.planId} = ${criteria.planId})`
          : undefined,
        freeDuringSql(day),
      ),
    )
    .orderBy(asc(boats.id))
    .limit(200);
  const dayPrices = await dayPricesOn(
    db,
    rows.map((r) => r.boat.id),
    criteria.date,
  );
  const options: TGroupBoatOption[] = [];
  for (const row of rows) {
    const price = groupPrice(dayPrices.get(row.boat.id), row.boat, criteria.people);
    if (!price) continue;
    if (criteria.minPriceCents && price.pricePerPersonCents < criteria.minPriceCents) continue;
    if (criteria.maxPriceCents && price.pricePerPersonCents > criteria.maxPriceCents) continue;
    options.push({ ...toBoatOptionCard(row), ...price });
  }
  return options.sort(
    (a, b) =>
      a.pricePerPersonCents - b.pricePerPersonCents ||
      (b.rating ?? 0) - (a.rating ?? 0) ||
      a.id.localeCompare(b.id),
  );
}

type TGroupPrice = {
  dayPriceCents: number;
  skipperPriceCents: number;
  pricePerPersonCents: number;
};

/** The day price of that date's season, the skipper's day, and their share per person. */
export async function groupDayPrice(
  db: TDbOrTx,
  boat: TBoat,
  date: string,
  people: number,
): Promise<TGroupPrice> {
  const prices = await dayPricesOn(db, [boat.id], date);
  const price = groupPrice(prices.get(boat.id), boat, people);
  if (!price) throw appError('AA00026');
  return price;
}

function groupPrice(
  dayPriceCents: number | undefined,
  boat: { skipperPriceCents: number },
  people: number,
): TGroupPrice | null {
  if (dayPriceCents === undefined) return null;
  const skipperPriceCents = boat.skipperPriceCents;
  return {
    dayPriceCents,
    skipperPriceCents,
    pricePerPersonCents: pricePerPersonCents(dayPriceCents, skipperPriceCents, people),
  };
}

/**
 * The day price of each boat on a date: the price of the season the boat's own calendar (or the
 * default one) gives that date. Two queries for any number of boats; a boat without a price for
 * that season is left out.
 */
async function dayPricesOn(
  db: TDbOrTx,
  boatIds: string[],
  date: string,
): Promise<Map<string, number>> {
  if (boatIds.length === 0) return new Map();
  const [ranges, prices] = await Promise.all([
    db
      .select({
        boatId: boatSeasons.boatId,
        startDate: boatSeasons.startDate,
        endDate: boatSeasons.endDate,
        season: boatSeasons.season,
      })
      .from(boatSeasons)
      .where(
        and(
          inArray(boatSeasons.boatId, boatIds),
          lte(boatSeasons.startDate, date),
          gte(boatSeasons.endDate, date),
        ),
      ),
    db
      .select({
        boatId: boatPrices.boatId,
        season: boatPrices.season,
        dayCents: boatPrices.dayPriceCents,
      })
      .from(boatPrices)
      .where(inArray(boatPrices.boatId, boatIds)),
  ]);
  const result = new Map<string, number>();
  for (const id of boatIds) {
    const season = seasonOf(
      date,
      ranges.filter((r) => r.boatId === id),
    );
    const price = prices.find((p) => p.boatId === id && p.season === season);
    if (price) result.set(id, price.dayCents);
  }
  return result;
}
