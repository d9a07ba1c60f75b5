import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { boatOccupancy, boats } from '../../../db/schema';
import { occupancyRange } from '../../../shared/occupancy';
import { createTestBoat, daysAhead } from '../../testing/booking';
import { useTestDatabase } from '../../testing/test-app';

/**
 * `boats.busy` (migration 0017, docs/decisions/0042-boat-busy-multirange.md): the triggers on
 * `boat_occupancy` keep it equal to the union of the boat's stretches, whatever the statement.
 * The race is meaningful on PostgreSQL (DATABASE_URL, a pool of 20: `.ci/run` runs it there); on
 * PGlite the transactions run one after the other and the same expectation holds.
 */
describe('the boat’s busy time kept by the database', () => {
  const handle = useTestDatabase({ referenceData: true });

  const day = (n: number) => occupancyRange(daysAhead(n), daysAhead(n), 'days');
  const days = (from: number, to: number) => occupancyRange(daysAhead(from), daysAhead(to), 'days');

  /** The kept multirange and the one the occupancy rows make, as text. */
  async function bothOf(boatId: string) {
    const [row] = await queryRows<{ busy: string; truth: string }>(
      handle.database.db,
      sql`select b.busy::text as busy,
            (select coalesce(range_agg(o.during), '{}')::text from ${boatOccupancy} o
             where o.boat_id = b.id) as truth
          from ${boats} b where b.id = ${boatId}`,
    );
    return row!;
  }

  async function expectKept(boatId: string) {
    const { busy, truth } = await bothOf(boatId);
    expect(busy).toBe(truth);
    return busy;
  }

  it('follows inserts, updates and deletes of one or many rows, of one or many boats', async () => {
    const { boat } = await createTestBoat(handle.database.db);
    const { boat: other } = await createTestBoat(handle.database.db);
    expect(await expectKept(boat.id)).toBe('{}');

    // one statement, two boats, two stretches of the first
    const inserted = await handle.database.db
      .insert(boatOccupancy)
      .values([
        { boatId: boat.id, kind: 'booking', during: day(10) },
        { boatId: boat.id, kind: 'blocked', during: days(14, 15) },
        { boatId: other.id, kind: 'group', during: day(10) },
      ])
      .returning({ id: boatOccupancy.id, boatId: boatOccupancy.boatId });
    const first = await expectKept(boat.id);
    expect(first).toContain(daysAhead(10));
    expect(first).toContain(daysAhead(14));
    expect(await expectKept(other.id)).toContain(daysAhead(10));

    // an adjacent stretch merges into one range; removing it again splits nothing else
    const [next] = await handle.database.db
      .insert(boatOccupancy)
      .values({ boatId: boat.id, kind: 'booking', during: day(11) })
      .returning({ id: boatOccupancy.id });
    expect((await expectKept(boat.id)).match(/\[/g)).toHaveLength(2);
    await handle.database.db.delete(boatOccupancy).where(eq(boatOccupancy.id, next!.id));
    expect(await expectKept(boat.id)).toBe(first);

    // moving a stretch frees its old days and takes the new ones
    await handle.database.db
      .update(boatOccupancy)
      .set({ during: days(20, 22) })
      .where(eq(boatOccupancy.id, inserted[0]!.id));
    const moved = await expectKept(boat.id);
    expect(moved).not.toContain(daysAhead(10));
    expect(moved).toContain(daysAhead(20));

    // half days: the morning taken, the afternoon still free
    const morning = occupancyRange(daysAhead(30), daysAhead(30), 'half_day', 'morning');
    const afternoon = occupancyRange(daysAhead(30), daysAhead(30), 'half_day', 'afternoon');
    await handle.database.db
      .insert(boatOccupancy)
      .values({ boatId: boat.id, kind: 'booking', during: morning });
    await expectKept(boat.id);
    const [free] = await queryRows<{ morning: boolean; afternoon: boolean }>(
      handle.database.db,
      sql`select busy && ${morning}::tsrange as morning, busy && ${afternoon}::tsrange as afternoon
          from ${boats} where id = ${boat.id}`,
    );
    expect(free).toEqual({ morning: true, afternoon: false });

    // every row of the boat at once; the other boat keeps its own
    await handle.database.db.delete(boatOccupancy).where(eq(boatOccupancy.boatId, boat.id));
    expect(await expectKept(boat.id)).toBe('{}');
    expect(await expectKept(other.id)).toContain(daysAhead(10));

    // deleting a boat cascades to its rows without tripping on the boat being gone
    await handle.database.db.delete(boats).where(eq(boats.id, other.id));
    const [gone] = await queryRows<{ n: number }>(
      handle.database.db,
      sql`select count(*)::int as n from ${boatOccupancy} where boat_id = ${other.id}`,
    );
    expect(gone!.n).toBe(0);
  });

  it('keeps every stretch when 20 transactions take days of one boat at once', async () => {
    const { boat } = await createTestBoat(handle.database.db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        handle.database.db.transaction(async (tx) => {
          await tx
            .insert(boatOccupancy)
            .values({ boatId: boat.id, kind: 'booking', during: day(40 + 2 * i) });
          // hold the boat's row a moment: the others wait for it, then add to what it committed
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    const busy = await expectKept(boat.id);
    expect(busy.match(/\[/g)).toHaveLength(20);
  });
});
