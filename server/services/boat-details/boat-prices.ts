import { eq, sql } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boatPrices, boats, boatSeasons } from '../../../db/schema';
import type { TPricingBoat, TSeasonPrices } from '../../../shared/pricing';
import type { TSeason, TSeasonRange } from '../../../shared/seasons';
import { appError } from '../../errors';

/** The boat's price per season and its own season calendar; 422 (AA00026) when a season has no price. */
export async function selectPricing(
  db: TDbOrTx,
  boatId: string,
): Promise<{ prices: TSeasonPrices; seasonRanges: TSeasonRange[] }> {
  // both lists in one statement (JSON; dates come as 'YYYY-MM-DD'), prepared (decision 0046)
  const query = preparedOnce(db, 'boat-pricing', () =>
    db
      .select({
        prices: sql<
          { season: TSeason; dayPriceCents: number; halfDayPriceCents: number | null }[]
        >`coalesce((select json_agg(json_build_object('season', ${boatPrices.season}, 'dayPriceCents', ${boatPrices.dayPriceCents}, 'halfDayPriceCents', ${boatPrices.halfDayPriceCents})) from ${boatPrices} where ${boatPrices.boatId} = ${sql.placeholder('boatId')}), '[]'::json)`,
        seasons: sql<
          TSeasonRange[]
        >`coalesce((select json_agg(json_build_object('startDate', ${boatSeasons.startDate}, 'endDate', ${boatSeasons.endDate}, 'season', ${boatSeasons.season}) order by ${boatSeasons.startDate}) from ${boatSeasons} where ${boatSeasons.boatId} = ${sql.placeholder('boatId')}), '[]'::json)`,
      })
      .from(boats)
      .where(eq(boats.id, sql.placeholder('boatId'))),
  );
  const [row] = await query.execute({ boatId });
  const priceRows = row?.prices ?? [];
  const seasonRanges = row?.seasons ?? [];
  const price = (season: 'high' | 'mid' | 'low') => {
    const row = priceRows.find((r) => r.season === season);
    if (!row) throw appError('AA00026');
    return { dayCents: row.dayPriceCents, halfDayCents: row.halfDayPriceCents };
  };
  return { prices: { high: price('high'), mid: price('mid'), low: price('low') }, seasonRanges };
}

export type TPricing = Awaited<ReturnType<typeof selectPricing>>;

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
