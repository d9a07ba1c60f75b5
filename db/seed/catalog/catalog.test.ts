import { describe, expect, it } from 'vitest';
import {
  boatTypes,
  boats,
  degrees,
  destinations,
  equipment,
  plans,
  professions,
  regions,
} from './index';
import type { TBoatTypeSlug, TLocalized, TSeasonPrice } from './types';

const allTypeSlugs: TBoatTypeSlug[] = [
  'sailboat',
  'motorboat',
  'catamaran',
  'yacht',
  'rib',
  'gulet',
  'boat-without-licence',
  'jet-ski',
];

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const hex = /^#[0-9a-f]{6}$/i;
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Same rule the seed would use to turn a boat name into a URL slug. */
function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) dupes.add(value);
    seen.add(value);
  }
  return [...dupes];
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function expectLocalized(text: TLocalized, label: string): void {
  expect(text.es.trim(), `${label} (es)`).not.toBe('');
  expect(text.en.trim(), `${label} (en)`).not.toBe('');
}

/** Great-circle distance in km, to keep harbours near their destination. */
function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const typeSlugs = new Set(boatTypes.map((t) => t.slug));
const planSlugs = new Set(plans.map((p) => p.slug));
const equipmentSlugs = new Set(equipment.map((e) => e.slug));
const degreeLevel = new Map(degrees.map((d) => [d.slug, d.level]));
const provinceSlugs = new Set(regions.flatMap((r) => r.provinces.map((p) => p.slug)));
const destinationBySlug = new Map(destinations.map((d) => [d.slug, d]));

