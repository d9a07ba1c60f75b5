import { eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  boatOccupancy,
  boatPlans,
  boats,
  boatTypes,
  occupancyKind,
  plans,
} from '../../../db/schema';
import type { TSearchStay } from '../../../shared/dto/search';
import { occupancyRange } from '../../../shared/occupancy';
import type { TBoatSearchFilters } from '../../../shared/search';

/**
 * How a search checks that boats are free: `set` finds the taken boats once through the GiST
 * index on `during` and hashes them (for statements that read many boats, where a probe per boat,
 * which the planner picks for long stays, costs a GiST descent for every boat); `probe` looks up
 * each boat in the exclusion constraint's index (boat_id, during), for statements that stop after
 * a few boats and should not hash every taken boat of the dates first.
 */
export type TAvailabilityCheck = 'set' | 'probe';

/**
 * No stretch of the boat's occupancy (bookings, groups, owner blocks) overlaps `range`. As a set:
 * `not in`; `boat_id` is never null, so `not in` means what it says.
 */
function freeDuring(range: string, check: TAvailabilityCheck): SQL {
  if (check === 'probe') {
    return sql`not exists (select 1 from ${boatOccupancy} where ${boatOccupancy.boatId} = ${boats.id} and ${boatOccupancy.during} && ${range}::tsrange)`;
  }
  // Every kind takes the boat; naming `kind` (included in boat_occupancy_search_idx, not in the
  // exclusion constraint's index) steers the planner to the index that narrows by `during`
  // (migration 0006): 45 → 5 ms at 100 000 boats.
  return sql`${boats.id} not in (select ${boatOccupancy.boatId} from ${boatOccupancy} where ${boatOccupancy.during} && ${range}::tsrange and ${inArray(boatOccupancy.kind, [...occupancyKind.enumValues])})`;
}

/**
 * The boat is free for the whole stay. A half day needs one of its halves free: the client picks
 * the slot on the boat page. The exclusion constraint's GiST index (boat_id, during) serves this.
 */
export function availableSql(stay: TSearchStay, check: TAvailabilityCheck = 'set'): SQL {
  if (stay.duration === 'half_day') {
    return sql`(${freeDuring(occupancyRange(stay.startDate, stay.startDate, 'half_day', 'morning'), check)} or ${freeDuring(occupancyRange(stay.startDate, stay.startDate, 'half_day', 'afternoon'), check)})`;
  }
  return freeDuring(occupancyRange(stay.startDate, stay.endDate, 'days'), check);
}

/**
 * The conditions on `boats` of every filter except place and price (resolved elsewhere): only
 * published boats, whoever asks.
 */
export function searchConditions(
  filters: TBoatSearchFilters,
  stay: TSearchStay | null,
  check: TAvailabilityCheck = 'set',
): SQL[] {
  const conditions: SQL[] = [eq(boats.status, 'published')];
  if (filters.boatTypes.length > 0) {
    conditions.push(
      inArray(
        boats.boatTypeId,
        sql`(select ${boatTypes.id} from ${boatTypes} where ${inArray(boatTypes.slug, filters.boatTypes)})`,
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
    conditions.push(availableSql(stay, check));
  }
  return conditions;
}
