import { z } from 'zod';
import { priceInputPattern } from '../money';
import type { TValidationMessageKey } from '../validation-messages';

/**
 * The add-boat wizard (spec §2, §3 `boatDetails` and the add-boat extras), one schema per step.
 * The browser validates each step with it before moving on, the draft endpoint validates the
 * step it saves, and `POST /boat` / `PUT /boat/{id}` validate the whole boat with `ZBoatForm`.
 * Field names are the spec's; prices are `XXXX.YY` strings (PRODUCT.md §1), dates `YYYY-MM-DD`.
 */
const m = (key: TValidationMessageKey) => ({ message: key });

type TRule<T> = (value: T, ctx: z.RefinementCtx) => void;

/** A rule across fields: kept apart so the whole-boat schema runs each once (no doubled issues). */
function rule<T>(
  isValid: (value: T) => boolean,
  key: TValidationMessageKey,
  path: PropertyKey[],
): TRule<T> {
  return (value, ctx) => {
    if (!isValid(value)) ctx.addIssue({ code: 'custom', message: key, path });
  };
}
const checkAll =
  <T>(rules: TRule<T>[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const check of rules) check(value, ctx);
  };

const currentYear = new Date().getUTCFullYear();
const ZSlug = z.string(m('required')).trim().min(1, m('required')).max(80);
const text = (max: number) => z.string(m('required')).trim().min(1, m('required')).max(max);
const count = (max: number) => z.coerce.number(m('required')).int().min(0).max(max);
const measure = (max: number) => z.coerce.number(m('required')).positive().max(max);
const optionalMeasure = (max: number) => z.coerce.number().positive().max(max).nullish();

/** `XXXX.YY`: 1–4 integer digits, up to 2 decimals. */
export const ZPriceInput = z
  .string(m('invalidPrice'))
  .trim()
  .regex(priceInputPattern, m('invalidPrice'))
  .refine((value) => Number(value) > 0, m('invalidPrice'));
const ZOptionalPrice = z.union([ZPriceInput, z.literal('')]).nullish();
const ZTime = z.string(m('invalidTime')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m('invalidTime'));
const ZIsoDate = z.iso.date(m('invalidDate'));
const ZYear = z.coerce.number(m('yearRange')).int(m('yearRange')).min(1900, m('yearRange'));

export const fuelTypes = ['diesel', 'gasoline', 'electric', 'none'] as const;
export const skipperPolicies = ['none', 'optional', 'mandatory'] as const;
export const cancelationConditions = ['flexible', 'moderate', 'strict'] as const;

const ZBoatBasic = z.object({
  name: text(80),
  boat_type: ZSlug,
  manufacturer: text(60),
  model: text(60),
  year: ZYear.max(currentYear + 1, m('yearRange')),
  renovation_year: ZYear.max(currentYear + 1, m('yearRange')).nullish(),
  length: measure(150),
  number_of_places: z.coerce.number(m('required')).int().min(1).max(300),
  description_es: z.string().trim().max(4000).default(''),
  description_en: z.string().trim().max(4000).default(''),
  plans: z.array(ZSlug).max(20).default([]),
});
const basicRules: TRule<z.output<typeof ZBoatBasic>>[] = [
  rule((v) => v.renovation_year == null || v.renovation_year >= v.year, 'renovationBeforeBuild', [
    'renovation_year',
  ]),
  rule(
    (v) => Math.max(v.description_es.length, v.description_en.length) >= 40,
    'descriptionRequired',
    ['description_es'],
  ),
];
export const ZBoatBasicStep = ZBoatBasic.superRefine(checkAll(basicRules));

/** Day places are how many may sail by day; night places sleep aboard. */
export const ZBoatAccommodationStep = z.object({
  day_places: z.coerce.number(m('required')).int().min(1).max(300),
  night_places: count(100),
  cabins: count(50),
  baths: count(50),
});

const ZBoatConditions = z.object({
  skipper: z.enum(skipperPolicies, m('required')),
  skipper_price: ZOptionalPrice,
  /** degree slug needed to sail without a skipper; null when no licence is needed */
  required_titling: ZSlug.nullish(),
  min_days: z.coerce.number(m('required')).int().min(1).max(30).default(1),
  deposit: ZOptionalPrice,
  cancelation_conditions: z.enum(cancelationConditions, m('required')),
  departure_time: ZTime,
  arrival_time: ZTime,
});
const conditionsRules: TRule<z.output<typeof ZBoatConditions>>[] = [
  rule((v) => v.skipper === 'none' || Boolean(v.skipper_price), 'skipperPriceRequired', [
    'skipper_price',
  ]),
  rule((v) => v.departure_time < v.arrival_time, 'timesOrder', ['arrival_time']),
];
export const ZBoatConditionsStep = ZBoatConditions.superRefine(checkAll(conditionsRules));

export const ZBoatEquipmentStep = z.object({
  equipment: z
    .object({
      outdoor: z.array(ZSlug).max(60).default([]),
      electronic: z.array(ZSlug).max(60).default([]),
      other: z.array(ZSlug).max(60).default([]),
    })
    .default({ outdoor: [], electronic: [], other: [] }),
});

/** Roughly Spain with the Balearic and Canary Islands: the pin must be on a Spanish coast. */
const spainBounds = { minLat: 27.3, maxLat: 44, minLon: -18.5, maxLon: 4.6 };

