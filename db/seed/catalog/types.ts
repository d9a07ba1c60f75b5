/**
 * Shapes of the demo catalogue. The seed turns these into rows; the tests use the same factories.
 * Money is always integer euro cents.
 */
export type TLocalized = { es: string; en: string };

export type TBoatTypeSlug =
  | 'sailboat'
  | 'motorboat'
  | 'catamaran'
  | 'yacht'
  | 'rib'
  | 'gulet'
  | 'boat-without-licence'
  | 'jet-ski';

export type TBoatTypeSeed = {
  slug: TBoatTypeSlug;
  name: TLocalized;
  /** sail or motor: the `boat_kind` of a group */
  kind: 'sail' | 'motor';
  /** jet skis and other toys: the `isAcuaticToy` search filter */
  isAquaticToy: boolean;
};

export type TPlanSeed = { slug: string; name: TLocalized; description: TLocalized };

export type TRegionSeed = {
  slug: string;
  name: TLocalized;
  provinces: { slug: string; name: TLocalized }[];
};

export type TDestinationSeed = {
  slug: string;
  name: string;
  /** province slug (see regions) */
  province: string;
  lat: number;
  lon: number;
  tagline: TLocalized;
  harbours: { slug: string; name: string; lat: number; lon: number }[];
};

export type TEquipmentSeed = {
  slug: string;
  category: 'outdoor' | 'electronic' | 'other';
  name: TLocalized;
};

/** Nautical titles: level orders them, a higher level includes the lower ones. */
export type TDegreeSeed = { slug: string; name: TLocalized; level: number };
export type TProfessionSeed = { slug: string; name: TLocalized };

export type TSeasonPrice = { dayCents: number; halfDayCents: number | null };

export type TBoatSeed = {
  name: string;
  type: TBoatTypeSlug;
  /** destination slug, and harbour slug inside it */
  destination: string;
  harbour: string;
  manufacturer: string;
  model: string;
  year: number;
  renovationYear: number | null;
  numberOfPlaces: number;
  dayPlaces: number;
  nightPlaces: number;
  cabins: number;
  baths: number;
  lengthM: number;
  beamM: number;
  depthM: number;
  fuelType: 'diesel' | 'gasoline' | 'electric' | 'none';
  enginePowerCv: number;
  maxSpeedKn: number;
  cruiseSpeedKn: number;
  averageConsumptionLh: number;
  waterTankL: number;
  fuelTankL: number;
  departureTime: string; // 'HH:MM'
  arrivalTime: string; // 'HH:MM'
  skipper: 'none' | 'optional' | 'mandatory';
  skipperPriceCents: number;
  depositCents: number | null;
  fuelPricePerHourCents: number | null;
  cancelationConditions: 'flexible' | 'moderate' | 'strict';
  minDays: number;
  /** degree slug needed to sail it without a skipper, or null */
  requiredDegree: string | null;
  berth: string;
  prices: { high: TSeasonPrice; mid: TSeasonPrice; low: TSeasonPrice };
  equipment: string[]; // equipment slugs
  plans: string[]; // plan slugs
  description: TLocalized;
  /** hull and accent colours of the generated pictures, as #rrggbb */
  hullColor: string;
  accentColor: string;
  /** 1 = the demo owner (owner@marea.test); 2..n = other generated owners */
  ownerIndex: number;
};
