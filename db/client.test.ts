import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../server/testing/test-app';
import { openDatabase, queryRows, type TDatabase } from './client';

async function appliedMigrations(db: TDatabase): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

describe('database client', () => {
  it('migrates once, and again without change', async () => {
    const { database, drop } = await openTestDatabase({ migrate: false });
    try {
      await database.migrate();
      const first = await appliedMigrations(database.db);
      await database.migrate();
      expect(await appliedMigrations(database.db)).toBe(first);
      const extensions = await queryRows<{ extname: string }>(
        database.db,
        sql`select extname from pg_extension`,
      );
      expect(extensions.map((r) => r.extname)).toEqual(
        expect.arrayContaining(['btree_gist', 'pg_trgm', 'unaccent']),
      );
    } finally {
      await database.close();
      await drop();
    }
  });

  it('runs without JIT (a startup parameter of every PostgreSQL connection)', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const [row] = await queryRows<{ jit: string }>(
        database.db,
        sql`select current_setting('jit') as jit`,
      );
      // PGlite is built without a JIT compiler: its setting, left alone, changes nothing
      expect(row!.jit).toBe(database.kind === 'postgres' ? 'off' : 'on');
    } finally {
      await database.close();
      await drop();
    }
  });

  it('lets two nodes start on one database at the same time', async () => {
    const { database, drop, url } = await openTestDatabase({ migrate: false });
    // On PostgreSQL a second pool is a second node; PGlite has one connection, so it migrates twice.
    const other = url ? await openDatabase({ url, poolSize: 2 }) : database;
    try {
      await Promise.all([database.migrate(), other.migrate()]);
      const [boats] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from boats`,
      );
      expect(boats!.n).toBe(0);
      expect(await appliedMigrations(database.db)).toBeGreaterThan(0);
    } finally {
      if (other !== database) await other.close();
      await database.close();
      await drop();
    }
  });
});
