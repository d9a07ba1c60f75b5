import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../server/testing/test-app';
import { openDatabase } from './client';

async function appliedMigrations(
  run: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>,
) {
  const { rows } = await run(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (rows[0] as { n: number }).n;
}

describe('database client', () => {
  it('migrates once, and again without change', async () => {
    const { database, drop } = await openTestDatabase({ migrate: false });
    try {
      await database.migrate();
      const first = await appliedMigrations((q) => database.db.execute(q));
      await database.migrate();
      expect(await appliedMigrations((q) => database.db.execute(q))).toBe(first);
      const { rows } = await database.db.execute(
        sql`select extname from pg_extension order by extname`,
      );
      expect(rows.map((r) => (r as { extname: string }).extname)).toEqual(
        expect.arrayContaining(['btree_gist', 'pg_trgm', 'unaccent']),
      );
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
      const { rows } = await database.db.execute(sql`select count(*)::int as n from boats`);
      expect((rows[0] as { n: number }).n).toBe(0);
      expect(await appliedMigrations((q) => database.db.execute(q))).toBeGreaterThan(0);
    } finally {
      if (other !== database) await other.close();
      await database.close();
      await drop();
    }
  });
});
