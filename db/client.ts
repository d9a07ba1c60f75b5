import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The Drizzle database, whichever driver is under it. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
export type TDbOrTx = TDatabase | TTransaction;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** a round trip to the database, for the health check */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball, to start others from (tests) */
  dump?: () => Promise<Blob>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant; taken as a PostgreSQL advisory lock so that two nodes never migrate at once. */
const migrationLockKey = 7_415_023;

export type TDatabaseOptions =
  | { url: string; poolSize?: number }
  /**
   * `dataDir` undefined: an in-memory database (tests), empty or started from `image`, the
   * `dumpDataDir()` of another one
   */
  | { url?: undefined; dataDir: string | undefined; image?: Blob };

/**
 * PostgreSQL connections per app process unless DATABASE_POOL_SIZE says otherwise: twice the
 * cores plus one (5 on the 2-core machines). More connections than the database has cores only
 * make its backends take turns: on one 2-core machine, 10 connections cost each search about a fifth
 * more of PostgreSQL's CPU than 5, and raised its p99 (docs/decisions/0067-pool-size.md).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return 2 * cores + 1;
}

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else embedded PGlite.
 * The same schema and the same migrations serve both (docs/decisions/0002-pglite-embedded.md).
 */
export async function openDatabase(options: TDatabaseOptions): Promise<TDatabaseHandle> {
  if (options.url !== undefined) {
    return openPostgres(options.url, options.poolSize ?? defaultPoolSize());
  }
  return openPglite(options.dataDir, options.image);
}

async function openPostgres(url: string, poolSize: number): Promise<TDatabaseHandle> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Dates stay 'YYYY-MM-DD' strings, never shifted into the server's time zone.
  pg.default.types.setTypeParser(1082, (value: string) => value);
  const pool: Pool = new pg.default.Pool({
    connectionString: url,
    max: poolSize,
    // PostgreSQL's JIT compiles any plan whose cost looks high (the search's price per boat over
    // thousands of boats) and spends more time compiling than such a query takes; no query of
    // this app gains from it (docs/decisions/0042-boat-busy-multirange.md). A statement the app
    // prepares (queryArrays, preparedOnce) is one whose plan does not depend on its values, so
    // it keeps its generic plan: left to choose, PostgreSQL planned the search's probe again for
    // most searches (docs/decisions/0058-generic-plans.md). Startup parameters: no statement of
    // their own.
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzle(pool, { schema }) as unknown as TDatabase;
  pools.set(db, pool);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | undefined,
  image: Blob | undefined,
): Promise<TDatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client: PGlite = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, {
    extensions: { btree_gist, pg_trgm, unaccent },
    ...(image ? { loadDataDir: image } : {}),
    // An in-memory database (a test's) holds a few rows: PostgreSQL's 128 MB of shared buffers,
    // zeroed at each start, were a third of its start (1.1 → 0.8 s on a slow machine)
    ...(dataDir
      ? {}
      : { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }),
  });
  const db = drizzle(client, { schema }) as unknown as TDatabase;
  let migrations: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    // One connection: concurrent calls would both see the same applied set, so they queue.
    migrate() {
      migrations = migrations
        .catch(() => {})
        .then(() => migrate(drizzle(client, { schema }), { migrationsFolder }));
      return migrations;
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: TDbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The pool behind each PostgreSQL database this process opened (queryArrays). */
const pools = new WeakMap<object, Pool>();

/**
 * The rows of a raw statement as arrays, its columns in order whatever their names (a statement
 * may join tables with columns of the same name). On a PostgreSQL database the statement runs
 * prepared: one the app sends often with the same text and other values (the search's probe and
 * its cards) is parsed once per connection and planned once (a generic plan: only statements
 * whose plan does not depend on their values are run this way). On PGlite it runs as it is.
 */
export async function queryArrays(db: TDatabase, query: SQL): Promise<unknown[][]> {
  const { sql: text, params } = toQuery(db, query);
  return queryTextArrays(db, text, params);
}

/** A statement's text (`$1`…) and values, as the database's driver will receive them. */
export function toQuery(db: TDbOrTx, query: SQL): { sql: string; params: unknown[] } {
  return (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
}

/** queryArrays of a statement already turned into text and values (`$1`… in the text). */
export async function queryTextArrays(
  db: TDatabase,
  text: string,
  params: unknown[],
): Promise<unknown[][]> {
  const { $client } = db as unknown as { $client: PGlite };
  const pool = pools.get(db);
  const result = pool
    ? await pool.query<unknown[]>({
        name: statementName(text),
        text,
        values: params,
        rowMode: 'array',
      })
    : await $client.query<unknown[]>(text, params, { rowMode: 'array' });
  return result.rows;
}

/** A Drizzle query prepared under a name, run with the values of its placeholders. */
export type TPreparedQuery<T> = { execute(values?: Record<string, unknown>): Promise<T> };

/** The statements `preparedOnce` built, per database or transaction and key. */
const builtStatements = new WeakMap<object, Map<string, TPreparedQuery<unknown>>>();

/**
 * A Drizzle query built once per database (or transaction) and kept under `key`, its values left
 * as `sql.placeholder(name)` and given to `execute`; it runs as a named prepared statement, named
 * after its text (like queryArrays), so each connection parses and plans it once (a generic
 * plan). Drizzle's own results, on PGlite
 * too (which ignores the name). `key` names the query's shape: everything `build` reads but the
 * placeholders' values; each connection keeps every statement it prepared, so never a shape per
 * value (an `in (…)` list of variable length).
 */
export function preparedOnce<T>(
  db: TDbOrTx,
  key: string,
  build: () => { toSQL(): { sql: string }; prepare(name: string): TPreparedQuery<T> },
): TPreparedQuery<T> {
  let byKey = builtStatements.get(db);
  if (!byKey) builtStatements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as TPreparedQuery<T> | undefined;
  if (!statement) {
    const query = build();
    statement = query.prepare(statementName(query.toSQL().sql));
    byKey.set(key, statement);
  }
  return statement;
}

/** The names of the texts sent lately: a search's few shapes come back again and again. */
const statementNames = new Map<string, string>();

/** A prepared statement's name: the same text, the same name on every connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `marea_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // each connection keeps every statement anyway: the names are a few hundred at most
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}
