import type { TBoatFormInput, TBoatFormStepId } from '../../../shared/schemas/boat-form';

export type TSeasonKey = 'high' | 'mid' | 'low';
export const seasonKeys = ['high', 'mid', 'low'] as const satisfies readonly TSeasonKey[];
export const equipmentCategories = ['outdoor', 'electronic', 'other'] as const;
export type TEquipmentCategory = (typeof equipmentCategories)[number];

/** What each step's inputs hold: strings as typed ('' when empty), lists, and the map pin. */
export type TStepValues = {
  basic: {
    name: string;
    boat_type: string;
    manufacturer: string;
    model: string;
    year: string;
    renovation_year: string;
    length: string;
    number_of_places: string;
    description_es: string;
    description_en: string;
    plans: string[];
  };
  accommodation: { day_places: string; night_places: string; cabins: string; baths: string };
  conditions: {
    skipper: string;
    skipper_price: string;
    required_titling: string;
    min_days: string;
    deposit: string;
    cancelation_conditions: string;
    departure_time: string;
    arrival_time: string;
  };
  equipment: { equipment: Record<TEquipmentCategory, string[]> };
  location: {
    harbour: string;
    berth: string;
    map_headlines: string;
    harbor: { lat: number; lon: number } | null;
  };
  pictures: { gallery: string[] };
  price: {
    prices: Record<TSeasonKey, { day: string; half_day: string }>;
    fuel_price_per_hour: string;
    seasons: { start_date: string; end_date: string; season: string }[];
  };
  technical: {
    fuel_type: string;
    engine_power: string;
    max_speed: string;
    cruise_speed: string;
    average_consumption: string;
    water_tank_capacity: string;
    fuel_tank_capacity: string;
    beam: string;
    depth: string;
  };
};

type TData = Partial<TBoatFormInput>;

