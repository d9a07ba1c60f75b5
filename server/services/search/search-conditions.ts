import { gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { boatPlans, boats, boatTypes, plans } from '../../../db/schema';
import type { TSearchStay } from '../../../shared/dto/search';
import { occupancyRange } from '../../../shared/occupancy';
import type { TBoatSearchFilters } from '../../../shared/search';

/**
 * No stretch of the boat's occupancy (bookings, groups, owner blocks) overlaps `range`: checked
 * on `boats.busy`, the multirange the database keeps from `boat_occupancy` (migration 0017), which
 * the search's covering indexes carry. The occupancy rows stay the truth for booking: their
 * exclusion constraint refuses a double booking whatever a search said.
 */
export function freeDuringSql(range: string): SQL {
  return sql`not (${boats.busy} && ${range}::tsrange)`;
}

/**
 * The boat is free for the whole stay. A half day needs one of its halves free: the client picks
 * the slot on the boat page.
 */
export function availableSql(stay: TSearchStay): SQL {
  if (stay.duration === 'half_day') {
    return sql`(${freeDuringSql(occupancyRange(stay.startDate, stay.startDate, 'half_day', 'morning'))} or ${freeDuringSql(occupancyRange(stay.startDate, stay.startDate, 'half_day', 'afternoon'))})`;
  }
  return freeDuringSql(occupancyRange(stay.startDate, stay.endDate, 'days'));
}

/** The boat is in one of the harbours (a place's): one array value, whatever their number. */
export function inHarboursSql(harbourIds: number[]): SQL {
  return sql`${boats.harbourId} = any(${sql.param(harbourIds)}::int[])`;
}

/**
 * The conditions on `boats` of every filter except place and price (resolved elsewhere): only
 * published boats, whoever asks.
 */
export function searchConditions(filters: TBoatSearchFilters, stay: TSearchStay | null): SQL[] {
  // Written so that the text depends on which filters are set, never on their values (the
  // search's statements are prepared: db/client.ts). The status is in the text, not a value: the
  // search's partial indexes hold published boats only, and a plan kept for any value of it
  // could not use them.
  const conditions: SQL[] = [sql`${boats.status} = 'published'`];
  if (filters.boatTypes.length > 0) {
    conditions.push(
      inArray(
        boats.boatTypeId,
        sql`(select ${boatTypes.id} from ${boatTypes} where ${boatTypes.slug} = any(${sql.param(filters.boatTypes)}::text[]))`,
      ),
    );
  }
  if (filters.aquaticToy !== undefined) {
    conditions.push(
      inArray(
        boats.boatTypeId,
        sql`(select ${boatTypes.id} from ${boatTypes} where ${boatTypes.isAquaticToy} = ${filters.aquaticToy})`,
      ),
    );
  }
  if (filters.plan) {
    conditions.push(
      sql`exists (select 1 from ${boatPlans} join ${plans} on ${plans.id} = ${boatPlans.planId} where ${boatPlans.boatId} = ${boats.id} and ${plans.slug} = ${filters.plan})`,
    );
  }
  if (filters.people) conditions.push(gte(boats.numberOfPlaces, filters.people));
  if (filters.sleepPlaces) conditions.push(gte(boats.nightPlaces, filters.sleepPlaces));
  // ranges chain (8-12, 12-18): the minimum is in, the maximum out
  if (filters.lengthMin !== undefined) conditions.push(gte(boats.lengthM, filters.lengthMin));
  if (filters.lengthMax !== undefined) conditions.push(lt(boats.lengthM, filters.lengthMax));
  if (filters.skipper === 'with') {
    conditions.push(inArray(boats.skipper, ['optional', 'mandatory']));
  } else if (filters.skipper === 'without') {
    conditions.push(inArray(boats.skipper, ['none', 'optional']));
  }
  if (stay) {
    conditions.push(lte(boats.minDays, stay.days));
    conditions.push(availableSql(stay));
  }
  return conditions;
}
