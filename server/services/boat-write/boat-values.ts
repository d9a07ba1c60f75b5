import type { boats } from '../../../db/schema';
import { parsePriceInput, type TCents } from '../../../shared/money';
import type { TBoatForm } from '../../../shared/schemas/boat-form';
import type { TBoatRefs } from './resolve-boat-refs';

/** The columns of `boats` a form sets (owner, slug and status are the caller's business). */
export type TBoatColumns = Omit<
  typeof boats.$inferInsert,
  'id' | 'ownerId' | 'slug' | 'status' | 'createdAt'
>;

/** `''`, null and undefined mean "no price"; the schema already checked the format. */
export function optionalCents(input: string | null | undefined): TCents | null {
  return input ? parsePriceInput(input) : null;
}

export function cents(input: string): TCents {
  const value = parsePriceInput(input);
  if (value === null) throw new Error(`unchecked price input: ${input}`);
  return value;
}

/** The lowest day price over the three seasons: what cards and the "from" sort show. */
export function fromPrice(form: TBoatForm): TCents {
  return Math.min(...(['high', 'mid', 'low'] as const).map((s) => cents(form.prices[s].day)));
}

/** The boat row's values from a validated form and its resolved catalogue ids. */
export function boatColumns(form: TBoatForm, refs: TBoatRefs): TBoatColumns {
  return {
    name: form.name,
    boatTypeId: refs.boatTypeId,
    harbourId: refs.harbourId,
    berth: form.berth || null,
    mapHeadline: form.map_headlines || null,
    lat: form.harbor.lat,
    lon: form.harbor.lon,
    manufacturer: form.manufacturer,
    model: form.model,
    year: form.year,
    renovationYear: form.renovation_year ?? null,
    descriptionEs: form.description_es || null,
    descriptionEn: form.description_en || null,
    numberOfPlaces: form.number_of_places,
    dayPlaces: form.day_places,
    nightPlaces: form.night_places,
    cabins: form.cabins,
    baths: form.baths,
    lengthM: form.length,
    beamM: form.beam ?? null,
    depthM: form.depth ?? null,
    fuelType: form.fuel_type,
    enginePowerCv: form.engine_power ?? null,
    maxSpeedKn: form.max_speed ?? null,
    cruiseSpeedKn: form.cruise_speed ?? null,
    averageConsumptionLh: form.average_consumption ?? null,
    waterTankL: form.water_tank_capacity ?? null,
    fuelTankL: form.fuel_tank_capacity ?? null,
    departureTime: form.departure_time,
    arrivalTime: form.arrival_time,
    skipper: form.skipper,
    // a bareboat-only boat keeps no skipper price, whatever the form still held
    skipperPriceCents: form.skipper === 'none' ? 0 : (optionalCents(form.skipper_price) ?? 0),
    depositCents: optionalCents(form.deposit),
    fuelPricePerHourCents: optionalCents(form.fuel_price_per_hour),
    cancelationConditions: form.cancelation_conditions,
    minDays: form.min_days,
    requiredDegreeId: refs.requiredDegreeId,
    fromPriceCents: fromPrice(form),
    updatedAt: new Date(),
  };
}
