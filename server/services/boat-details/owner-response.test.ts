import { beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { bookings } from '../../../db/schema';
import { syncReferenceData } from '../../../db/seed/reference';
import { occupancyRange } from '../../../shared/occupancy';
import { useTestDatabase } from '../../testing/test-app';
import { describeBoat } from './get-boat-details';

const t = useTestDatabase();
beforeAll(() => syncReferenceData(t.database.db));
const hour = 3_600_000;

type TRequest = Partial<typeof bookings.$inferInsert> & { answeredAfterHours?: number };

/** A boat of a new owner, with requests to it made `at` ago, answered after `answeredAfterHours`. */
async function ownerWith(requests: TRequest[]) {
  const db = t.database.db;
  const owner = await createUser(db, { role: 'shipowner' });
  const client = await createUser(db);
  const boat = await createBoat(db, { ownerId: owner.id });
  const createdAt = new Date(Date.now() - 30 * 24 * hour);
  for (const [index, { answeredAfterHours, ...request }] of requests.entries()) {
    const date = `2030-01-${String(index + 1).padStart(2, '0')}`;
    const answeredAt =
      answeredAfterHours === undefined
        ? null
        : new Date(createdAt.getTime() + answeredAfterHours * hour);
    await db.insert(bookings).values({
      boatId: boat.id,
      clientId: client.id,
      startDate: date,
      endDate: date,
      duration: 'day',
      during: occupancyRange(date, date, 'day'),
      people: 2,
      skipper: false,
      priceDays: [{ date, priceCents: 30_000 }],
      boatCents: 30_000,
      skipperCents: 0,
      totalCents: 30_000,
      firstPaymentPercent: 30,
      respondBy: new Date(createdAt.getTime() + 24 * hour),
      createdAt,
      decidedAt: answeredAt,
      ...request,
    });
  }
  return boat;
}

/** How the boat's details present its owner's answers (the owner's figures are one column). */
async function responseOf(boat: Awaited<ReturnType<typeof ownerWith>>) {
  const { responseRate, responseTimeHours } = (await describeBoat(t.database.db, boat)).owner;
  return { responseRate, responseTimeHours };
}

describe("the owner's response figures", () => {
  it('says nothing about an owner with fewer than three requests to answer', async () => {
    const boat = await ownerWith([{ status: 'accepted', answeredAfterHours: 2 }]);
    expect(await responseOf(boat)).toEqual({
      responseRate: null,
      responseTimeHours: null,
    });
  });

  it('counts answers against expiries, and the median time to the first answer', async () => {
    const boat = await ownerWith([
      { status: 'accepted', answeredAfterHours: 1 },
      { status: 'rejected', rejectReason: 'owner', answeredAfterHours: 3 },
      // an offer answers, even if the request then lapsed
      { status: 'expired', offeredAt: new Date(Date.now() - 30 * 24 * hour + 5 * hour) },
      { status: 'expired' },
      // left out: still waiting, withdrawn before an answer, closed by another booking
      { status: 'pending' },
      { status: 'canceled', canceledBy: 'client', canceledAt: new Date() },
      { status: 'rejected', rejectReason: 'unavailable', answeredAfterHours: 0.5 },
    ]);
    expect(await responseOf(boat)).toEqual({
      responseRate: 75,
      responseTimeHours: 3,
    });
  });
});
