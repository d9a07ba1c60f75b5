import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client';
import { stableUuid } from '../../db/ids';
import { bookings } from '../../db/schema';
import { prepareData } from '../../db/seed';
import { createLocalStorage } from '../adapters/storage/local';
import { createSandboxProvider } from '../adapters/payments/sandbox';
import { ledgerTotals } from '../services/billing/ledger-totals';
import { listBookings } from '../services/booking/find-booking';
import { openTestDatabase } from '../testing/test-app';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoGroups } from './demo-groups';
import { listGroups } from '../services/group/list-groups';

describe('demo bookings', () => {
  let handle: TDatabaseHandle;
  let drop: () => Promise<void>;
  let dir: string;
  let made: number;
  let groupsMade: number;
  beforeAll(async () => {
    ({ database: handle, drop } = await openTestDatabase());
    dir = await mkdtemp(path.join(tmpdir(), 'marea-demo-bookings-'));
    await prepareData(handle.db, createLocalStorage(dir), { demo: true });
    const deps = {
      db: handle.db,
      payments: createSandboxProvider(handle.db),
      ownerResponseHours: 24,
      firstPaymentShare: 30,
    };
    made = await seedDemoBookings(deps, pino({ level: 'silent' }));
    groupsMade = await seedDemoGroups(deps, pino({ level: 'silent' }));
  }, 240_000);
  afterAll(async () => {
    await handle.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the demo owner pending requests and the demo client a trip of every status', async () => {
    expect(made).toBe(8);
    const owner = { id: stableUuid('user:owner'), role: 'shipowner' };
    const requests = await listBookings(handle.db, owner, 'owner');
    expect(requests.filter((b) => b.status === 'pending').length).toBeGreaterThanOrEqual(3);
    expect(requests.some((b) => b.status === 'pending' && b.offer?.discountPercent === 10)).toBe(
      true,
    );
    const client = { id: stableUuid('user:client'), role: 'client' };
    const trips = await listBookings(handle.db, client, 'client');
    expect(new Set(trips.map((b) => b.status))).toEqual(
      new Set(['pending', 'accepted', 'enjoyed', 'canceled']),
    );
  });

  it('charges the first payment of the accepted trips and refunds the canceled one, to the cent', async () => {
    const rows = await handle.db.select().from(bookings);
    for (const row of rows) {
      const totals = await ledgerTotals(handle.db, row.id);
      if (row.status === 'accepted' || row.status === 'enjoyed') {
        expect(totals.chargedCents).toBeGreaterThan(0);
        expect(totals.refundedCents).toBe(0);
        // the past trips were checked in: paid in full and settled with the owner
        if (row.checkedInAt) {
          expect(totals.chargedCents).toBe(row.totalCents);
          expect(totals.commissionCents + totals.payoutCents).toBe(row.totalCents);
        }
      } else if (row.status === 'canceled') {
        expect(totals.refundedCents).toBeGreaterThan(0);
        expect(totals.netPaidCents).toBeGreaterThanOrEqual(0);
      } else {
        expect(totals.chargedCents).toBe(0);
      }
    }
  });

  it('settles two past trips with the demo owner: checked in, commission and payout written', async () => {
    const rows = await handle.db.select().from(bookings);
    const settled = rows.filter((row) => row.checkedInAt !== null);
    expect(settled).toHaveLength(2);
    expect(settled.every((row) => row.status === 'enjoyed')).toBe(true);
  });

  it('opens some groups with places left, one of them with the demo client aboard', async () => {
    expect(groupsMade).toBe(5);
    const list = await listGroups(handle.db, new URLSearchParams());
    expect(list.items.every((g) => g.status === 'open' && g.seatsLeft > 0)).toBe(true);
    const client = stableUuid('user:client');
    expect(list.items.some((g) => g.members.some((m) => m.id === client))).toBe(true);
  });
});