/** A value as an input shows it: '' for nothing. */
function text(value: unknown, fallback = ''): string {
  if (value === null || value === undefined) return fallback;
  return String(value);
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function price(data: TData, season: TSeasonKey) {
  const p = data.prices?.[season];
  return { day: text(p?.day), half_day: text(p?.half_day) };
}

/** The inputs of one step, from saved values (a draft, a boat being edited, or nothing yet). */
export function toStepValues<S extends TBoatFormStepId>(step: S, data: TData): TStepValues[S] {
  const d = data;
  const values: { [K in TBoatFormStepId]: () => TStepValues[K] } = {
    basic: () => ({
      name: text(d.name),
      boat_type: text(d.boat_type),
      manufacturer: text(d.manufacturer),
      model: text(d.model),
      year: text(d.year),
      renovation_year: text(d.renovation_year),
      length: text(d.length),
      number_of_places: text(d.number_of_places),
      description_es: text(d.description_es),
      description_en: text(d.description_en),
      plans: list(d.plans),
    }),
    accommodation: () => ({
      day_places: text(d.day_places),
      night_places: text(d.night_places, '0'),
      cabins: text(d.cabins, '0'),
      baths: text(d.baths, '0'),
    }),
    conditions: () => ({
      skipper: text(d.skipper),
      skipper_price: text(d.skipper_price),
      required_titling: text(d.required_titling),
      min_days: text(d.min_days, '1'),
      deposit: text(d.deposit),
      cancelation_conditions: text(d.cancelation_conditions),
      departure_time: text(d.departure_time, '10:00').slice(0, 5),
      arrival_time: text(d.arrival_time, '19:00').slice(0, 5),
    }),
    equipment: () => ({
      equipment: {
        outdoor: list(d.equipment?.outdoor),
        electronic: list(d.equipment?.electronic),
        other: list(d.equipment?.other),
      },
    }),
    location: () => ({
      harbour: text(d.harbour),
      berth: text(d.berth),
      map_headlines: text(d.map_headlines),
      harbor:
        d.harbor && Number.isFinite(Number(d.harbor.lat)) && Number.isFinite(Number(d.harbor.lon))
          ? { lat: Number(d.harbor.lat), lon: Number(d.harbor.lon) }
          : null,
    }),
    pictures: () => ({ gallery: list(d.gallery) }),
    price: () => ({
      prices: { high: price(d, 'high'), mid: price(d, 'mid'), low: price(d, 'low') },
      fuel_price_per_hour: text(d.fuel_price_per_hour),
      seasons: (d.seasons ?? []).map((s) => ({
        start_date: text(s.start_date),
        end_date: text(s.end_date),
        season: text(s.season),
      })),
    }),
    technical: () => ({
      fuel_type: text(d.fuel_type),
      engine_power: text(d.engine_power),
      max_speed: text(d.max_speed),
      cruise_speed: text(d.cruise_speed),
      average_consumption: text(d.average_consumption),
      water_tank_capacity: text(d.water_tank_capacity),
      fuel_tank_capacity: text(d.fuel_tank_capacity),
      beam: text(d.beam),
      depth: text(d.depth),
    }),
  };
  return values[step]();
}

/** The inputs that hold numbers, per step: anything else typed there is "not a number". */
export const numericFields: Partial<Record<TBoatFormStepId, readonly string[]>> = {
  basic: ['year', 'renovation_year', 'length', 'number_of_places'],
  accommodation: ['day_places', 'night_places', 'cabins', 'baths'],
  conditions: ['min_days'],
  technical: [
    'engine_power',
    'max_speed',
    'cruise_speed',
    'average_consumption',
    'water_tank_capacity',
    'fuel_tank_capacity',
    'beam',
    'depth',
  ],
};

/** Names of the number inputs holding something that is not a number ('' is fine here). */
export function notNumbers(step: TBoatFormStepId, values: object): string[] {
  const record = values as Record<string, unknown>;
  return (numericFields[step] ?? []).filter((name) => {
    const value = typeof record[name] === 'string' ? (record[name] as string).trim() : '';
    return value !== '' && !/^\d+([.,]\d+)?$/.test(value);
  });
}

/** A required number: '' becomes "missing" (the schema says 'required', not "at least 0"). */
const required = (value: string) => (value.trim() === '' ? undefined : value.trim());
/** An optional value: '' becomes null (cleared). */
const optional = (value: string) => (value.trim() === '' ? null : value.trim());
/** Decimal commas are what Spanish keyboards type; the schemas read dots. */
const decimal = (value: string) => value.trim().replace(',', '.');

/** The values a step sends to its schema (and to the draft), from its inputs. */
export function toStepInput<S extends TBoatFormStepId>(step: S, input: TStepValues[S]): object {
  switch (step) {
    case 'basic': {
      const v = input as TStepValues['basic'];
      return {
        ...v,
        year: required(v.year),
        renovation_year: optional(v.renovation_year),
        length: required(decimal(v.length)),
        number_of_places: required(v.number_of_places),
      };
    }
    case 'accommodation': {
      const v = input as TStepValues['accommodation'];
      return {
        day_places: required(v.day_places),
        night_places: required(v.night_places),
        cabins: required(v.cabins),
        baths: required(v.baths),
      };
    }
    case 'conditions': {
      const v = input as TStepValues['conditions'];
      return {
        ...v,
        skipper_price: v.skipper === 'none' ? null : optional(v.skipper_price),
        required_titling: optional(v.required_titling),
        min_days: required(v.min_days),
        deposit: optional(v.deposit),
      };
    }
    case 'location': {
      const v = input as TStepValues['location'];
      return {
        harbour: v.harbour,
        berth: optional(v.berth),
        map_headlines: optional(v.map_headlines),
        harbor: v.harbor ?? undefined,
      };
    }
    case 'price': {
      const v = input as TStepValues['price'];
      const season = (s: TSeasonKey) => ({
        day: required(v.prices[s].day),
        half_day: optional(v.prices[s].half_day),
      });
      return {
        prices: { high: season('high'), mid: season('mid'), low: season('low') },
        fuel_price_per_hour: optional(v.fuel_price_per_hour),
        seasons: v.seasons.map((s) => ({
          start_date: required(s.start_date),
          end_date: required(s.end_date),
          season: s.season,
        })),
      };
    }
    case 'technical': {
      const v = input as TStepValues['technical'];
      return {
        fuel_type: v.fuel_type,
        engine_power: optional(v.engine_power),
        max_speed: optional(decimal(v.max_speed)),
        cruise_speed: optional(decimal(v.cruise_speed)),
        average_consumption: optional(decimal(v.average_consumption)),
        water_tank_capacity: optional(v.water_tank_capacity),
        fuel_tank_capacity: optional(v.fuel_tank_capacity),
        beam: optional(decimal(v.beam)),
        depth: optional(decimal(v.depth)),
      };
    }
    default:
      return input;
  }
}
