import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { boatTypes, harbours } from '../../../db/schema';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { listSimilarBoats } from './list-similar-boats';

describe('listSimilarBoats', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('puts same destination and type first, then same destination, then same type, each by price', async () => {
    const owner = await createUser(t.db);
    const places = await t.db.select().from(harbours).orderBy(harbours.id);
    const here = places[0]!;
    const elsewhere = places.find((h) => h.destinationId !== here.destinationId)!;
    const [type, otherType] = await t.db.select().from(boatTypes).orderBy(boatTypes.id);
    const boat = (name: string, harbourId: number, boatTypeId: number, fromPriceCents: number) =>
      createBoat(t.db, { ownerId: owner.id, name, harbourId, boatTypeId, fromPriceCents });
    const mine = await boat('Mine', here.id, type!.id, 30_000);
    await boat('Unlike', elsewhere.id, otherType!.id, 30_000);
    await boat('Type elsewhere', elsewhere.id, type!.id, 30_000);
    await boat('Other type here', here.id, otherType!.id, 90_000);
    await boat('Both, far in price', here.id, type!.id, 60_000);
    await boat('Both, cheaper', here.id, type!.id, 25_000);
    await boat('Both, dearer', here.id, type!.id, 34_000);

    const names = async (limit: number) =>
      (await listSimilarBoats(t.db, 'es', mine, limit)).map((card) => card.name);
    expect(await names(6)).toEqual([
      'Both, dearer',
      'Both, cheaper',
      'Both, far in price',
      'Other type here',
      'Type elsewhere',
    ]);
    expect(await names(2)).toEqual(['Both, dearer', 'Both, cheaper']);
  });

  it("takes the nearest prices across every harbour of the boat's destination", async () => {
    const owner = await createUser(t.db);
    const places = await t.db.select().from(harbours).orderBy(harbours.id);
    const first = places.find((h) =>
      places.some((o) => o.id !== h.id && o.destinationId === h.destinationId),
    )!;
    const neighbour = places.find(
      (h) => h.id !== first.id && h.destinationId === first.destinationId,
    )!;
    const [, , type] = await t.db.select().from(boatTypes).orderBy(boatTypes.id);
    const boat = (name: string, harbourId: number, fromPriceCents: number) =>
      createBoat(t.db, {
        ownerId: owner.id,
        name,
        harbourId,
        boatTypeId: type!.id,
        fromPriceCents,
      });
    const mine = await boat('Mine', first.id, 50_000);
    // the first harbour alone has more than enough on each side, but the nearest are next door
    for (const price of [52_000, 53_000, 54_000, 47_000, 46_000, 45_000])
      await boat(`Here ${price}`, first.id, price);
    await boat('Next door, dearer', neighbour.id, 50_500);
    await boat('Next door, cheaper', neighbour.id, 49_000);

    const names = (await listSimilarBoats(t.db, 'es', mine, 3)).map((card) => card.name);
    expect(names).toEqual(['Next door, dearer', 'Next door, cheaper', 'Here 52000']);
  });
});
