import { z } from 'zod';
import { ZRatingSummary, type TBoatValuations } from '../schemas/valuation';
import type { TBoatCard } from './cards';

/**
 * The public boat (`GET /boat/{id}`), its availability and its quote. The zod schemas are the API's
 * response schemas; the web imports only the types, so zod stays out of the page's bundle.
 */
const ZLocalized = z.object({ es: z.string(), en: z.string() });
const ZNamed = z.object({ slug: z.string(), name: ZLocalized });
const ZSeason = z.enum(['high', 'mid', 'low']);
const ZSeasonPrice = z.object({ dayCents: z.int(), halfDayCents: z.int().nullable() });

export const ZBoatDetails = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(['draft', 'pending_review', 'published', 'rejected', 'removed', 'unpublished']),
  name: z.string(),
  type: ZNamed.extend({ kind: z.enum(['sail', 'motor']), isAquaticToy: z.boolean() }),
  description: z.object({ es: z.string().nullable(), en: z.string().nullable() }),
  harbour: z.object({
    slug: z.string(),
    name: z.string(),
    destination: z.object({ slug: z.string(), name: z.string() }),
    region: ZLocalized,
    lat: z.number(),
    lon: z.number(),
  }),
  /** where the boat itself is moored (map pin) */
  location: z.object({ lat: z.number(), lon: z.number() }),
  berth: z.string().nullable(),
  mapHeadline: z.string().nullable(),
  /** picture asset ids, cover first */
  gallery: z.array(z.uuid()),
  equipment: z.object({
    outdoor: z.array(ZNamed),
    electronic: z.array(ZNamed),
    other: z.array(ZNamed),
  }),
  plans: z.array(ZNamed),
  accommodation: z.object({
    numberOfPlaces: z.int(),
    dayPlaces: z.int(),
    nightPlaces: z.int(),
    cabins: z.int(),
    baths: z.int(),
  }),
  technical: z.object({
    manufacturer: z.string(),
    model: z.string(),
    year: z.int(),
    renovationYear: z.int().nullable(),
    lengthM: z.number(),
    beamM: z.number().nullable(),
    depthM: z.number().nullable(),
    fuelType: z.enum(['diesel', 'gasoline', 'electric', 'none']),
    enginePowerCv: z.int().nullable(),
    maxSpeedKn: z.number().nullable(),
    cruiseSpeedKn: z.number().nullable(),
    averageConsumptionLh: z.number().nullable(),
    waterTankL: z.int().nullable(),
    fuelTankL: z.int().nullable(),
  }),
  /** `HH:MM`, local time of the harbour */
  departureTime: z.string(),
  arrivalTime: z.string(),
  skipper: z.object({ policy: z.enum(['none', 'optional', 'mandatory']), priceCents: z.int() }),
  depositCents: z.int().nullable(),
  /** VAT included; paid at check-in, never through the platform */
  fuelPricePerHourCents: z.int().nullable(),
  cancelationConditions: z.enum(['flexible', 'moderate', 'strict']),
  minDays: z.int(),
  /** the licence needed to sail it without a skipper */
  requiredDegree: ZNamed.nullable(),
  prices: z.object({ high: ZSeasonPrice, mid: ZSeasonPrice, low: ZSeasonPrice }),
  fromPriceCents: z.int(),
  /** the boat's own season calendar (inclusive `YYYY-MM-DD` dates); other dates use the default */
  seasons: z.array(z.object({ startDate: z.string(), endDate: z.string(), season: ZSeason })),
  /** from the published valuations of clients (docs/decisions/0035-valuations.md) */
  rating: ZRatingSummary,
  owner: z.object({
    firstName: z.string(),
    pictureId: z.uuid().nullable(),
    memberSince: z.iso.datetime(),
    /** share of requests answered, 0–100; null until the owner has had requests */
    responseRate: z.int().nullable(),
    responseTimeHours: z.number().nullable(),
    /** the stars clients gave this owner, over all their boats */
    rating: z.object({ average: z.number().nullable(), count: z.int() }),
  }),
});
export type TBoatDetails = z.infer<typeof ZBoatDetails>;

const ZHalf = z.enum(['free', 'busy']);
export const ZAvailabilityDay = z.object({
  date: z.iso.date(),
  status: z.enum(['free', 'morning_busy', 'afternoon_busy', 'busy', 'past']),
  morning: ZHalf,
  afternoon: ZHalf,
});
export type TAvailabilityDay = z.infer<typeof ZAvailabilityDay>;
export type TDayStatus = TAvailabilityDay['status'];

export const ZAvailability = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(ZAvailabilityDay),
});
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZBoatQuote = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  duration: z.enum(['day', 'half_day', 'days']),
  slot: z.enum(['morning', 'afternoon']).nullable(),
  /** `HH:MM` to `HH:MM` at sea each day */
  hours: z.object({ from: z.string(), to: z.string() }),
  people: z.int().nullable(),
  /** false when the boat is already taken for part of these dates */
  available: z.boolean(),
  days: z.array(z.object({ date: z.iso.date(), season: ZSeason, priceCents: z.int() })),
  dayCount: z.int(),
  rentalCents: z.int(),
  skipper: z.object({
    included: z.boolean(),
    mandatory: z.boolean(),
    perDayCents: z.int(),
    totalCents: z.int(),
  }),
  totalCents: z.int(),
  firstPayment: z.object({ percent: z.number(), cents: z.int() }),
  restAtCheckInCents: z.int(),
  cardFeePercent: z.number(),
  depositCents: z.int().nullable(),
  fuel: z
    .object({ perHourCents: z.int(), hoursPerDay: z.number(), estimateCents: z.int() })
    .nullable(),
});
export type TBoatQuote = z.infer<typeof ZBoatQuote>;

/** The calculator's choice: what the page prices first and what the form starts with. */
export type TQuoteChoice = {
  duration: TBoatQuote['duration'];
  startDate: string;
  endDate: string;
  slot: TBoatQuote['slot'];
  skipper: boolean;
  people: number;
};

/** What the boat page's loader gets from the server (server/services/boat-details/get-boat-page.ts). */
export type TBoatPage = {
  boat: TBoatDetails;
  similar: TBoatCard[];
  /** this month and the next */
  availability: TAvailability;
  /** the first page of published valuations, rendered on the server (search engines read them) */
  valuations: TBoatValuations;
  /** in Madrid, `YYYY-MM-DD` */
  today: string;
  choice: TQuoteChoice;
  /** the price of `choice`; null when the boat cannot be priced */
  quote: TBoatQuote | null;
  firstPaymentPercent: number;
  /** hours an owner has to answer a request (OWNER_RESPONSE_HOURS) */
  ownerResponseHours: number;
};
