import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boatPrices, boatSeasons } from '../../../db/schema';
import type { TPricingBoat, TSeasonPrices } from '../../../shared/pricing';
import type { TSeasonRange } from '../../../shared/seasons';
import { appError } from '../../errors';

/** The boat's price per season and its own season calendar; 422 (AA00026) when a season has no price. */
export async function selectPricing(
  db: TDbOrTx,
  boatId: string,
): Promise<{ prices: TSeasonPrices; seasonRanges: TSeasonRange[] }> {
  const [priceRows, seasonRanges] = await Promise.all([
    db.select().from(boatPrices).where(eq(boatPrices.boatId, boatId)),
    db
      .select({
        startDate: boatSeasons.startDate,
        endDate: boatSeasons.endDate,
        season: boatSeasons.season,
      })
      .from(boatSeasons)
      .where(eq(boatSeasons.boatId, boatId))
      .orderBy(asc(boatSeasons.startDate)),
  ]);
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
