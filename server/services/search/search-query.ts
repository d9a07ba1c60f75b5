import { and, sql, type SQL } from 'drizzle-orm';
import { boats, harbours } from '../../../db/schema';
import type { TBoatSearchItem, TSearchStay } from '../../../shared/dto/search';
import type { TBoatSearchFilters } from '../../../shared/search';
import { defaultSeasonOf, seasons, type TSeason } from '../../../shared/seasons';
import { searchConditions } from './search-conditions';
import {
  lowestHalfDayPriceSql,
  mandatorySkipperSql,
  ownSeasonsOverSql,
  ownSeasonStayPricesSql,
  stayDates,
  stayPriceSql,
} from './stay-price';

export type TPriceUnit = TBoatSearchItem['price']['unit'];

/**
 * Counting stops there: past it a search says "more than 1,000 boats" (no one pages that far),
 * and the first page comes from an index instead of ranking every match.
 */
export const searchCountCap = 1000;

/**
 * The price of one day, or half a day, of each season with the mandatory skipper, kept on the
 * boat's row (migrations 0007 and 0020), each ordered by its own index.
 */
const dayTotals: Record<'day' | 'halfDay', Record<TSeason, SQL>> = {
  day: {
    low: sql`${boats.dayTotalLowCents}`,
    mid: sql`${boats.dayTotalMidCents}`,
    high: sql`${boats.dayTotalHighCents}`,
  },
  halfDay: {
    low: sql`${boats.halfDayTotalLowCents}`,
    mid: sql`${boats.halfDayTotalMidCents}`,
    high: sql`${boats.halfDayTotalHighCents}`,
  },
};

/** The default season of every day of the stay, when they all share one. */
function oneSeasonOf(stay: TSearchStay): TSeason | null {
  const found = new Set(stayDates(stay).map(defaultSeasonOf));
  return found.size === 1 ? [...found][0]! : null;
}

function priceConditions(filters: TBoatSearchFilters, price: SQL, perDays: number): SQL[] {
  const conditions: SQL[] = [];
  if (filters.minPrice !== undefined)
    conditions.push(sql`${price} >= ${filters.minPrice * 100 * perDays}`);
  if (filters.maxPrice !== undefined)
    conditions.push(sql`${price} <= ${filters.maxPrice * 100 * perDays}`);
  return conditions;
}

/**
 * The statements of a search, not yet run (docs/decisions/0016-boat-search.md):
 *
 * - `probe` reads at most `countCap + 1` matches, ranks them and keeps one page of ids: one row,
 *   `(total, ids)`, the number read and the page's ids in order. When it read no more than the
 *   cap, that is every match: the page and the count are exact, in one pass over them. Past the
 *   cap it ranks nothing (a one-time filter): `page` gives the page.
 * - Past the cap, `page()` gives the same page from an index, reading only the first boats of the
 *   order: relevance takes the best boats of each harbour (`boats_rank_idx`), a price of one
 *   season the cheapest or dearest of that season (`boats_day_total_*_idx`, for half a day
 *   `boats_half_day_total_*_idx`), rating, novelty and the price without dates their own
 *   indexes (migration 0005).
 * - `price` is the price of a boat row, for the page's cards (a few boats: see stayPriceSql).
 *
 * `extra` holds conditions decided elsewhere (the place's harbours); `countCap` is lowered by tests
 * to take the index paths on a small catalogue.
 */
