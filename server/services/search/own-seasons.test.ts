import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { boats, boatSeasons } from '../../../db/schema';
import { createTestBoat, daysAhead } from '../../testing/booking';
import { useTestDatabase } from '../../testing/test-app';

/**
 * `boats.own_seasons_from` and `own_seasons_until` (migrations 0019 and 0022, decisions 0045 and
 * 0055): the triggers on `boat_seasons` keep them equal to the first and last days of the boat's
 * own season ranges, null without any, whatever the statement; the search tells by them which
 * boats it must price day by day.
 */
describe('the first and last days of a boat’s own seasons, kept by the database', () => {
  const handle = useTestDatabase({ referenceData: true });

  /** The kept last day (the first one checked beside it) and the ones the season rows give. */
  async function expectKept(boatId: string) {
    const [row] = await queryRows<{
      from: string | null;
      until: string | null;
      first: string | null;
      last: string | null;
    }>(
      handle.database.db,
      sql`select b.own_seasons_from::text as from, b.own_seasons_until::text as until,
            (select min(s.start_date)::text from ${boatSeasons} s where s.boat_id = b.id) as first,
            (select max(s.end_date)::text from ${boatSeasons} s where s.boat_id = b.id) as last
          from ${boats} b where b.id = ${boatId}`,
    );
    expect(row!.until).toBe(row!.last);
    expect(row!.from).toBe(row!.first);
    return row!.until;
  }

  it('follows inserts, updates and deletes of one or many rows, of one or many boats', async () => {
    const { boat } = await createTestBoat(handle.database.db);
    const { boat: other } = await createTestBoat(handle.database.db);
    expect(await expectKept(boat.id)).toBeNull();

    // one statement, two boats, two ranges of the first
    const inserted = await handle.database.db
      .insert(boatSeasons)
      .values([
        { boatId: boat.id, startDate: daysAhead(10), endDate: daysAhead(20), season: 'high' },
        { boatId: boat.id, startDate: daysAhead(30), endDate: daysAhead(40), season: 'mid' },
        { boatId: other.id, startDate: daysAhead(5), endDate: daysAhead(6), season: 'low' },
      ])
      .returning({ id: boatSeasons.id, boatId: boatSeasons.boatId });
    expect(await expectKept(boat.id)).toBe(daysAhead(40));
    expect(await expectKept(other.id)).toBe(daysAhead(6));

    // moving the last range earlier moves the day back to the other range's end
    const last = inserted[1]!;
    await handle.database.db
      .update(boatSeasons)
      .set({ startDate: daysAhead(12), endDate: daysAhead(15) })
      .where(eq(boatSeasons.id, last.id));
    expect(await expectKept(boat.id)).toBe(daysAhead(20));

    // moving the first range later moves the first day to the other range's start (12 days
    // ahead: expectKept checks the first day against the rows)
    await handle.database.db
      .update(boatSeasons)
      .set({ startDate: daysAhead(13), endDate: daysAhead(20) })
      .where(eq(boatSeasons.id, inserted[0]!.id));
    expect(await expectKept(boat.id)).toBe(daysAhead(20));

    // deleting a boat's ranges (as the boat form does before writing them again) clears it
    await handle.database.db.delete(boatSeasons).where(eq(boatSeasons.boatId, boat.id));
    expect(await expectKept(boat.id)).toBeNull();
    expect(await expectKept(other.id)).toBe(daysAhead(6));

    // one delete over both boats
    await handle.database.db
      .insert(boatSeasons)
      .values({ boatId: boat.id, startDate: daysAhead(1), endDate: daysAhead(2), season: 'low' });
    await handle.database.db
      .delete(boatSeasons)
      .where(inArray(boatSeasons.boatId, [boat.id, other.id]));
    expect(await expectKept(boat.id)).toBeNull();
    expect(await expectKept(other.id)).toBeNull();
  });
});
