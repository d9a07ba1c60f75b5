import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type TDatabaseHandle } from '../../db/client';

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

/** Any constant: the advisory lock under which one worker makes the PostgreSQL template. */
const templateLockKey = 7_415_024;
let template: Promise<string> | null = null;

/**
 * On PostgreSQL, a migrated template database named after the migrations' contents: made once
 * (by whichever worker comes first) and copied for each test file with `CREATE DATABASE …
 * TEMPLATE`, a fraction of a second instead of three of migrating. Templates of older
 * migrations are dropped when a new one is made.
 */
function migratedTemplate(url: string): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort())
      hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
    const name = `marea_template_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const old = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'marea_template_%'",
        );
        for (const { datname } of old.rows)
          await admin.query(`drop database if exists ${datname} with (force)`);
        // made under another name and renamed once migrated: a template is never half-made
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const database = await openDatabase({ url: withDatabase(url, building), poolSize: 1 });
        await database.migrate();
        await database.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
    } finally {
      await admin.end();
    }
    return name;
  })();
  return template;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
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
  const from = migrate ? ` template ${await migratedTemplate(url)}` : '';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${from}`);
  await admin.end();
  const testUrl = withDatabase(url, name);
  const database = await openDatabase({ url: testUrl, poolSize: 20 });
  return {
    database,
    url: testUrl,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