export function searchQueries(
  filters: TBoatSearchFilters,
  stay: TSearchStay | null,
  extra: SQL[] = [],
  countCap = searchCountCap,
) {
  const halfDay = stay ? stay.duration === 'half_day' : filters.duration === 'half_day';
  const unit: TPriceUnit = stay ? 'stay' : halfDay ? 'half_day' : 'day';
  const price = stay
    ? stayPriceSql(stay)
    : halfDay
      ? lowestHalfDayPriceSql()
      : sql`${boats.fromPriceCents}`;
  const perDays = stay?.days ?? 1;
  const conditions = [...searchConditions(filters, stay), ...extra];
  // A day always has a price (the boat form asks all three seasons); a half day may not, and
  // such boats are not offered for half days.
  const base = halfDay ? [...conditions, sql`${price} is not null`] : conditions;
  const where = and(...base, ...priceConditions(filters, price, perDays))!;
  const limit = filters.pageSize;
  const offset = (filters.page - 1) * filters.pageSize;
  const firstRows = offset + limit;
  const byPrice = filters.sort === 'price_asc' || filters.sort === 'price_desc';
  // descending prices break ties by descending ids: one index read backwards serves both orders
  const direction = filters.sort === 'price_desc' ? sql`desc` : sql`asc`;

  const probeColumns: Record<TBoatSearchFilters['sort'], SQL> = {
    relevance: sql`${boats.harbourId} as harbour, ${boats.searchScore} as score`,
    price_asc: sql`${price} as price`,
    price_desc: sql`${price} as price`,
    rating: sql`${boats.ratingAverage} as rating, ${boats.ratingCount} as ratings`,
    newest: sql`${boats.publishedAt} as published`,
  };
  const probeOrder: Record<TBoatSearchFilters['sort'], SQL> = {
    // Best first, taking turns between destinations: a search without a place shows the whole
    // coast on its first page instead of every boat of the best-rated harbour. Equal scores (new
    // boats) follow the id, a random uuid: a stable shuffle from page to page.
    relevance: sql`row_number() over (partition by destination order by score desc, id), score desc, id`,
    price_asc: sql`price asc, id asc`,
    price_desc: sql`price desc, id desc`,
    rating: sql`rating desc nulls last, ratings desc, id`,
    newest: sql`published desc nulls last, id`,
  };
  // The matches read boats alone: joining the harbours to every boat read cost the probe about a
  // tenth of its time (a nested loop per row, for some places). Relevance takes each match's
  // destination afterwards, for the page's ranking only.
  const ranked =
    filters.sort === 'relevance'
      ? sql`matches join (select ${harbours.id} as harbour, ${harbours.destinationId} as destination from ${harbours}) places using (harbour)`
      : sql`matches`;
  const probe = sql`with matches as materialized (
      select ${boats.id} as id, ${probeColumns[filters.sort]}
      from ${boats}
      where ${where} limit ${countCap + 1}
    )
    select counted.total, array(
      select id from ${ranked} where counted.total <= ${countCap}
      order by ${probeOrder[filters.sort]} limit ${limit} offset ${offset}
    ) as ids
    from (select count(*)::int as total from matches) counted`;

  // built only past the cap: most searches never run it
  const page = (): SQL => {
    const ordered = (order: SQL) =>
      sql`select ${boats.id} as id from ${boats} where ${where} order by ${order} limit ${limit} offset ${offset}`;
    const season = stay ? oneSeasonOf(stay) : null;
    if (filters.sort === 'relevance') {
      // the first `firstRows` of every harbour hold the page: a boat's turn in its destination is
      // never later than its rank in its harbour
      return sql`select id from (
          select b.id, b.score, row_number() over (partition by h.destination_id order by b.score desc, b.id) as turn
          from ${harbours} h cross join lateral (
            select ${boats.id} as id, ${boats.searchScore} as score from ${boats}
            where ${boats.harbourId} = h.id and ${where}
            order by ${boats.searchScore} desc, ${boats.id} limit ${firstRows}
          ) b
        ) ranked
        order by turn, score desc, id limit ${limit} offset ${offset}`;
    }
    if (byPrice && season) {
      // Boats on the default calendar cost `days × day_total` of the season (half a day: its
      // half-day total), in the order of its index: the first `firstRows` of them. Boats whose
      // own seasons may meet the stay (ownSeasonsOverSql) are priced day by day, only those that
      // can beat the last of those (the cutoff): their price lies between `days ×` their lowest
      // and highest total, so one of their totals must be within `cutoff / days`. They are a few
      // in a hundred, found by harbour on their own partial index (boats_own_seasons_idx,
      // decisions 0045, 0051 and 0055), which carries the totals. Without a cutoff (fewer boats
      // than the page) every one of them competes. The page is among both.
      const dayTotal = dayTotals[halfDay ? 'halfDay' : 'day'];
      const total = dayTotal[season];
      const within = (column: SQL) =>
        filters.sort === 'price_asc'
          ? sql`${column} <= (select price from cutoff) / ${perDays}::int`
          : sql`${column} >= ((select price from cutoff) + ${perDays - 1}::int) / ${perDays}::int`;
      const competingSql = sql`select ${boats.id} as id from ${boats}
          where ${and(...conditions)} and ${ownSeasonsOverSql(stay!)}
            and ((select price from cutoff) is null or ${sql.join(
              seasons.map((s) => within(dayTotal[s])),
              sql` or `,
            )})`;
      const ownPrice = sql`(own.cents + ${mandatorySkipperSql(stay!)})`;
      return sql`with calendar as materialized (
          select ${boats.id} as id, ${total} * ${perDays}::int as price from ${boats}
          where ${and(...conditions, ...priceConditions(filters, total, 1))} and ${total} is not null
            and not coalesce(${ownSeasonsOverSql(stay!)}, false)
          order by ${total} ${direction}, ${boats.id} ${direction} limit ${firstRows}
        ), cutoff as (
          select case when count(*) < ${firstRows} then null
            else ${filters.sort === 'price_asc' ? sql`max(price)` : sql`min(price)`} end as price
          from calendar
        ), competing as materialized (
          ${competingSql}
        )
        select id from (
          select id, price from calendar
          union all
          select ${boats.id} as id, ${ownPrice} as price
          from ${ownSeasonStayPricesSql(stay!, sql`array(select id from competing)`)} own
          join ${boats} on ${boats.id} = own.boat_id
          where ${boats.id} = any(array(select id from competing)) and own.cents is not null
            and ${and(...conditions, ...priceConditions(filters, ownPrice, perDays))}
        ) priced
        order by price ${direction}, id ${direction} limit ${limit} offset ${offset}`;
    }
    if (byPrice) {
      return ordered(sql`${price} ${direction}, ${boats.id} ${direction}`);
    }
    if (filters.sort === 'rating') {
      return ordered(
        sql`${boats.ratingAverage} desc nulls last, ${boats.ratingCount} desc, ${boats.id}`,
      );
    }
    return ordered(sql`${boats.publishedAt} desc nulls last, ${boats.id}`);
  };
  return { unit, price, probe, page };
}
