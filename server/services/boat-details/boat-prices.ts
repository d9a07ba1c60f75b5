import { eq, sql } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boatPrices, boats, boatSeasons } from '../../../db/schema';
import type { TPricingBoat, TSeasonPrices } from '../../../shared/pricing';
import type { TSeason, TSeasonRange } from '../../../shared/seasons';
import { appError } from '../../errors';

type TPriceRow = { season: TSeason; dayPriceCents: number; halfDayPriceCents: number | null };

/**
 * The boat's prices (placeholder `boatId`) as one JSON list, and its own season calendar as
 * another (dates as 'YYYY-MM-DD'): two columns for a statement that reads the boat (decision 0046).
 */
export function pricingColumns() {
  const boatId = sql.placeholder('boatId');
  return {
    prices: sql<
      TPriceRow[]
    >`coalesce((select json_agg(json_build_object('season', ${boatPrices.season}, 'dayPriceCents', ${boatPrices.dayPriceCents}, 'halfDayPriceCents', ${boatPrices.halfDayPriceCents})) from ${boatPrices} where ${boatPrices.boatId} = ${boatId}), '[]'::json)`,
    seasons: sql<
      TSeasonRange[]
    >`coalesce((select json_agg(json_build_object('startDate', ${boatSeasons.startDate}, 'endDate', ${boatSeasons.endDate}, 'season', ${boatSeasons.season}) order by ${boatSeasons.startDate}) from ${boatSeasons} where ${boatSeasons.boatId} = ${boatId}), '[]'::json)`,
  };
}

/** The two columns of `pricingColumns`, read; 422 (AA00026) when a season has no price. */
export function pricingOf(priceRows: TPriceRow[], seasonRanges: TSeasonRange[]): TPricing {
  const price = (season: 'high' | 'mid' | 'low') => {
    const row = priceRows.find((r) => r.season === season);
    if (!row) throw appError('AA00026');
    return { dayCents: row.dayPriceCents, halfDayCents: row.halfDayPriceCents };
  };
  return { prices: { high: price('high'), mid: price('mid'), low: price('low') }, seasonRanges };
}

/** The boat's price per season and its own season calendar; 422 (AA00026) when a season has no price. */
export async function selectPricing(db: TDbOrTx, boatId: string): Promise<TPricing> {
  // both lists in one statement, prepared
  const query = preparedOnce(db, 'boat-pricing', () =>
    db
      .select(pricingColumns())
      .from(boats)
      .where(eq(boats.id, sql.placeholder('boatId'))),
  );
  const [row] = await query.execute({ boatId });
  return pricingOf(row?.prices ?? [], row?.seasons ?? []);
}

type TPricing = { prices: TSeasonPrices; seasonRanges: TSeasonRange[] };

/** Everything the price of a boat depends on: its row and its prices and seasons. */
export function pricingBoatOf(boat: TBoat, pricing: TPricing): TPricingBoat {
  return {
    ...pricing,
    skipper: boat.skipper,
    skipperPriceCents: boat.skipperPriceCents,
    depositCents: boat.depositCents,
    fuelPricePerHourCents: boat.fuelPricePerHourCents,
    departureTime: boat.departureTime,
    arrivalTime: boat.arrivalTime,
  };
}

/** Everything the price of a boat depends on, read. */
export async function loadPricingBoat(db: TDbOrTx, boat: TBoat): Promise<TPricingBoat> {
  return pricingBoatOf(boat, await selectPricing(db, boat.id));
}
