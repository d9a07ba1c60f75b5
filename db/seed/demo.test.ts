import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { addDays, todayInMadrid } from '../../shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../server/adapters/storage/local';
import { openTestDatabase } from '../../server/testing/test-app';
import type { TDatabaseHandle } from '../client';
import { verifyPassword } from '../password';
import {
  boatOccupancy,
  boatPictures,
  boatPrices,
  boats,
  boatTypes,
  destinations,
  users,
} from '../schema';
import { boats as catalogBoats } from './catalog';
import { demoAccounts, demoPassword } from './demo-accounts';
import { prepareData } from './index';

describe('demo seed', () => {
  let handle: TDatabaseHandle;
  let drop: () => Promise<void>;
  let dir: string;
  let seconds: number;
  beforeAll(async () => {
    ({ database: handle, drop } = await openTestDatabase());
    dir = await mkdtemp(path.join(tmpdir(), 'marea-seed-'));
    const started = performance.now();
    const result = await prepareData(handle.db, createLocalStorage(dir), { demo: true });
    seconds = (performance.now() - started) / 1000;
    expect(result.demoSeeded).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('seeds every catalogue boat, published, with prices and four pictures', async () => {
    const [{ value: boatCount }] = (await handle.db
      .select({ value: count() })
      .from(boats)
      .where(eq(boats.status, 'published'))) as [{ value: number }];
    expect(boatCount).toBe(catalogBoats.length);
    expect(boatCount).toBeGreaterThanOrEqual(60);
    const [{ value: priceCount }] = (await handle.db
      .select({ value: count() })
      .from(boatPrices)
      .innerJoin(boats, eq(boats.id, boatPrices.boatId))
      .where(eq(boats.status, 'published'))) as [{ value: number }];
    expect(priceCount).toBe(catalogBoats.length * 3);
    const [{ value: pictureCount }] = (await handle.db
      .select({ value: count() })
      .from(boatPictures)
      .innerJoin(boats, eq(boats.id, boatPictures.boatId))
      .where(eq(boats.status, 'published'))) as [{ value: number }];
    expect(pictureCount).toBe(catalogBoats.length * 4);
    const types = await handle.db
      .selectDistinct({ slug: boatTypes.slug })
      .from(boats)
      .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId));
    expect(types.length).toBe((await handle.db.select().from(boatTypes)).length);
    const withoutPicture = await handle.db
      .select({ id: destinations.id })
      .from(destinations)
      .where(isNull(destinations.pictureAssetId));
    expect(withoutPicture).toEqual([]);
    console.info(`demo seed: ${catalogBoats.length} boats in ${seconds.toFixed(1)} s`);
  });

  it('creates the four demo accounts with the demo password', async () => {
    for (const account of Object.values(demoAccounts)) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect(await verifyPassword(user!.passwordHash!, demoPassword)).toBe(true);
    }
    const ownerBoats = await handle.db
      .select({ id: boats.id })
      .from(boats)
      .innerJoin(users, eq(users.id, boats.ownerId))
      .where(eq(users.email, demoAccounts.owner.email));
    expect(ownerBoats.length).toBeGreaterThanOrEqual(3);
  });

  it('runs once: a second start changes nothing', async () => {
    const before = await handle.db.select({ id: boats.id }).from(boats).orderBy(asc(boats.id));
    const again = await prepareData(handle.db, createLocalStorage(dir), { demo: true });
    expect(again.demoSeeded).toBe(false);
    const after = await handle.db.select({ id: boats.id }).from(boats).orderBy(asc(boats.id));
    expect(after).toEqual(before);
  });

  it('is deterministic: the same ids and slugs on another database', async () => {
    const { database: other, drop: dropOther } = await openTestDatabase();
    const otherDir = await mkdtemp(path.join(tmpdir(), 'marea-seed-'));
    try {
      await prepareData(other.db, createLocalStorage(otherDir), { demo: true });
      const pick = (db: TDatabaseHandle['db']) =>
        db.select({ id: boats.id, slug: boats.slug }).from(boats).orderBy(asc(boats.id));
      expect(await pick(other.db)).toEqual(await pick(handle.db));
    } finally {
      await other.close();
      await dropOther();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps some days of some boats taken from the third day on, never today or tomorrow', async () => {
    const rows = await handle.db
      .select({ lower: sql<string>`lower(${boatOccupancy.during})::date::text` })
      .from(boatOccupancy);
    expect(rows.length).toBeGreaterThan(20);
    const firstTaken = rows.map((r) => r.lower).sort()[0];
    expect(firstTaken! >= addDays(todayInMadrid(), 3)).toBe(true);
  });
});
