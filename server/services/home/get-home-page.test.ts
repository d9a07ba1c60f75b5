import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { destinations, harbours } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { getHomePage, pickVaried } from './get-home-page';
import type { TBoatCard } from '../../../shared/dto/cards';

describe('getHomePage', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts published boats per destination and features one boat per destination', async () => {
    const owner = await createUser(t.db, { role: 'shipowner' });
    const [ibiza] = await t.db
      .select({ id: harbours.id })
      .from(harbours)
      .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
      .where(eq(destinations.slug, 'ibiza'))
      .limit(1);
    const [palma] = await t.db
      .select({ id: harbours.id })
      .from(harbours)
      .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
      .where(eq(destinations.slug, 'palma'))
      .limit(1);
    await createBoat(t.db, { ownerId: owner.id, harbourId: ibiza!.id, name: 'Es Vedrà' });
    await createBoat(t.db, { ownerId: owner.id, harbourId: ibiza!.id, name: 'Tagomago' });
    await createBoat(t.db, { ownerId: owner.id, harbourId: palma!.id, name: 'Dragonera' });
    await createBoat(t.db, {
      ownerId: owner.id,
      harbourId: palma!.id,
      name: 'Hidden',
      status: 'pending_review',
    });

    const page = await getHomePage(t.db, 'en', 24);
    const counts = Object.fromEntries(page.destinations.map((d) => [d.slug, d.boatCount]));
    expect(counts.ibiza).toBe(2);
    expect(counts.palma).toBe(1);
    expect(page.boatCount).toBe(3);
    expect(page.destinationCount).toBe(2);
    expect(page.featuredBoats.map((b) => b.name).sort()).toEqual(['Dragonera', 'Es Vedrà']);
    expect(page.featuredBoats[0]).toMatchObject({
      typeName: expect.any(String),
      fromPriceCents: 30_000,
    });
    expect(page.plans.length).toBeGreaterThan(0);
    expect(page.ownerResponseHours).toBe(24);
    const spanish = await getHomePage(t.db, 'es', 24);
    expect(spanish.plans[0]!.name).not.toBe(page.plans[0]!.name);
  });
});

describe('pickVaried', () => {
  const card = (name: string, destinationSlug: string, typeSlug: string) =>
    ({ name, destinationSlug, typeSlug }) as TBoatCard;
  it('takes one boat per destination and prefers types not shown yet', () => {
    const picked = pickVaried(
      [
        card('a', 'ibiza', 'sailboat'),
        card('b', 'ibiza', 'yacht'),
        card('c', 'palma', 'sailboat'),
        card('d', 'palma', 'rib'),
        card('e', 'menorca', 'sailboat'),
      ],
      3,
    );
    expect(picked.map((c) => c.name)).toEqual(['a', 'd', 'e']);
  });
});
