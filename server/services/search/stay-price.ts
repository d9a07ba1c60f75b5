import { sql, type SQL } from 'drizzle-orm';
import { boats, boatSeasons } from '../../../db/schema';
import { addDays } from '../../../shared/dates';
import type { TSearchStay } from '../../../shared/dto/search';
import type { TDuration } from '../../../shared/occupancy';
import { effectiveDuration } from '../../../shared/search';
import { defaultSeasonOf, seasons, type TSeason } from '../../../shared/seasons';

/** The stay a search asks for, or null without a start date. */
export function stayOf(filters: {
  startDate?: string;
  endDate?: string;
  duration?: TDuration;
}): TSearchStay | null {
  if (!filters.startDate) return null;
  const duration = effectiveDuration(filters);
  const endDate =
    duration === 'days' && filters.endDate && filters.endDate > filters.startDate
      ? filters.endDate
      : filters.startDate;
  let days = 1;
  for (let date = filters.startDate; date < endDate; date = addDays(date, 1)) days++;
  return { startDate: filters.startDate, endDate, duration, days };
}

export function stayDates(stay: TSearchStay): string[] {
  return Array.from({ length: stay.days }, (_, i) => addDays(stay.startDate, i));
}

/** The boat row's copy of its price for a season (migration 0006 keeps them). */
function rowPrice(season: TSeason, halfDay: boolean): SQL {
  const columns = halfDay
    ? {
        low: boats.halfDayPriceLowCents,
        mid: boats.halfDayPriceMidCents,
        high: boats.halfDayPriceHighCents,
      }
    : { low: boats.dayPriceLowCents, mid: boats.dayPriceMidCents, high: boats.dayPriceHighCents };
  return sql`${columns[season]}`;
}

/**
 * The price of the stay for the boat of the current row, in cents, as SQL: for every day its
 * season's day price (half-day price for a half day), plus the skipper per day when the boat
 * only sails with one. The same sum as shared/pricing.ts computes for a quote. Null when the
 * boat has no price for a day (no half-day price that season): such a boat is not offered.
 *
 * The prices come from the boat's row (copies of boat_prices kept by migration 0006's trigger):
 * no lookup per boat. Most boats follow the default calendar: their price is `days of each
 * season × that season's price`, whatever the length of the stay. Only boats whose own season
 * ranges may meet the stay (ownSeasonsOverSql) are priced day by day.
 */
export function stayPriceSql(stay: TSearchStay): SQL {
  const halfDay = stay.duration === 'half_day';
  const daysPerSeason = new Map<TSeason, number>();
  for (const date of stayDates(stay)) {
    const season = defaultSeasonOf(date);
    daysPerSeason.set(season, (daysPerSeason.get(season) ?? 0) + 1);
  }
  // only the seasons of the stay: a null price of another season must not void the sum
  const byDefaultCalendar = sql`(${sql.join(
    seasons
      .filter((season) => daysPerSeason.has(season))
      .map((season) => sql`${rowPrice(season, halfDay)} * ${daysPerSeason.get(season)}::int`),
    sql` + `,
  )})`;

  const ownSeason = sql`(select ${boatSeasons.season} from ${boatSeasons} where ${boatSeasons.boatId} = ${boats.id} and d.day between ${boatSeasons.startDate} and ${boatSeasons.endDate} order by ${boatSeasons.startDate}, ${boatSeasons.id} limit 1)`;
  // `offset 0` keeps the day prices computed once each (else the sum and the check repeat them)
  const dayByDay = sql`(select case when bool_and(x.cents is not null) then sum(x.cents)::int end from (select ${seasonPriceSql(ownSeason, halfDay)} as cents from ${stayDaysSql(stay)} offset 0) x)`;
  return sql`(case when ${ownSeasonsOverSql(stay)} then ${dayByDay} else ${byDefaultCalendar} end + ${mandatorySkipperSql(stay)})`;
}

/**
 * The days of the stay with their default season, as a table `d(day, season)`: two array values,
 * so that the statement's text is the same for stays of any length (it runs prepared). The
 * seasons go as text: PGlite knows the array types of the types a migration created only once
 * it is opened again, and would send a season array as plain text.
 */
function stayDaysSql(stay: TSearchStay): SQL {
  const dates = stayDates(stay);
  const seasonsOfDays = sql.param(dates.map(defaultSeasonOf));
  return sql`unnest(${sql.param(dates)}::date[], ${seasonsOfDays}::text[]::season[]) as d(day, season)`;
}

/** The boat row's price of a day of `d` whose own season is `ownSeason` (null: the default). */
function seasonPriceSql(ownSeason: SQL, halfDay: boolean): SQL {
  return sql`case coalesce(${ownSeason}, d.season) ${sql.join(
    seasons.map((season) => sql`when ${season}::season then ${rowPrice(season, halfDay)}`),
    sql` `,
  )} end`;
}

/** The skipper of the whole stay when the boat only sails with one, in cents. */
export function mandatorySkipperSql(stay: TSearchStay): SQL {
  return sql`case when ${boats.skipper} = 'mandatory' then ${boats.skipperPriceCents} * ${stay.days}::int else 0 end`;
}

/**
 * The boats with their own season ranges over the stay and the boat's price of the stay's days
 * (skipper apart), as a table `(boat_id, cents)`: stayPriceSql's day-by-day sum for all of them
 * at once, one pass over their seasons instead of a lookup per boat and day, for the boats of
 * `ids` (an array).
 */
export function ownSeasonStayPricesSql(stay: TSearchStay, ids: SQL): SQL {
  const halfDay = stay.duration === 'half_day';
  // the first of the boat's ranges holding the day, like stayPriceSql and shared/pricing.ts
  const daily = sql`select distinct on (${boats.id}, d.day) ${boats.id} as boat_id, ${seasonPriceSql(sql`s.season`, halfDay)} as cents
    from ${boats}
    cross join ${stayDaysSql(stay)}
    left join ${boatSeasons} s on s.boat_id = ${boats.id} and d.day between s.start_date and s.end_date
    where ${boats.id} = any(${ids})
    order by ${boats.id}, d.day, s.start_date, s.id`;
  return sql`(select daily.boat_id, case when bool_and(daily.cents is not null) then sum(daily.cents)::int end as cents from (${daily}) daily group by daily.boat_id)`;
}

/**
 * The boat's own season ranges may meet the stay: the span from their first day to their last
 * (kept on the boat's row, migration 0022) meets it. Null for a boat without own seasons. A boat
 * whose ranges leave a gap over the stay is priced day by day all the same, to the same price
 * (its days fall back to the default calendar); one whose span misses the stay is priced by the
 * default calendar without reading its ranges. The search's indexes carry both days, so this is
 * read from the index, where a set of the boats with a range over the stay cost a pass over
 * every boat's ranges per statement (docs/decisions/0055-own-seasons-span.md).
 */
export function ownSeasonsOverSql(stay: TSearchStay): SQL {
  return sql`(${boats.ownSeasonsFrom} <= ${stay.endDate}::date and ${boats.ownSeasonsUntil} >= ${stay.startDate}::date)`;
}

/** The lowest half-day price of the boat over the seasons (null: it does not rent half days). */
export function lowestHalfDayPriceSql(): SQL {
  // least() skips nulls: null only when no season has a half-day price
  return sql`least(${sql.join(
    seasons.map((season) => rowPrice(season, true)),
    sql`, `,
  )})`;
}
