import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TDatabase, TDatabaseHandle } from '../../db/client';
import { syncReferenceData } from '../../db/seed/reference';
import { buildApp, type TAppOptions } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from './test-database';

export { openTestDatabase };

export type TTestApp = {
  app: FastifyInstance;
  db: TDatabase;
  database: TDatabaseHandle;
  dataDir: string;
  close: () => Promise<void>;
};

/** The whole API on a fresh database with the reference data, for `app.inject`. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance, db: TDatabase) => Promise<void>;
    logger?: TAppOptions['logger'];
    /** the database the boat search reads (a stand-in for a read replica) */
    searchDatabase?: TDatabaseHandle;
  } = {},
): Promise<TTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marea-test-'));
  const { database, drop } = await openTestDatabase();
  await syncReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...options.env,
  });
  const secret = 'test-secret-that-is-long-enough-0123456789';
  const app = await buildApp({
    config,
    database,
    searchDatabase: options.searchDatabase,
    secrets: { jwt: secret, cookie: secret, assetUrl: secret },
    web: 'none',
    logger: options.logger,
  });
  if (options.extend) await options.extend(app, database.db);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh migrated database for the tests of one file (opened before them, dropped after them),
 * with the reference data (boat types, places…) when asked. Read `.database` inside the tests.
 */
export function useTestDatabase(options: { referenceData?: boolean } = {}): {
  readonly database: TDatabaseHandle;
} {
  let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    if (options.referenceData) await syncReferenceData(handle.database.db);
  });
  afterAll(async () => {
    await handle?.database.close();
    await handle?.drop();
  });
  return {
    get database() {
      if (!handle) throw new Error('useTestDatabase: read .database inside a test');
      return handle.database;
    },
  };
}