export const ZBoatLocationStep = z.object({
  harbour: ZSlug,
  /** `harborText`: pontoon, berth number, how to find the boat */
  berth: z.string().trim().max(200).nullish(),
  map_headlines: z.string().trim().max(120).nullish(),
  harbor: z
    .object({ lat: z.coerce.number(), lon: z.coerce.number() })
    .refine(
      ({ lat, lon }) =>
        lat >= spainBounds.minLat &&
        lat <= spainBounds.maxLat &&
        lon >= spainBounds.minLon &&
        lon <= spainBounds.maxLon,
      m('outsideSpain'),
    ),
});

export const ZBoatPicturesStep = z.object({
  /** confirmed picture asset ids; the first is the cover */
  gallery: z
    .array(z.uuid(m('invalidUuid')))
    .min(3, m('picturesMin'))
    .max(20),
});

const ZSeasonPrice = z
  .object({ day: ZPriceInput, half_day: ZOptionalPrice })
  .refine((p) => !p.half_day || Number(p.half_day) <= Number(p.day), {
    ...m('halfDayOverDay'),
    path: ['half_day'],
  });

export const ZSeasonRange = z.object({
  start_date: ZIsoDate,
  end_date: ZIsoDate,
  season: z.enum(['high', 'mid', 'low']),
});

const ZBoatPrice = z.object({
  prices: z.object({ high: ZSeasonPrice, mid: ZSeasonPrice, low: ZSeasonPrice }),
  fuel_price_per_hour: ZOptionalPrice,
  /** the boat's own season calendar, overriding the default one on these dates */
  seasons: z.array(ZSeasonRange).max(24).default([]),
});
const priceRules: TRule<z.output<typeof ZBoatPrice>>[] = [
  ({ seasons }, ctx) => {
    seasons.forEach((range, index) => {
      if (range.end_date < range.start_date)
        ctx.addIssue({
          code: 'custom',
          ...m('seasonsOrder'),
          path: ['seasons', index, 'end_date'],
        });
      const overlaps = seasons.some(
        (other, j) =>
          j !== index && other.start_date <= range.end_date && range.start_date <= other.end_date,
      );
      if (overlaps)
        ctx.addIssue({
          code: 'custom',
          ...m('seasonsOverlap'),
          path: ['seasons', index, 'start_date'],
        });
    });
  },
];
export const ZBoatPriceStep = ZBoatPrice.superRefine(checkAll(priceRules));

const ZBoatTechnical = z.object({
  fuel_type: z.enum(fuelTypes, m('required')),
  engine_power: z.coerce.number().int().positive().max(20000).nullish(),
  max_speed: optionalMeasure(80),
  cruise_speed: optionalMeasure(80),
  average_consumption: optionalMeasure(2000),
  water_tank_capacity: z.coerce.number().int().min(0).max(100000).nullish(),
  fuel_tank_capacity: z.coerce.number().int().min(0).max(100000).nullish(),
  beam: optionalMeasure(40),
  depth: optionalMeasure(20),
});
const technicalRules: TRule<z.output<typeof ZBoatTechnical>>[] = [
  rule(
    (v) => v.max_speed == null || v.cruise_speed == null || v.cruise_speed <= v.max_speed,
    'cruiseOverMax',
    ['cruise_speed'],
  ),
];
export const ZBoatTechnicalStep = ZBoatTechnical.superRefine(checkAll(technicalRules));

/** The wizard's steps, in order (spec §2). */
export const boatFormSteps = [
  { id: 'basic', schema: ZBoatBasicStep },
  { id: 'accommodation', schema: ZBoatAccommodationStep },
  { id: 'conditions', schema: ZBoatConditionsStep },
  { id: 'equipment', schema: ZBoatEquipmentStep },
  { id: 'location', schema: ZBoatLocationStep },
  { id: 'pictures', schema: ZBoatPicturesStep },
  { id: 'price', schema: ZBoatPriceStep },
  { id: 'technical', schema: ZBoatTechnicalStep },
] as const;
export type TBoatFormStepId = (typeof boatFormSteps)[number]['id'];

/** The whole boat: every step, plus the rules that cross steps. */
export const ZBoatForm = z
  .object({
    ...ZBoatBasic.shape,
    ...ZBoatAccommodationStep.shape,
    ...ZBoatConditions.shape,
    ...ZBoatEquipmentStep.shape,
    ...ZBoatLocationStep.shape,
    ...ZBoatPicturesStep.shape,
    ...ZBoatPrice.shape,
    ...ZBoatTechnical.shape,
  })
  .superRefine((v, ctx) => {
    const rules: TRule<typeof v>[] = [
      ...basicRules,
      ...conditionsRules,
      ...priceRules,
      ...technicalRules,
    ];
    checkAll(rules)(v, ctx);
    if (v.day_places > v.number_of_places)
      ctx.addIssue({ code: 'custom', ...m('overCapacity'), path: ['day_places'] });
    if (v.night_places > v.day_places)
      ctx.addIssue({ code: 'custom', ...m('overDayPlaces'), path: ['night_places'] });
  });
export type TBoatForm = z.infer<typeof ZBoatForm>;
export type TBoatFormInput = z.input<typeof ZBoatForm>;
