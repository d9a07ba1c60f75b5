import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type TDatabase, type TDatabaseHandle } from '../../db/client';
import { syncReferenceData } from '../../db/seed/reference';
import { buildApp } from '../app';
import { loadConfig } from '../config';

export type TTestApp = {
  app: FastifyInstance;
  db: TDatabase;
  database: TDatabaseHandle;
  dataDir: string;
  close: () => Promise<void>;
};

let migrated: Promise<Blob> | null = null;

/**
 * A migrated in-memory PGlite, dumped once per worker: starting a database from it takes a tenth
 * of the time of running every migration again (docs/decisions/0029-e2e-projects.md).
 */
function migratedImage(): Promise<Blob> {
  migrated ??= (async () => {
    const database = await openDatabase({ dataDir: undefined });
    await database.migrate();
    const image = await database.dump!();
    await database.close();
    return image;
  })();
  return migrated;
}

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL, a new
 * PostgreSQL database made for the file and dropped after it, so files never see each other's rows.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<{
  database: TDatabaseHandle;
  drop: () => Promise<void>;
  url?: string;
}> {
  const migrate = options.migrate ?? true;
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = migrate
      ? await openDatabase({ dataDir: undefined, image: await migratedImage() })
      : await openDatabase({ dataDir: undefined });
    return { database, drop: async () => {} };
  }
  const name = `marea_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), poolSize: 20 });
  if (migrate) await database.migrate();
  return {
    database,
    url: testUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The whole API on a fresh database with the reference data, for `app.inject`. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance, db: TDatabase) => Promise<void>;
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
    secrets: { jwt: secret, cookie: secret, assetUrl: secret },
    web: 'none',
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
 * A fresh migrated database for the tests of one file (opened before them, dropped after them).
 * Read `.database` inside the tests.
 */
export function useTestDatabase(): { readonly database: TDatabaseHandle } {
  let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
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
