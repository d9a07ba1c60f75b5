import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client';
import { stableUuid } from '../../db/ids';
import { boats, bookings, users, valuations } from '../../db/schema';
import { prepareData } from '../../db/seed';
import { addDays, todayInMadrid } from '../../shared/dates';
import { createSandboxProvider } from '../adapters/payments/sandbox';
import { createLocalStorage } from '../adapters/storage/local';
import { openTestDatabase } from '../testing/test-app';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoGroups } from './demo-groups';
import { seedDemoValuations } from './demo-valuations';
import { demoTrips } from './demo-valuations-trips';

describe('demo valuations', () => {
  let handle: TDatabaseHandle;
  let drop: () => Promise<void>;
  let dir: string;
  let written: number;
  let seedMs: number;
  beforeAll(async () => {
    ({ database: handle, drop } = await openTestDatabase());
    dir = await mkdtemp(path.join(tmpdir(), 'marea-demo-valuations-'));
    await prepareData(handle.db, createLocalStorage(dir), { demo: true });
    const deps = {
      db: handle.db,
      payments: createSandboxProvider(handle.db),
      ownerResponseHours: 24,
      firstPaymentShare: 30,
    };
    const log = pino({ level: 'silent' });
    await seedDemoBookings(deps, log);
    await seedDemoGroups(deps, log);
    const started = performance.now();
    written = await seedDemoValuations(deps, log);
    seedMs = performance.now() - started;
  }, 240_000);
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every valuation of the plan and publishes them all', async () => {
    console.info(`demo valuations seeded in ${Math.round(seedMs)} ms`);
    const planned = demoTrips.reduce((n, t) => n + (t.client ? 1 : 0) + (t.owner ? 1 : 0), 0);
    expect(written).toBe(planned);
    const rows = await handle.db.select().from(valuations);
    expect(rows).toHaveLength(planned);
    expect(rows.filter((row) => row.revealedAt === null)).toEqual([]);
    expect(rows.filter((row) => row.reply !== null)).toHaveLength(
      demoTrips.filter((t) => t.reply).length,
    );
  });

  it('gives the boats their ratings, the demo owner’s among them', async () => {
    const posidonia = demoTrips.filter((t) => t.boat === 'Posidonia' && t.client);
    const [boat] = await handle.db
      .select()
      .from(boats)
      .where(eq(boats.id, stableUuid('boat:Posidonia')));
    expect(boat!.ratingCount).toBe(posidonia.length);
    const average = posidonia.reduce((n, t) => n + t.client!.stars[0], 0) / posidonia.length;
    expect(boat!.ratingAverage).toBeCloseTo(average, 5);
    expect(boat!.ratingCleanliness).not.toBeNull();
    const [owner] = await handle.db
      .select()
      .from(users)
      .where(eq(users.id, stableUuid('user:owner')));
    expect(owner!.ownerRatingCount).toBeGreaterThanOrEqual(10);
    const rated = await handle.db
      .select({ id: boats.id })
      .from(boats)
      .where(eq(boats.ratingCount, 0));
    expect(rated.length).toBeLessThan((await handle.db.select().from(boats)).length - 20);
  });

  it('writes about half of the clients’ reviews in each language', async () => {
    const rows = await handle.db.select().from(valuations).where(eq(valuations.author, 'client'));
    const english = rows.filter((row) => row.lang === 'en').length;
    expect(english / rows.length).toBeGreaterThan(0.4);
    expect(english / rows.length).toBeLessThan(0.6);
  });

  it('leaves the demo client a trip of three days ago to rate', async () => {
    const trips = await handle.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .leftJoin(valuations, eq(valuations.bookingId, bookings.id))
      .where(
        and(
          eq(bookings.clientId, stableUuid('user:client')),
          eq(bookings.endDate, addDays(todayInMadrid(), -3)),
          isNull(valuations.id),
        ),
      );
    expect(trips).toEqual([expect.objectContaining({ status: 'enjoyed' })]);
  });
});
