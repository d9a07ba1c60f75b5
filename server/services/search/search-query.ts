import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, harbours } from '../../../db/schema';
import type { TBoatSearchItem, TSearchStay } from '../../../shared/dto/search';
import type { TBoatSearchFilters, TSearchSort } from '../../../shared/search';
import { searchConditions } from './search-conditions';
import { lowestHalfDayPriceSql, stayPriceSql } from './stay-price';

/**
 * Rating with a prior (4.2 stars worth 3 valuations): one 5-star valuation does not outrank
 * forty 4.8 ones, and boats without valuations sit in the middle, not at the bottom.
 */
const score = sql`((coalesce(${boats.ratingAverage}, 0) * ${boats.ratingCount} + 12.6) / (${boats.ratingCount} + 3))`;

function orderBy(sort: TSearchSort, price: SQL): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(price), asc(boats.id)];
    case 'price_desc':
      return [desc(price), asc(boats.id)];
    case 'rating':
      return [sql`${boats.ratingAverage} desc nulls last`, desc(boats.ratingCount), asc(boats.id)];
    case 'newest':
      return [sql`${boats.publishedAt} desc nulls last`, asc(boats.id)];
    case 'relevance':
      // Best first, taking turns between destinations: a search without a place shows the whole
      // coast on its first page instead of every boat of the best-rated harbour. Equal scores
      // (new boats) follow the id, a random uuid: a stable shuffle from page to page, so no boat
      // type or owner comes first just for being listed first or last.
      return [
        sql`row_number() over (partition by ${harbours.destinationId} order by ${score} desc, ${boats.id})`,
        sql`${score} desc`,
        asc(boats.id),
      ];
  }
}

export type TPriceUnit = TBoatSearchItem['price']['unit'];

/**
 * The statements of a search, not yet run: `page` ranks the matching boats and keeps one page
 * of ids; `count` counts the matches; `price` is the price of a boat row, for the page's cards.
 * When the ranking has to see every match anyway (relevance, a price per match), `page` also
 * counts them (`total`) in the same pass; otherwise an index gives the first rows of the order
 * without reading the others, and `count` runs apart. `extra` holds conditions decided
 * elsewhere (the place's harbours).
 */
export function searchQueries(
  db: TDbOrTx,
  filters: TBoatSearchFilters,
  stay: TSearchStay | null,
  extra: SQL[] = [],
) {
  const conditions = [...searchConditions(filters, stay), ...extra];
  const unit: TPriceUnit = stay ? 'stay' : filters.duration === 'half_day' ? 'half_day' : 'day';
  const computed = stay ? stayPriceSql(stay) : unit === 'half_day' ? lowestHalfDayPriceSql() : null;
  const price = computed ?? sql`${boats.fromPriceCents}`;
  // The price comes from the boat's row (copies of its prices): cheap enough to compute for every
  // match, but only needed for each when it sorts or filters them. Full days always have a
  // price (the boat form asks all three seasons); a half day may not, and such boats are not
  // offered. Otherwise only the page's boats are priced.
  const pricePerMatch =
    computed !== null &&
    (unit !== 'stay' ||
      stay?.duration === 'half_day' ||
      filters.sort === 'price_asc' ||
      filters.sort === 'price_desc' ||
      filters.minPrice !== undefined ||
      filters.maxPrice !== undefined);
  const perDays = stay?.days ?? 1;
  if (pricePerMatch) conditions.push(sql`${price} is not null`);
  if (filters.minPrice !== undefined)
    conditions.push(sql`${price} >= ${filters.minPrice * 100 * perDays}`);
  if (filters.maxPrice !== undefined)
    conditions.push(sql`${price} <= ${filters.maxPrice * 100 * perDays}`);
  const where = and(...conditions);

  const countsInPage = filters.sort === 'relevance' || pricePerMatch;
  const page = db
    .select({
      id: boats.id,
      total: (countsInPage ? sql<number>`count(*) over ()` : sql<number>`null`).mapWith(Number),
    })
    .from(boats)
    .innerJoin(harbours, eq(harbours.id, boats.harbourId));
  const count = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(boats);
  return {
    unit,
    price,
    countsInPage,
    page: page
      .where(where)
      .orderBy(...orderBy(filters.sort, price))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    count: count.where(where),
  };
}
