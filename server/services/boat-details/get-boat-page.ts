import type { TDatabase } from '../../../db/client';
import { addDays, todayInMadrid } from '../../../shared/dates';
import type { TBoatPage, TBoatQuote } from '../../../shared/dto/boat-details';
import type { TLang } from '../../../shared/i18n';
import { VALUATIONS_PAGE_SIZE } from '../../../shared/valuation';
import { pricingBoatOf } from './boat-prices';
import { findVisibleBoat, type TViewer } from './find-visible-boat';
import { selectTaken } from './get-boat-availability';
import { availabilityDays, takenWithin } from './day-availability';
import { describeBoat } from './get-boat-details';
import { quoteBoat } from './get-boat-quote';
import { listSimilarBoats } from './list-similar-boats';
import { boatValuations } from '../valuation/boat-valuations';

/**
 * Everything the boat page renders on the server: details, similar boats, this month's and next
 * month's availability, and the price of a sensible first choice (the first free day from
 * tomorrow), so the page is complete before any script runs. 404 (AA00025) when not visible.
 */
export async function getBoatPage(
  db: TDatabase,
  lang: TLang,
  slug: string,
  viewer: TViewer,
  options: { firstPaymentPercent: number; ownerResponseHours: number; now?: Date },
): Promise<TBoatPage> {
  const today = todayInMadrid(options.now);
  const boat = await findVisibleBoat(db, slug, viewer);
  const from = `${today.slice(0, 8)}01`;
  const to = addDays(`${addDays(from, 62).slice(0, 8)}01`, -1);
  const [details, similar, taken, valuations] = await Promise.all([
    describeBoat(db, boat),
    listSimilarBoats(db, lang, boat),
    selectTaken(db, boat.id, from, to),
    boatValuations(db, boat, { page: 1, pageSize: VALUATIONS_PAGE_SIZE }),
  ]);
  // the details carry the prices and seasons the calculator needs: read once
  const pricing = pricingBoatOf(boat, { prices: details.prices, seasonRanges: details.seasons });
  const days = availabilityDays(from, to, today, taken);
  const tomorrow = addDays(today, 1);
  const startDate = days.find((d) => d.date >= tomorrow && d.status === 'free')?.date ?? tomorrow;
  const choice = {
    duration: boat.minDays > 1 ? ('days' as const) : ('day' as const),
    startDate,
    endDate: addDays(startDate, Math.max(boat.minDays, 1) - 1),
    slot: null,
    skipper: boat.skipper === 'mandatory',
    people: Math.min(2, boat.numberOfPlaces),
  };
  let quote: TBoatQuote | null = null;
  try {
    quote = await quoteBoat(
      db,
      boat,
      pricing,
      {
        start_date: choice.startDate,
        end_date: choice.endDate,
        duration: choice.duration,
        skipper: choice.skipper,
        people: choice.people,
      },
      {
        today,
        firstPaymentPercent: options.firstPaymentPercent,
        // the two months just read: no second look at the occupancy
        known: takenWithin(from, to, taken),
      },
    );
  } catch {
    // a boat without prices still has a page; the calculator then shows the error on use
  }
  return {
    boat: details,
    similar,
    availability: { from, to, days },
    valuations,
    today,
    choice,
    quote,
    firstPaymentPercent: options.firstPaymentPercent,
    ownerResponseHours: options.ownerResponseHours,
  };
}
