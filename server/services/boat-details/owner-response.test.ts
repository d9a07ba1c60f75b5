import { beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { bookings } from '../../../db/schema';
import { syncReferenceData } from '../../../db/seed/reference';
import { occupancyRange } from '../../../shared/occupancy';
import { useTestDatabase } from '../../testing/test-app';
import { ownerResponse } from './owner-response';

const t = useTestDatabase();
beforeAll(() => syncReferenceData(t.database.db));
const hour = 3_600_000;

type TRequest = Partial<typeof bookings.$inferInsert> & { answeredAfterHours?: number };

/** Requests to one boat of a new owner, made `at` ago, answered after `answeredAfterHours`. */
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
  return owner.id;
}

describe('ownerResponse', () => {
  it('says nothing about an owner with fewer than three requests to answer', async () => {
    const owner = await ownerWith([{ status: 'accepted', answeredAfterHours: 2 }]);
    expect(await ownerResponse(t.database.db, owner)).toEqual({
      responseRate: null,
      responseTimeHours: null,
    });
  });

  it('counts answers against expiries, and the median time to the first answer', async () => {
    const owner = await ownerWith([
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
    expect(await ownerResponse(t.database.db, owner)).toEqual({
      responseRate: 75,
      responseTimeHours: 3,
    });
  });
});
