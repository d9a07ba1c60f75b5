import { sql, type SQL } from 'drizzle-orm';
import { boatPrices, boats, boatSeasons } from '../../../db/schema';
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

function seasonCounts(stay: TSearchStay) {
  const column =
    stay.duration === 'half_day' ? boatPrices.halfDayPriceCents : boatPrices.dayPriceCents;
  const daysPerSeason = new Map<TSeason, number>();
  for (const date of stayDates(stay)) {
    const season = defaultSeasonOf(date);
    daysPerSeason.set(season, (daysPerSeason.get(season) ?? 0) + 1);
  }
  const needed = seasons.filter((season) => daysPerSeason.has(season));
  const daysOf = sql.join(
    needed.map((season) => sql`when ${season}::season then ${daysPerSeason.get(season)}::int`),
    sql` `,
  );
  const neededList = sql.join(
    needed.map((season) => sql`${season}::season`),
    sql`, `,
  );
  // every season of the stay priced, else null
  const total = sql`case when count(${column}) = ${needed.length}::int then sum(${column} * case ${boatPrices.season} ${daysOf} end)::int end`;
  return { column, neededList, total };
}

/**
 * The price of the stay for the boat of the current row, in cents, as SQL: for every day its
 * season's day price (half-day price for a half day), plus the skipper per day when the boat
 * only sails with one. The same sum as shared/pricing.ts computes for a quote. Null when the
 * boat has no price for a day (no half-day price that season): such a boat is not offered.
 *
 * Most boats follow the default calendar: their price is `days of each season × that season's
 * price`, one index range scan of their (at most three) price rows whatever the length of the
 * stay. Only boats with their own season ranges over the stay (found once, as a hashed set) are
 * priced day by day. (A join of every boat's prices aggregated at once measured no faster at
 * 20 000 boats, and slower for a search in one place: bench/search.)
 */
export function stayPriceSql(stay: TSearchStay): SQL {
  const { column, neededList, total } = seasonCounts(stay);
  const byDefaultCalendar = sql`(select ${total} from ${boatPrices} where ${boatPrices.boatId} = ${boats.id} and ${boatPrices.season} in (${neededList}))`;

  const days = sql.join(
    stayDates(stay).map((date) => sql`(${date}::date, ${defaultSeasonOf(date)}::season)`),
    sql`, `,
  );
  const ownSeason = sql`(select ${boatSeasons.season} from ${boatSeasons} where ${boatSeasons.boatId} = ${boats.id} and d.day between ${boatSeasons.startDate} and ${boatSeasons.endDate} order by ${boatSeasons.startDate}, ${boatSeasons.id} limit 1)`;
  const seasonPrice = sql`(select ${column} from ${boatPrices} where ${boatPrices.boatId} = ${boats.id} and ${boatPrices.season} = coalesce(${ownSeason}, d.season))`;
  const dayByDay = sql`(select case when bool_and(x.cents is not null) then sum(x.cents)::int end from (select ${seasonPrice} as cents from (values ${days}) as d(day, season)) x)`;
  const withOwnSeasons = sql`(select ${boatSeasons.boatId} from ${boatSeasons} where ${boatSeasons.startDate} <= ${stay.endDate}::date and ${boatSeasons.endDate} >= ${stay.startDate}::date)`;

  return sql`(case when ${boats.id} in ${withOwnSeasons} then ${dayByDay} else ${byDefaultCalendar} end + case when ${boats.skipper} = 'mandatory' then ${boats.skipperPriceCents} * ${stay.days}::int else 0 end)`;
}

/** The lowest half-day price of the boat over the seasons (null: it does not rent half days). */
export function lowestHalfDayPriceSql(): SQL {
  return sql`(select min(${boatPrices.halfDayPriceCents}) from ${boatPrices} where ${boatPrices.boatId} = ${boats.id})`;
}
