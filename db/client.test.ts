import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../server/testing/test-app';
import { openDatabase, queryPrepared, queryRows, selectPrepared, type TDatabase } from './client';
import { boatTypes } from './schema';
import { syncReferenceData } from './seed/reference';

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

  it('runs a prepared select or statement to the same rows as run plainly, again and again', async () => {
    const { database, drop, url } = await openTestDatabase();
    // on PostgreSQL one connection, to see what it keeps prepared
    const one = url ? await openDatabase({ url, poolSize: 1 }) : database;
    try {
      await syncReferenceData(one.db);
      const fields = { slug: boatTypes.slug, name: boatTypes.nameEs, id: boatTypes.id };
      const select = (slugs: string[]) =>
        one.db
          .select(fields)
          .from(boatTypes)
          .where(sql`${boatTypes.slug} = any(${sql.param(slugs)}::text[])`)
          .orderBy(boatTypes.slug);
      const keys = Object.keys(fields) as (keyof typeof fields)[];
      const all = await select(['sailboat', 'catamaran', 'jet-ski']);
      expect(all.map((row) => row.slug)).toEqual(['catamaran', 'jet-ski', 'sailboat']);
      for (const slugs of [['sailboat', 'catamaran', 'jet-ski'], ['jet-ski'], []]) {
        const expected = all.filter((row) => slugs.includes(row.slug));
        expect(await selectPrepared(one.db, select(slugs), keys)).toEqual(expected);
        // the raw statement's twin: rows named by the statement's columns
        const raw = sql`select slug, name_es as name, id from boat_types
          where slug = any(${sql.param(slugs)}::text[]) order by slug`;
        expect(await queryPrepared(one.db, raw)).toEqual(expected);
      }
      // the same texts with other values: PostgreSQL holds one statement each, prepared once
      const prepared = await queryRows<{ name: string }>(
        one.db,
        sql`select name from pg_prepared_statements where name like 'marea\_%'`,
      );
      expect(prepared).toHaveLength(one === database ? 0 : 2);
    } finally {
      if (one !== database) await one.close();
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
