import type { TDbOrTx } from '../../../db/client';
import type { TBoatQuote } from '../../../shared/dto/boat-details';
import { computeQuote, slotHours, type TPricingBoat } from '../../../shared/pricing';
import type { TQuoteQuery } from '../../../shared/schemas/boat-quote';
import { checkStay } from './boat-stay';
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

/**
 * The quote of a boat already loaded (the boat page prices its default choice this way, with the
 * occupancy it has read as `known`, checkStay).
 */
export async function quoteBoat(
  db: TDbOrTx,
  boat: TBoat,
  pricing: TPricingBoat,
  query: TQuoteQuery,
  options: {
    today: string;
    firstPaymentPercent: number;
    known?: (during: string) => boolean | undefined;
  },
): Promise<TBoatQuote> {
  const { request, taken } = await checkStay(
    db,
    boat,
    pricing,
    query,
    options.today,
    options.known,
  );
  const quote = computeQuote(pricing, request, options.firstPaymentPercent);
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
