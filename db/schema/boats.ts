import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { boatTypes, degrees, equipment, plans } from './catalog';
import { boatStatus, cancelationConditions, fuelType, season, skipperPolicy } from './enums';
import { harbours } from './places';
import { users } from './users';

/** `tsmultirange` in local (Europe/Madrid) business time, as text `{[…,…),[…,…)}`. */
const tsmultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsmultirange',
});

/** A boat with every `boatDetails` field of the spec. Money in integer cents. */
/**
 * A column the database keeps: `priceColumn` of the boat's row plus the skipper when the boat only
 * sails with one (the search's day and half-day totals of each season).
 */
const priceWithMandatorySkipper = (name: string, priceColumn: string) =>
  integer(name).generatedAlwaysAs(
    sql.raw(`${priceColumn} + case when skipper = 'mandatory' then skipper_price_cents else 0 end`),
  );

export const boats = pgTable(
  'boats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    slug: text('slug').notNull().unique(),
    status: boatStatus('status').notNull().default('draft'),
    name: text('name').notNull(),
    boatTypeId: integer('boat_type_id')
      .notNull()
      .references(() => boatTypes.id),
    harbourId: integer('harbour_id')
      .notNull()
      .references(() => harbours.id),
    /** free text of the berth / meeting point (`harborText`) */
    berth: text('berth'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    renovationYear: integer('renovation_year'),
    descriptionEs: text('description_es'),
    descriptionEn: text('description_en'),
    numberOfPlaces: integer('number_of_places').notNull(),
    dayPlaces: integer('day_places').notNull(),
    nightPlaces: integer('night_places').notNull().default(0),
    cabins: integer('cabins').notNull().default(0),
    baths: integer('baths').notNull().default(0),
    lengthM: doublePrecision('length_m').notNull(),
    beamM: doublePrecision('beam_m'),
    depthM: doublePrecision('depth_m'),
    fuelType: fuelType('fuel_type').notNull(),
    enginePowerCv: integer('engine_power_cv'),
    maxSpeedKn: doublePrecision('max_speed_kn'),
    cruiseSpeedKn: doublePrecision('cruise_speed_kn'),
    averageConsumptionLh: doublePrecision('average_consumption_lh'),
    waterTankL: integer('water_tank_l'),
    fuelTankL: integer('fuel_tank_l'),
    departureTime: time('departure_time').notNull().default('10:00'),
    arrivalTime: time('arrival_time').notNull().default('19:00'),
    skipper: skipperPolicy('skipper').notNull(),
    skipperPriceCents: integer('skipper_price_cents').notNull().default(0),
    depositCents: integer('deposit_cents'),
    fuelPricePerHourCents: integer('fuel_price_per_hour_cents'),
    cancelationConditions: cancelationConditions('cancelation_conditions').notNull(),
    minDays: integer('min_days').notNull().default(1),
    requiredDegreeId: integer('required_degree_id').references(() => degrees.id),
    mapHeadline: text('map_headline'),
    /** lowest day price over the seasons, kept for sorting and "from" prices */
    fromPriceCents: integer('from_price_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** when the submitter sent it for review (status pending_review) */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    /** the admin's reason, mailed to the submitter, when status is rejected */
    rejectionReason: text('rejection_reason'),
    /**
     * Kept by the database (trigger of migration 0015, docs/decisions/0035-valuations.md): the
     * average of the published clients' stars (1–5) and how many, and each category's average.
     */
    ratingAverage: doublePrecision('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingBoatCondition: doublePrecision('rating_boat_condition'),
    ratingCleanliness: doublePrecision('rating_cleanliness'),
    ratingCommunication: doublePrecision('rating_communication'),
    ratingValue: doublePrecision('rating_value'),
    /** the secret of the boat's iCal export feed URL (`/api/ical/<token>.ics`); replaced to revoke it */
    calendarToken: uuid('calendar_token').notNull().defaultRandom().unique(),
    /**
     * Copies of `boat_prices` (a trigger of migration 0006 keeps them), so that the search prices
     * a stay from the boat's row: `days of each season × that season's price`. Null: no price.
     */
    dayPriceLowCents: integer('day_price_low_cents'),
    dayPriceMidCents: integer('day_price_mid_cents'),
    dayPriceHighCents: integer('day_price_high_cents'),
    halfDayPriceLowCents: integer('half_day_price_low_cents'),
    halfDayPriceMidCents: integer('half_day_price_mid_cents'),
    halfDayPriceHighCents: integer('half_day_price_high_cents'),
    /**
     * Kept by the database from the columns above: the relevance of the boat (its rating with a
     * prior, 4.2 stars worth 3 valuations: one 5-star valuation does not outrank forty 4.8 ones,
     * and boats without valuations sit in the middle), and the price of one day of each season
     * with the skipper when the boat only sails with one. The search orders by them through
     * indexes (migration 0007) instead of computing them for every boat.
     */
    searchScore: doublePrecision('search_score')
      .notNull()
      .generatedAlwaysAs(
        sql`((coalesce(rating_average, 0) * rating_count + 12.6) / (rating_count + 3))`,
      ),
    dayTotalLowCents: priceWithMandatorySkipper('day_total_low_cents', 'day_price_low_cents'),
    dayTotalMidCents: priceWithMandatorySkipper('day_total_mid_cents', 'day_price_mid_cents'),
    dayTotalHighCents: priceWithMandatorySkipper('day_total_high_cents', 'day_price_high_cents'),
    /**
     * The same for half a day (migration 0020, decision 0051): null when the season has no
     * half-day price.
     */
    halfDayTotalLowCents: priceWithMandatorySkipper(
      'half_day_total_low_cents',
      'half_day_price_low_cents',
    ),
    halfDayTotalMidCents: priceWithMandatorySkipper(
      'half_day_total_mid_cents',
      'half_day_price_mid_cents',
    ),
    halfDayTotalHighCents: priceWithMandatorySkipper(
      'half_day_total_high_cents',
      'half_day_price_high_cents',
    ),
    /**
     * Every stretch of the boat's occupancy (bookings, groups, blocks) as one multirange, kept by
     * triggers on `boat_occupancy` (migration 0017, docs/decisions/0042-boat-busy-multirange.md):
     * the search checks each candidate boat against its dates on the covering indexes instead of
     * finding every taken boat of Spain first. The occupancy rows stay the truth.
     */
    busy: tsmultirange('busy')
      .notNull()
      .default(sql`'{}'`),
    /**
     * The first and last days of the boat's own season ranges (null: it follows the default
     * calendar), kept by triggers on `boat_seasons` (migrations 0019 and 0022, decisions 0045 and
     * 0055): the search's covering indexes carry them, so a boat whose ranges cannot meet the stay
     * is priced by the default calendar from the index alone, and the few boats a stay may price
     * day by day are found on a small partial index instead of among all boats.
     */
    ownSeasonsFrom: date('own_seasons_from'),
    ownSeasonsUntil: date('own_seasons_until'),
  },
  (t) => [
    // The boats of a harbour that are not published (the admins' catalogue counts them, and the
    // published ones on the search's indexes). Not every boat: an index of all boats by harbour
    // that must read the table tempted the planner away from the search's covering indexes
    // (migration 0022, docs/decisions/0055-own-seasons-span.md).
    index('boats_harbour_idx')
      .on(t.harbourId)
      .where(sql`${t.status} <> 'published'`),
    index('boats_type_idx').on(t.boatTypeId),
    // The search's orders (server/services/search, measured in bench/search): the first page of
    // published boats by price, novelty or rating reads one of these instead of sorting them all.
    index('boats_published_price_idx')
      .on(t.fromPriceCents, t.id)
      .where(sql`${t.status} = 'published'`),
    // the boat page's similar boats: the nearest prices of the same type, a few rows each side
    index('boats_published_type_price_idx')
      .on(t.boatTypeId, t.fromPriceCents, t.id)
      .where(sql`${t.status} = 'published'`),
    // and of the same type in each harbour of the boat's destination (decision 0064)
    index('boats_published_harbour_type_price_idx')
      .on(t.harbourId, t.boatTypeId, t.fromPriceCents, t.id)
      .where(sql`${t.status} = 'published'`),
    // migration 0007 adds by hand (Drizzle does not express INCLUDE) `boats_rank_idx`: published
    // boats by harbour and relevance, and `boats_day_total_*_idx`: published boats by the price of
    // a day of each season; both cover every column the search filters on, so a search reads the
    // index and not the table. Migration 0018 adds `boats_rank_type_idx`, the first with the boat
    // type in its key (decision 0043), 0019 `boats_own_seasons_idx`, the boats with their own
    // seasons (decision 0045), 0020 `boats_half_day_total_*_idx`, the boats that rent half days by
    // the price of half a day of each season (decision 0051), and 0021 `boats_published_newest_idx`
    // and `boats_published_rating_idx`, the published boats newest and best rated first, covering
    // the search's columns too (they were plain Drizzle indexes before); 0022 adds the days of the
    // boat's own seasons to all of them (decision 0055). 0023 makes `boats_owner_idx` (an owner's
    // boats) cover the boats' ids: the boat page's owner figures then read no boat (decision 0064)
    check('boats_places_positive', sql`${t.numberOfPlaces} > 0`),
    check(
      'boats_money_not_negative',
      sql`${t.skipperPriceCents} >= 0 and coalesce(${t.depositCents}, 0) >= 0`,
    ),
    check('boats_times_ordered', sql`${t.departureTime} < ${t.arrivalTime}`),
  ],
);

export const boatPrices = pgTable(
  'boat_prices',
  {
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    season: season('season').notNull(),
    dayPriceCents: integer('day_price_cents').notNull(),
    halfDayPriceCents: integer('half_day_price_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.boatId, t.season] }),
    check(
      'boat_prices_positive',
      sql`${t.dayPriceCents} > 0 and coalesce(${t.halfDayPriceCents}, 1) > 0`,
    ),
  ],
);

/** A boat's own season calendar, overriding the default one for these dates. */
export const boatSeasons = pgTable(
  'boat_seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    season: season('season').notNull(),
  },
  (t) => [
    index('boat_seasons_boat_idx').on(t.boatId),
    check('boat_seasons_ordered', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

export const boatEquipment = pgTable(
  'boat_equipment',
  {
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
  },
  (t) => [primaryKey({ columns: [t.boatId, t.equipmentId] })],
);

export const boatPlans = pgTable(
  'boat_plans',
  {
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
  },
  (t) => [primaryKey({ columns: [t.boatId, t.planId] }), index('boat_plans_plan_idx').on(t.planId)],
);

export const boatPictures = pgTable(
  'boat_pictures',
  {
    boatId: uuid('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boatId, t.assetId] }),
    uniqueIndex('boat_pictures_position_key').on(t.boatId, t.position),
  ],
);
