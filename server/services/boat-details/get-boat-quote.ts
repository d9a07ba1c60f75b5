import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatOccupancy } from '../../../db/schema';
import type { TBoatQuote } from '../../../shared/dto/boat-details';
import { occupancyRange } from '../../../shared/occupancy';
import { computeQuote, slotHours, type TPricingBoat } from '../../../shared/pricing';
import { checkQuoteRequest, type TQuoteQuery } from '../../../shared/schemas/boat-quote';
import { appError } from '../../errors';
import type { TBoat } from '../../../db/factories';
import { loadPricingBoat } from './boat-prices';
import { findVisibleBoat, type TViewer } from './find-visible-boat';

/** `GET /boat/{id}/quote`: the price breakdown, and whether the boat is free then. */
export async function getBoatQuote(
  db: TDbOrTx,
  idOrSlug: string,
  viewer: TViewer,
  query: TQuoteQuery,
  options: { today: string; firstPaymentPercent: number },
): Promise<TBoatQuote> {
  const boat = await findVisibleBoat(db, idOrSlug, viewer);
  return quoteBoat(db, boat, await loadPricingBoat(db, boat), query, options);
}

/** The quote of a boat already loaded (the boat page prices its default choice this way). */
export async function quoteBoat(
  db: TDbOrTx,
  boat: TBoat,
  pricing: TPricingBoat,
  query: TQuoteQuery,
  options: { today: string; firstPaymentPercent: number },
): Promise<TBoatQuote> {
  const checked = checkQuoteRequest(
    query,
    { ...pricing, minDays: boat.minDays, numberOfPlaces: boat.numberOfPlaces },
    options.today,
  );
  if (!checked.request) throw appError('AA00001', undefined, checked.errors);
  const request = checked.request;
  const quote = computeQuote(pricing, request, options.firstPaymentPercent);
  const range = occupancyRange(
    request.startDate,
    request.endDate,
    request.duration,
    request.slot ?? undefined,
  );
  const [taken] = await db
    .select({ id: boatOccupancy.id })
    .from(boatOccupancy)
    .where(
      and(eq(boatOccupancy.boatId, boat.id), sql`${boatOccupancy.during} && ${range}::tsrange`),
    )
    .limit(1);
  const hours = request.slot
    ? slotHours(pricing, request.slot)
    : { from: pricing.departureTime.slice(0, 5), to: pricing.arrivalTime.slice(0, 5) };
  return {
    ...quote,
    startDate: request.startDate,
    endDate: quote.days.at(-1)!.date,
    duration: request.duration,
    slot: request.slot,
    hours,
    people: query.people ?? null,
    available: !taken,
  };
}