describe('catalogue reference data', () => {
  it('has one boat type per TBoatTypeSlug, named in both languages', () => {
    expect([...typeSlugs].sort()).toEqual([...allTypeSlugs].sort());
    expect(boatTypes).toHaveLength(allTypeSlugs.length);
    for (const type of boatTypes) expectLocalized(type.name, type.slug);
    expect(boatTypes.filter((t) => t.isAquaticToy).map((t) => t.slug)).toEqual(['jet-ski']);
  });

  it('has 6 to 8 plans with names and descriptions', () => {
    expect(plans.length).toBeGreaterThanOrEqual(6);
    expect(plans.length).toBeLessThanOrEqual(8);
    for (const plan of plans) {
      expectLocalized(plan.name, plan.slug);
      expectLocalized(plan.description, plan.slug);
    }
  });

  it('has equipment in the three categories', () => {
    expect(equipment.length).toBeGreaterThanOrEqual(25);
    for (const category of ['outdoor', 'electronic', 'other'] as const) {
      expect(equipment.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(5);
    }
    for (const item of equipment) expectLocalized(item.name, item.slug);
  });

  it('orders degrees by strictly increasing level and names professions', () => {
    expect(degrees.map((d) => d.slug)).toEqual([
      'licencia-navegacion',
      'pnb',
      'per',
      'patron-yate',
      'capitan-yate',
    ]);
    degrees.forEach((degree, index) => expect(degree.level).toBe(index + 1));
    for (const degree of degrees) expectLocalized(degree.name, degree.slug);
    expect(professions.length).toBeGreaterThanOrEqual(5);
    for (const profession of professions) expectLocalized(profession.name, profession.slug);
  });

  it('uses unique kebab-case slugs everywhere', () => {
    const groups: Record<string, string[]> = {
      boatTypes: boatTypes.map((t) => t.slug),
      plans: plans.map((p) => p.slug),
      equipment: equipment.map((e) => e.slug),
      degrees: degrees.map((d) => d.slug),
      professions: professions.map((p) => p.slug),
      regions: regions.map((r) => r.slug),
      provinces: regions.flatMap((r) => r.provinces.map((p) => p.slug)),
      destinations: destinations.map((d) => d.slug),
      harbours: destinations.flatMap((d) => d.harbours.map((h) => h.slug)),
      boats: boats.map((b) => slugify(b.name)),
    };
    for (const [group, slugs] of Object.entries(groups)) {
      expect(duplicates(slugs), `duplicate ${group} slugs`).toEqual([]);
      for (const slug of slugs) expect(slug, `${group} slug`).toMatch(kebab);
    }
  });

  it('places every destination in a known province, with real coordinates and harbours', () => {
    for (const region of regions) {
      expectLocalized(region.name, region.slug);
      expect(region.provinces.length).toBeGreaterThan(0);
      for (const province of region.provinces) expectLocalized(province.name, province.slug);
    }
    for (const destination of destinations) {
      expect(provinceSlugs.has(destination.province), destination.slug).toBe(true);
      expect(destination.name.trim()).not.toBe('');
      expectLocalized(destination.tagline, destination.slug);
      expect(destination.tagline.es.length, destination.slug).toBeLessThanOrEqual(60);
      expect(destination.tagline.en.length, destination.slug).toBeLessThanOrEqual(60);
      // Spain, Balearics and Canaries included.
      expect(destination.lat).toBeGreaterThan(27);
      expect(destination.lat).toBeLessThan(44);
      expect(destination.lon).toBeGreaterThan(-19);
      expect(destination.lon).toBeLessThan(5);
      expect(destination.harbours.length).toBeGreaterThanOrEqual(1);
      expect(destination.harbours.length).toBeLessThanOrEqual(3);
      for (const harbour of destination.harbours) {
        expect(harbour.name.trim()).not.toBe('');
        const km = distanceKm(destination.lat, destination.lon, harbour.lat, harbour.lon);
        expect(km, `${harbour.slug} is near ${destination.slug}`).toBeLessThan(60);
      }
    }
  });

  it('covers the destinations the product promises', () => {
    const slugs = destinations.map((d) => d.slug);
    for (const slug of [
      'barcelona',
      'palma',
      'ibiza',
      'formentera',
      'menorca',
      'valencia',
      'alicante',
      'malaga',
      'marbella',
      'cadiz',
      'tenerife',
      'gran-canaria',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(destinations.length).toBeGreaterThanOrEqual(14);
  });
});

describe('demo boats', () => {
  it('has at least 64 boats with unique names', () => {
    expect(boats.length).toBeGreaterThanOrEqual(64);
    expect(duplicates(boats.map((b) => b.name))).toEqual([]);
  });

  it('references existing types, destinations, harbours, equipment, plans and degrees', () => {
    for (const boat of boats) {
      expect(typeSlugs.has(boat.type), `${boat.name} type`).toBe(true);
      const destination = destinationBySlug.get(boat.destination);
      expect(destination, `${boat.name} destination`).toBeDefined();
      const harbourSlugs = destination?.harbours.map((h) => h.slug) ?? [];
      expect(harbourSlugs, `${boat.name} harbour`).toContain(boat.harbour);
      for (const slug of boat.equipment) {
        expect(equipmentSlugs.has(slug), `${boat.name} equipment ${slug}`).toBe(true);
      }
      for (const slug of boat.plans) {
        expect(planSlugs.has(slug), `${boat.name} plan ${slug}`).toBe(true);
      }
      if (boat.requiredDegree !== null) {
        expect(degreeLevel.has(boat.requiredDegree), `${boat.name} degree`).toBe(true);
      }
    }
  });

  it('has every type several times, with at least 3 jet skis and 3 gulets', () => {
    const byType = countBy(boats, (b) => b.type);
    for (const type of allTypeSlugs) {
      expect(byType.get(type) ?? 0, type).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 3 boats in every destination', () => {
    const byDestination = countBy(boats, (b) => b.destination);
    for (const destination of destinations) {
      expect(byDestination.get(destination.slug) ?? 0, destination.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices in integer cents, high >= mid >= low, half day below the day', () => {
    const check = (price: TSeasonPrice, label: string): void => {
      expect(Number.isInteger(price.dayCents), label).toBe(true);
      expect(price.dayCents, label).toBeGreaterThan(0);
      // The price input format allows at most 9999.99 €.
      expect(price.dayCents, label).toBeLessThanOrEqual(999_999);
      if (price.halfDayCents !== null) {
        expect(Number.isInteger(price.halfDayCents), label).toBe(true);
        expect(price.halfDayCents, label).toBeGreaterThan(0);
        expect(price.halfDayCents, label).toBeLessThan(price.dayCents);
        const share = price.halfDayCents / price.dayCents;
        expect(share, `${label} half-day share`).toBeGreaterThanOrEqual(0.55);
        expect(share, `${label} half-day share`).toBeLessThanOrEqual(0.7);
      }
    };
    for (const boat of boats) {
      const { high, mid, low } = boat.prices;
      check(high, `${boat.name} high`);
      check(mid, `${boat.name} mid`);
      check(low, `${boat.name} low`);
      expect(high.dayCents, boat.name).toBeGreaterThanOrEqual(mid.dayCents);
      expect(mid.dayCents, boat.name).toBeGreaterThanOrEqual(low.dayCents);
      // Half days are offered in every season or in none.
      const offered = [high, mid, low].map((p) => p.halfDayCents !== null);
      expect(new Set(offered).size, `${boat.name} half days`).toBe(1);
      if (boat.type === 'yacht' || boat.type === 'gulet') expect(high.halfDayCents).toBeNull();
    }
  });

  it('keeps other money fields in integer cents', () => {
    for (const boat of boats) {
      expect(Number.isInteger(boat.skipperPriceCents), boat.name).toBe(true);
      if (boat.depositCents !== null) {
        expect(Number.isInteger(boat.depositCents), boat.name).toBe(true);
        expect(boat.depositCents, boat.name).toBeGreaterThanOrEqual(15_000);
        expect(boat.depositCents, boat.name).toBeLessThanOrEqual(500_000);
      }
      if (boat.fuelPricePerHourCents !== null) {
        expect(Number.isInteger(boat.fuelPricePerHourCents), boat.name).toBe(true);
        expect(boat.fuelPricePerHourCents, boat.name).toBeGreaterThan(0);
      }
    }
  });

  it('applies consistent skipper rules', () => {
    for (const boat of boats) {
      if (boat.skipper === 'none') expect(boat.skipperPriceCents, boat.name).toBe(0);
      else expect(boat.skipperPriceCents, boat.name).toBeGreaterThanOrEqual(15_000);
      expect(boat.skipperPriceCents, boat.name).toBeLessThanOrEqual(25_000);
      if (boat.type === 'yacht' || boat.type === 'gulet') {
        expect(boat.skipper, boat.name).toBe('mandatory');
      }
      if (boat.type === 'boat-without-licence' || boat.type === 'jet-ski') {
        expect(boat.skipper, boat.name).not.toBe('mandatory');
      }
    }
  });

  it('requires the title the length and power call for', () => {
    const level = (slug: string | null): number =>
      slug === null ? 0 : (degreeLevel.get(slug) ?? -1);
    for (const boat of boats) {
      const required = level(boat.requiredDegree);
      if (boat.type === 'boat-without-licence') {
        expect(boat.requiredDegree, boat.name).toBeNull();
        expect(boat.lengthM, boat.name).toBeLessThanOrEqual(5);
        expect(boat.enginePowerCv, boat.name).toBeLessThanOrEqual(15);
      } else {
        expect(required, `${boat.name} needs a title`).toBeGreaterThanOrEqual(1);
      }
      if (boat.lengthM > 6) expect(required, boat.name).toBeGreaterThanOrEqual(level('pnb'));
      if (boat.lengthM > 8) expect(required, boat.name).toBeGreaterThanOrEqual(level('per'));
      if (boat.lengthM > 15) {
        expect(required, boat.name).toBeGreaterThanOrEqual(level('patron-yate'));
      }
      if (boat.lengthM > 24) {
        expect(required, boat.name).toBeGreaterThanOrEqual(level('capitan-yate'));
      }
    }
  });

  it('has plausible capacities and specs', () => {
    for (const boat of boats) {
      expect(boat.numberOfPlaces, boat.name).toBeGreaterThanOrEqual(1);
      expect(boat.dayPlaces, boat.name).toBeLessThanOrEqual(boat.numberOfPlaces);
      expect(boat.nightPlaces, boat.name).toBeLessThanOrEqual(boat.cabins * 2 + 2);
      if (boat.cabins === 0) expect(boat.nightPlaces, boat.name).toBe(0);
      expect(boat.lengthM, boat.name).toBeGreaterThan(boat.beamM);
      expect(boat.cruiseSpeedKn, boat.name).toBeLessThanOrEqual(boat.maxSpeedKn);
      expect(boat.minDays, boat.name).toBeGreaterThanOrEqual(1);
      expect(boat.year, boat.name).toBeGreaterThanOrEqual(2000);
      expect(boat.year, boat.name).toBeLessThanOrEqual(2025);
      if (boat.renovationYear !== null) {
        expect(boat.renovationYear, boat.name).toBeGreaterThan(boat.year);
      }
      if (boat.type === 'jet-ski') {
        expect(boat.numberOfPlaces, boat.name).toBeLessThanOrEqual(3);
      }
      expect(boat.departureTime, boat.name).toMatch(hhmm);
      expect(boat.arrivalTime, boat.name).toMatch(hhmm);
      expect(boat.departureTime < boat.arrivalTime, boat.name).toBe(true);
      expect(boat.berth.trim(), boat.name).not.toBe('');
      expect(boat.manufacturer.trim(), boat.name).not.toBe('');
      expect(boat.model.trim(), boat.name).not.toBe('');
    }
  });

  it('lists 1 to 4 plans and 5 to 15 equipment items, without repeats', () => {
    for (const boat of boats) {
      expect(boat.plans.length, boat.name).toBeGreaterThanOrEqual(1);
      expect(boat.plans.length, boat.name).toBeLessThanOrEqual(4);
      expect(duplicates(boat.plans), boat.name).toEqual([]);
      expect(boat.equipment.length, boat.name).toBeGreaterThanOrEqual(5);
      expect(boat.equipment.length, boat.name).toBeLessThanOrEqual(15);
      expect(duplicates(boat.equipment), boat.name).toEqual([]);
    }
  });

  it('has valid colours', () => {
    for (const boat of boats) {
      expect(boat.hullColor, boat.name).toMatch(hex);
      expect(boat.accentColor, boat.name).toMatch(hex);
    }
  });

  it('describes every boat in both languages, each differently', () => {
    for (const boat of boats) expectLocalized(boat.description, boat.name);
    expect(duplicates(boats.map((b) => b.description.es))).toEqual([]);
    expect(duplicates(boats.map((b) => b.description.en))).toEqual([]);
  });

  it('gives the demo owner 8 to 10 boats in 2 or 3 destinations, the rest to owners 2..12', () => {
    const mine = boats.filter((b) => b.ownerIndex === 1);
    expect(mine.length).toBeGreaterThanOrEqual(8);
    expect(mine.length).toBeLessThanOrEqual(10);
    const places = new Set(mine.map((b) => b.destination));
    expect(places.size).toBeGreaterThanOrEqual(2);
    expect(places.size).toBeLessThanOrEqual(3);
    for (const boat of boats) {
      expect(Number.isInteger(boat.ownerIndex), boat.name).toBe(true);
      expect(boat.ownerIndex, boat.name).toBeGreaterThanOrEqual(1);
      expect(boat.ownerIndex, boat.name).toBeLessThanOrEqual(12);
    }
  });
});
