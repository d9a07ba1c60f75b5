import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groups, ledgerEntries } from '../../../db/schema';
import { createClient } from '../../testing/booking';
import { createTestGroup, groupBody, groupParties, passengers } from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * The last seats of a group (PRODUCT.md §4, docs/decisions/0028-groups.md): 50 users race for the
 * last 2 seats. Meaningful on PostgreSQL (DATABASE_URL, a pool of 20 connections: `.ci/run` runs
 * it there); on PGlite the transactions run one after the other and the same expectations hold.
 */
describe('the last seats of a group under concurrency', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 users racing for the last 2 seats: exactly 2 sold, the rest refused cleanly, no charge without a seat', async () => {
    const parties = await groupParties(t.app, { boat: { numberOfPlaces: 12, dayPlaces: 12 } });
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { number_of_people: 10, passengers: passengers(8) }),
    );
    expect(group.seatsLeft).toBe(2);
    const racers = await Promise.all(Array.from({ length: 50 }, () => createClient(t.app)));

    const answers = await Promise.all(
      racers.map((racer, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/group/${group.id}/join`,
          headers: racer.headers,
          payload: { passengers: passengers(1, `racer${i}-`) },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(['AA00071', 'AA00072']).toContain(answer.json().code);

    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row).toMatchObject({ seatsTaken: 10 });
    expect(['requested', 'complete']).toContain(row!.status);
    const members = await t.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), isNull(groupMembers.leftAt)));
    expect(members.reduce((sum, m) => sum + m.seats, 0)).toBe(10);

    // exactly one charge per member, and none for a refused racer
    const charges = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.groupId, group.id), eq(ledgerEntries.kind, 'charge')));
    expect(charges.every((c) => c.status === 'succeeded')).toBe(true);
    expect(charges.map((c) => c.userId).sort()).toEqual(members.map((m) => m.userId).sort());
    const winners = racers.filter((_, i) => statuses[i] === 200).map((r) => r.user.id);
    expect(members.map((m) => m.userId)).toEqual(expect.arrayContaining(winners));
  });
});
