import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import {
  assets,
  boatEquipment,
  boatPictures,
  boatPlans,
  boatPrices,
  boatSeasons,
  boats,
  boatTypes,
  degrees,
  equipment,
  harbours,
  plans,
} from '../../../db/schema';
import type { TCents } from '../../../shared/money';
import { findEditableBoat } from './find-editable-boat';
import type { TBoatStatus } from './update-boat';

/** `ZBoatForm`'s fields as stored (an old boat may miss what today's form requires), and the status. */
export type TBoatFormValues = Awaited<ReturnType<typeof readBoatForm>>;

/** Cents back to the form's `XXXX.YY`. */
export function priceInput(value: TCents): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}
const optionalPriceInput = (value: TCents | null) => (value ? priceInput(value) : '');

/**
 * A boat as the add-boat wizard's values (`ZBoatForm`), to prefill it in edit mode; owner or
 * admin only. Values come back as stored: an old boat may miss what today's form requires.
 */
export async function getBoatForm(
  db: TDatabase,
  actorId: string,
  boatId: string,
): Promise<TBoatFormValues> {
  const { id, status } = await findEditableBoat(db, boatId, actorId);
  return readBoatForm(db, id, status);
}

async function readBoatForm(db: TDatabase, id: string, status: TBoatStatus) {
  const [row] = await db
    .select({
      boat: boats,
      typeSlug: boatTypes.slug,
      harbourSlug: harbours.slug,
      degreeSlug: degrees.slug,
    })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .leftJoin(degrees, eq(degrees.id, boats.requiredDegreeId))
    .where(eq(boats.id, id));
  const { boat, typeSlug, harbourSlug, degreeSlug } = row!;
  const [priceRows, seasonRows, equipmentRows, planRows, pictureRows] = await Promise.all([
    db.select().from(boatPrices).where(eq(boatPrices.boatId, id)),
    db
      .select()
      .from(boatSeasons)
      .where(eq(boatSeasons.boatId, id))
      .orderBy(asc(boatSeasons.startDate)),
    db
      .select({ slug: equipment.slug, category: equipment.category })
      .from(boatEquipment)
      .innerJoin(equipment, eq(equipment.id, boatEquipment.equipmentId))
      .where(eq(boatEquipment.boatId, id))
      .orderBy(asc(equipment.id)),
    db
      .select({ slug: plans.slug })
      .from(boatPlans)
      .innerJoin(plans, eq(plans.id, boatPlans.planId))
      .where(eq(boatPlans.boatId, id))
      .orderBy(asc(plans.position)),
    db
      .select({ id: assets.id })
      .from(boatPictures)
      .innerJoin(assets, eq(assets.id, boatPictures.assetId))
      .where(eq(boatPictures.boatId, id))
      .orderBy(asc(boatPictures.position)),
  ]);
  const price = (season: 'high' | 'mid' | 'low') => {
    const p = priceRows.find((r) => r.season === season);
    return {
      day: p ? priceInput(p.dayPriceCents) : '',
      half_day: optionalPriceInput(p?.halfDayPriceCents ?? null),
    };
  };
  const equipmentOf = (category: 'outdoor' | 'electronic' | 'other') =>
    equipmentRows.filter((e) => e.category === category).map((e) => e.slug);

  return {
    status,
    name: boat.name,
    boat_type: typeSlug,
    manufacturer: boat.manufacturer,
    model: boat.model,
    year: boat.year,
    renovation_year: boat.renovationYear,
    length: boat.lengthM,
    number_of_places: boat.numberOfPlaces,
    description_es: boat.descriptionEs ?? '',
    description_en: boat.descriptionEn ?? '',
    plans: planRows.map((p) => p.slug),
    day_places: boat.dayPlaces,
    night_places: boat.nightPlaces,
    cabins: boat.cabins,
    baths: boat.baths,
    skipper: boat.skipper,
    skipper_price: boat.skipper === 'none' ? '' : optionalPriceInput(boat.skipperPriceCents),
    required_titling: degreeSlug,
    min_days: boat.minDays,
    deposit: optionalPriceInput(boat.depositCents),
    cancelation_conditions: boat.cancelationConditions,
    departure_time: boat.departureTime.slice(0, 5),
    arrival_time: boat.arrivalTime.slice(0, 5),
    equipment: {
      outdoor: equipmentOf('outdoor'),
      electronic: equipmentOf('electronic'),
      other: equipmentOf('other'),
    },
    harbour: harbourSlug,
    berth: boat.berth,
    map_headlines: boat.mapHeadline,
    harbor: { lat: boat.lat, lon: boat.lon },
    gallery: pictureRows.map((p) => p.id),
    prices: { high: price('high'), mid: price('mid'), low: price('low') },
    fuel_price_per_hour: optionalPriceInput(boat.fuelPricePerHourCents),
    seasons: seasonRows.map((s) => ({
      start_date: s.startDate,
      end_date: s.endDate,
      season: s.season,
    })),
    fuel_type: boat.fuelType,
    engine_power: boat.enginePowerCv,
    max_speed: boat.maxSpeedKn,
    cruise_speed: boat.cruiseSpeedKn,
    average_consumption: boat.averageConsumptionLh,
    water_tank_capacity: boat.waterTankL,
    fuel_tank_capacity: boat.fuelTankL,
    beam: boat.beamM,
    depth: boat.depthM,
  };
}
