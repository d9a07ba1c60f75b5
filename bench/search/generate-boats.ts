import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  boatOccupancy,
  boatPlans,
  boatPrices,
  boats,
  boatSeasons,
  boatTypes,
  harbours,
  plans,
  users,
} from '../../db/schema';
import { addDays, todayInMadrid } from '../../shared/dates';
import { occupancyRange } from '../../shared/occupancy';

/** A small deterministic generator (mulberry32): the same data for the same seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

export type TGenerateBoatsOptions = {
  seed?: number;
  /** owners to spread the boats over (default: 200 new owners) */
  ownerIds?: string[];
  /** false: no occupancy stretches (the caller generates real bookings instead) */
  occupancy?: boolean;
};

/**
 * `count` boats (95% published) spread over every harbour and type, like a grown marketplace:
 * prices for the three seasons (most with half days), plans, ratings on most, own seasons on a
 * few, and bookings over the next four months on a third of them. Inserted in bulk, not by the
 * factories.
 */
export async function generateBoats(
  db: TDatabase,
  count: number,
  { seed = 42, ownerIds, occupancy: stretches = true }: TGenerateBoatsOptions = {},
): Promise<void> {
  const next = random(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const harbourRows = await db
    .select({ id: harbours.id, lat: harbours.lat, lon: harbours.lon })
    .from(harbours);
  const typeIds = (await db.select({ id: boatTypes.id }).from(boatTypes)).map((r) => r.id);
  const planIds = (await db.select({ id: plans.id }).from(plans)).map((r) => r.id);
  const owners = ownerIds
    ? ownerIds.map((id) => ({ id }))
    : await db
        .insert(users)
        .values(
          Array.from({ length: 200 }, (_, i) => ({
            email: `bench-owner-${i}-${randomUUID().slice(0, 6)}@example.test`,
            name: `Owner ${i}`,
            role: 'shipowner' as const,
          })),
        )
        .returning({ id: users.id });
  const today = todayInMadrid();
  const skippers = ['none', 'optional', 'optional', 'mandatory'] as const;

  for (const part of chunk(
    Array.from({ length: count }, (_, i) => i),
    1000,
  )) {
    const rows = part.map((i) => {
      const harbour = pick(harbourRows);
      const low = int(8, 120) * 1000;
      const skipper = pick([...skippers]);
      const rated = next() < 0.6;
      return {
        id: randomUUID(),
        ownerId: pick(owners).id,
        slug: `bench-boat-${i}-${randomUUID().slice(0, 8)}`,
        status: next() < 0.95 ? ('published' as const) : ('draft' as const),
        name: `Bench ${i}`,
        boatTypeId: pick(typeIds),
        harbourId: harbour.id,
        lat: harbour.lat + (next() - 0.5) / 100,
        lon: harbour.lon + (next() - 0.5) / 100,
        manufacturer: 'Beneteau',
        model: 'Oceanis',
        year: int(1995, 2025),
        numberOfPlaces: int(2, 14),
        dayPlaces: 12,
        nightPlaces: int(0, 10),
        cabins: int(0, 5),
        baths: int(0, 3),
        lengthM: int(30, 300) / 10,
        fuelType: 'diesel' as const,
        skipper,
        skipperPriceCents: skipper === 'none' ? 0 : int(150, 250) * 100,
        cancelationConditions: 'moderate' as const,
        minDays: next() < 0.1 ? int(2, 7) : 1,
        fromPriceCents: low,
        publishedAt: new Date(Date.UTC(2025, 0, 1) + int(0, 600) * 86_400_000),
        ratingAverage: rated ? int(30, 50) / 10 : null,
        ratingCount: rated ? int(1, 80) : 0,
        low,
        halfDay: next() < 0.7,
        own: next() < 0.05,
        booked: stretches && next() < 0.35,
      };
    });
    await db
      .insert(boats)
      .values(rows.map(({ low: _l, halfDay: _h, own: _o, booked: _b, ...boat }) => boat));
    await db.insert(boatPrices).values(
      rows.flatMap((r) =>
        (
          [
            ['low', r.low],
            ['mid', Math.round(r.low * 1.25)],
            ['high', Math.round(r.low * 1.5)],
          ] as const
        ).map(([season, day]) => ({
          boatId: r.id,
          season,
          dayPriceCents: day,
          halfDayPriceCents: r.halfDay ? Math.round(day * 0.6) : null,
        })),
      ),
    );
    await db
      .insert(boatPlans)
      .values(
        rows.flatMap((r) =>
          [...new Set([pick(planIds), pick(planIds)])].map((planId) => ({ boatId: r.id, planId })),
        ),
      );
    const seasonRows = rows
      .filter((r) => r.own)
      .map((r) => ({
        boatId: r.id,
        startDate: addDays(today, int(0, 60)),
        endDate: addDays(today, int(61, 120)),
        season: 'high' as const,
      }));
    if (seasonRows.length > 0) await db.insert(boatSeasons).values(seasonRows);
    // bookings: back to back stretches of 1–5 days with gaps, over the next 120 days
    const occupancy = rows
      .filter((r) => r.booked)
      .flatMap((r) => {
        const stretches = [];
        for (let start = int(0, 6); start < 120; start += int(3, 15)) {
          const days = int(1, 5);
          stretches.push({
            boatId: r.id,
            kind: 'booking' as const,
            during: occupancyRange(addDays(today, start), addDays(today, start + days - 1), 'days'),
          });
          start += days;
        }
        return stretches;
      });
    for (const stretch of chunk(occupancy, 2000)) await db.insert(boatOccupancy).values(stretch);
  }
  // vacuumed as autovacuum would have done: the search reads covering indexes (index-only scans)
  await db.execute(sql`vacuum analyze`);
}
