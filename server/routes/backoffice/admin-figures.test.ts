import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import { bookings, groups, harbours, ledgerEntries, plans } from '../../../db/schema';
import { createTestBoat } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { bearerFor } from './testing';

/** An instant in Madrid's winter (UTC+1) or summer (UTC+2) time, as the test's fixtures say it. */
const at = (iso: string) => new Date(iso);

describe('GET /api/backoffice/admin/figures', () => {
  let t: TTestApp;
  let adminHeaders: { authorization: string };
  let client: TUser;
  let boatId: string;
  let ownerId: string;

  async function booking(values: {
    createdAt: string;
    status: (typeof bookings.$inferInsert)['status'];
    decidedAt?: string;
    rejectReason?: 'owner' | 'unavailable';
    canceled?: boolean;
  }) {
    const [row] = await t.db
      .insert(bookings)
      .values({
        boatId,
        clientId: client.id,
        status: values.status,
        startDate: '2030-07-01',
        endDate: '2030-07-01',
        duration: 'day',
        during: '[2030-07-01 10:00:00,2030-07-01 19:00:00)',
        people: 2,
        skipper: false,
        priceDays: [{ date: '2030-07-01', priceCents: 30_000 }],
        boatCents: 30_000,
        skipperCents: 0,
        totalCents: 30_000,
        firstPaymentPercent: 30,
        respondBy: at('2030-06-01T00:00:00Z'),
        createdAt: at(values.createdAt),
        decidedAt: values.decidedAt ? at(values.decidedAt) : null,
        rejectReason: values.rejectReason ?? null,
        canceledAt: values.canceled ? at('2025-03-20T10:00:00Z') : null,
        canceledBy: values.canceled ? 'client' : null,
      })
      .returning({ id: bookings.id });
    return row!.id;
  }

  let ledgerSequence = 0;
  async function ledger(
    kind: 'charge' | 'refund' | 'commission' | 'payout',
    amountCents: number,
    createdAt: string,
    status: 'succeeded' | 'failed' = 'succeeded',
    chargeEntryId: string | null = null,
  ) {
    const [row] = await t.db
      .insert(ledgerEntries)
      .values({
        kind,
        status,
        amountCents,
        userId: kind === 'commission' || kind === 'payout' ? ownerId : client.id,
        idempotencyKey: `figures-test:${++ledgerSequence}`,
        failureCode: status === 'failed' ? 'card_declined' : null,
        chargeEntryId,
        createdAt: at(createdAt),
      })
      .returning({ id: ledgerEntries.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { role: 'admin' });
    adminHeaders = await bearerFor(t, admin);
    client = await createUser(t.db);
    const { owner, boat } = await createTestBoat(t.db);
    boatId = boat.id;
    ownerId = owner.id;

    // February 2025 (Madrid, UTC+1): three requests, two answered by the owner
    await booking({
      createdAt: '2025-02-03T09:00:00Z',
      status: 'accepted',
      decidedAt: '2025-02-03T11:00:00Z', // 2 h
    });
    await booking({
      createdAt: '2025-02-10T09:00:00Z',
      status: 'rejected',
      rejectReason: 'owner',
      decidedAt: '2025-02-10T15:00:00Z', // 6 h
    });
    await booking({
      createdAt: '2025-02-12T09:00:00Z',
      status: 'rejected',
      rejectReason: 'unavailable', // nobody's answer: left out
      decidedAt: '2025-02-12T09:30:00Z',
    });
    // 31 January 23:30 UTC is already 1 February in Madrid
    await booking({ createdAt: '2025-01-31T23:30:00Z', status: 'expired' });
    // March 2025: an acceptance later canceled, an enjoyed one, and one still waiting
    await booking({
      createdAt: '2025-03-01T08:00:00Z',
      status: 'canceled',
      canceled: true,
      decidedAt: '2025-03-02T08:00:00Z', // 24 h
    });
    await booking({
      createdAt: '2025-03-05T08:00:00Z',
      status: 'enjoyed',
      decidedAt: '2025-03-05T12:00:00Z', // 4 h
    });
    await booking({ createdAt: '2025-03-28T08:00:00Z', status: 'pending' });
    // outside the period (April 2025 in Madrid: 31 March 22:30 UTC is 00:30 on 1 April)
    await booking({ createdAt: '2025-03-31T22:30:00Z', status: 'pending' });

    await ledger('charge', 9_000, '2025-02-03T12:00:00Z');
    const charge = await ledger('charge', 13_650, '2025-02-20T12:00:00Z'); // a card fee included
    await ledger('charge', 50_000, '2025-02-21T12:00:00Z', 'failed'); // counts for nothing
    await ledger('refund', 4_500, '2025-02-25T12:00:00Z', 'succeeded', charge);
    await ledger('commission', 6_000, '2025-02-26T12:00:00Z');
    await ledger('payout', 24_000, '2025-02-26T12:00:00Z');
    await ledger('charge', 21_000, '2025-03-05T12:00:00Z');
    await ledger('commission', 4_201, '2025-03-06T12:00:00Z');
    await ledger('charge', 99_999, '2025-04-02T12:00:00Z'); // outside

    const [harbour] = await t.db.select({ id: harbours.id }).from(harbours).limit(1);
    const [plan] = await t.db.select({ id: plans.id }).from(plans).limit(1);
    const group = {
      creatorId: client.id,
      boatId,
      sailDate: '2030-07-01',
      country: 'ES',
      harbourId: harbour!.id,
      planId: plan!.id,
      numberOfPeople: 6,
      pricePerPersonCents: 8_000,
      firstPaymentPercent: 30,
      name: 'Sunset',
      note: 'A calm evening sail.',
      deadlineAt: at('2030-06-29T08:00:00Z'),
    };
    await t.db.insert(groups).values([
      { ...group, status: 'open', createdAt: at('2025-02-14T10:00:00Z') },
      {
        ...group,
        status: 'canceled',
        canceledAt: at('2025-03-10T10:00:00Z'),
        canceledReason: 'deadline',
        createdAt: at('2025-03-01T10:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  const figures = (query: string, headers: Record<string, string> = adminHeaders) =>
    t.app.inject({ url: `/api/backoffice/admin/figures${query}`, headers });

  it('counts by month from the fixtures, to the cent', async () => {
    const res = await figures('?from=2025-01&to=2025-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.from).toBe('2025-01');
    expect(body.to).toBe('2025-03');
    const [january, february, march] = body.months;
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    expect(january).toMatchObject({
      grossVolumeCents: 0,
      commissionCents: 0,
      answered: 0,
      acceptanceRate: null,
      medianResponseHours: null,
    });
    expect(january.bookings).toEqual({
      pending: 0,
      accepted: 0,
      rejected: 0,
      expired: 0,
      canceled: 0,
      enjoyed: 0,
    });
    expect(february.bookings).toMatchObject({ accepted: 1, rejected: 2, expired: 1, pending: 0 });
    expect(february).toMatchObject({
      grossVolumeCents: 9_000 + 13_650 - 4_500,
      commissionCents: 6_000,
      accepted: 1,
      answered: 2,
      acceptanceRate: 0.5,
      medianResponseHours: 4, // between 2 h and 6 h
    });
    expect(february.groups).toMatchObject({ open: 1, canceled: 0 });
    expect(march.bookings).toMatchObject({ canceled: 1, enjoyed: 1, pending: 1 });
    expect(march).toMatchObject({
      grossVolumeCents: 21_000,
      commissionCents: 4_201,
      accepted: 2,
      answered: 2,
      acceptanceRate: 1,
      medianResponseHours: 14, // between 4 h and 24 h
    });
    expect(march.groups).toMatchObject({ open: 0, canceled: 1 });
    expect(body.totals).toMatchObject({
      bookings: { pending: 1, accepted: 1, rejected: 2, expired: 1, canceled: 1, enjoyed: 1 },
      groups: { open: 1, canceled: 1, complete: 0 },
      grossVolumeCents: 39_150,
      commissionCents: 10_201,
      accepted: 3,
      answered: 4,
      acceptanceRate: 0.75,
      medianResponseHours: 5, // of 2, 4, 6 and 24 h
    });
  });

  it('defaults to the last twelve months, this one included', async () => {
    const res = await figures('');
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toHaveLength(12);
  });

  it('401 without a token, 403 for a client and for a shipowner', async () => {
    expect((await figures('', {})).statusCode).toBe(401);
    expect((await figures('', await bearerFor(t, client))).statusCode).toBe(403);
    const owner = await createUser(t.db, { role: 'shipowner' });
    expect((await figures('', await bearerFor(t, owner))).statusCode).toBe(403);
  });

  it('400 naming the field on a bad month or a period backwards or too long', async () => {
    const bad = await figures('?from=2025-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('from');
    const backwards = await figures('?from=2025-03&to=2025-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields[0].field).toBe('to');
    const long = await figures('?from=2020-01&to=2025-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].field).toBe('to');
  });
});
