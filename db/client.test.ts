import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../server/testing/test-app';
import {
  openDatabase,
  preparedOnce,
  queryArrays,
  queryRows,
  type TDatabase,
  type TDbOrTx,
} from './client';
import { boatTypes, users } from './schema';
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

  it('runs without JIT and keeps generic plans (startup parameters of every PostgreSQL connection)', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const [row] = await queryRows<{ jit: string; plans: string }>(
        database.db,
        sql`select current_setting('jit') as jit, current_setting('plan_cache_mode') as plans`,
      );
      // PGlite is built without a JIT compiler, and runs no statement prepared: its settings, left
      // alone, change nothing
      const postgres = database.kind === 'postgres';
      expect(row!.jit).toBe(postgres ? 'off' : 'on');
      expect(row!.plans).toBe(postgres ? 'force_generic_plan' : 'auto');
    } finally {
      await database.close();
      await drop();
    }
  });

  it('starts an in-memory PGlite with small shared buffers, and one in a data folder with the default', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'marea-client-'));
    const inMemory = await openDatabase({ dataDir: undefined });
    const onDisk = await openDatabase({ dataDir: path.join(folder, 'data') });
    try {
      const buffers = async (db: TDatabase) =>
        (
          await queryRows<{ size: string }>(
            db,
            sql`select current_setting('shared_buffers') as size`,
          )
        )[0]!.size;
      expect(await buffers(inMemory.db)).toBe('16MB');
      expect(await buffers(onDisk.db)).toBe('128MB');
    } finally {
      await inMemory.close();
      await onDisk.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('runs a statement to rows of its columns in order, prepared on PostgreSQL, again and again', async () => {
    const { database, drop, url } = await openTestDatabase();
    // on PostgreSQL one connection, to see what it keeps prepared
    const one = url ? await openDatabase({ url, poolSize: 1 }) : database;
    try {
      await syncReferenceData(one.db);
      // two columns named alike, an int and an array of uuids
      const statement = (slugs: string[]) => sql`select t.slug, t.name_es as slug, t.id,
          (select array_agg(('00000000-0000-0000-0000-' || lpad(id::text, 12, '0'))::uuid order by id)
            from boat_types where slug = any(${sql.param(slugs)}::text[])) as ids
        from boat_types t where t.slug = any(${sql.param(slugs)}::text[]) order by t.slug`;
      const all = await queryRows<{ slug: string; name_es: string; id: number }>(
        one.db,
        sql`select slug, name_es, id from boat_types order by slug`,
      );
      for (const slugs of [['sailboat', 'catamaran', 'jet-ski'], ['jet-ski'], []]) {
        const chosen = all.filter((row) => slugs.includes(row.slug));
        const uuid = (id: number) => `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`;
        const ids = chosen.length
          ? chosen
              .map((row) => row.id)
              .sort((a, b) => a - b)
              .map(uuid)
          : null;
        expect(await queryArrays(one.db, statement(slugs))).toEqual(
          chosen.map((row) => [row.slug, row.name_es, row.id, ids]),
        );
      }
      // the same text with other values: PostgreSQL holds one statement, prepared once
      const prepared = await queryRows<{ name: string }>(
        one.db,
        sql`select name from pg_prepared_statements where name like 'marea\_%'`,
      );
      expect(prepared).toHaveLength(one === database ? 0 : 1);
    } finally {
      if (one !== database) await one.close();
      await database.close();
      await drop();
    }
  });

  it('runs a Drizzle query prepared on PostgreSQL, with Drizzle’s own results', async () => {
    const { database, drop, url } = await openTestDatabase();
    const one = url ? await openDatabase({ url, poolSize: 1 }) : database;
    try {
      await syncReferenceData(one.db);
      await one.db.insert(users).values({ email: 'prepared@example.com', name: 'Ana' });
      await one.db.insert(users).values({ email: 'other@example.com', name: 'Eva' });
      // a timestamp comes back as Drizzle maps it (a Date), not as the driver would
      for (const email of ['prepared@example.com', 'other@example.com']) {
        const [row] = await preparedOnce(one.db, 'user since', () =>
          one.db
            .select({ since: users.createdAt })
            .from(users)
            .where(eq(users.email, sql.placeholder('email'))),
        ).execute({ email });
        expect(row!.since).toBeInstanceOf(Date);
        const [plain] = await one.db
          .select({ since: users.createdAt })
          .from(users)
          .where(eq(users.email, email));
        expect(row).toEqual(plain);
      }
      // one statement per text, whatever the values; PGlite prepares nothing by name
      const kept = await queryRows<{ name: string }>(
        one.db,
        sql`select name from pg_prepared_statements where name like 'marea\_%'`,
      );
      expect(kept).toHaveLength(one === database ? 0 : 1);
    } finally {
      if (one !== database) await one.close();
      await database.close();
      await drop();
    }
  });

  it('builds a query once per database and runs it with each call’s placeholder values', async () => {
    const { database, drop, url } = await openTestDatabase();
    const one = url ? await openDatabase({ url, poolSize: 1 }) : database;
    try {
      await syncReferenceData(one.db);
      let builds = 0;
      const byKind = (kind: 'motor' | 'sail') =>
        preparedOnce(one.db, 'types by kind', () => {
          builds += 1;
          return one.db
            .select({ slug: boatTypes.slug, toy: boatTypes.isAquaticToy })
            .from(boatTypes)
            .where(eq(boatTypes.kind, sql.placeholder('kind')))
            .orderBy(asc(boatTypes.slug));
        }).execute({ kind });
      const plain = (kind: 'motor' | 'sail', db: TDbOrTx = one.db) =>
        db
          .select({ slug: boatTypes.slug, toy: boatTypes.isAquaticToy })
          .from(boatTypes)
          .where(eq(boatTypes.kind, kind))
          .orderBy(asc(boatTypes.slug));
      for (const kind of ['motor', 'sail', 'motor'] as const) {
        const rows = await byKind(kind);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows).toEqual(await plain(kind));
      }
      expect(builds).toBe(1);
      // another key is another query; inside a transaction, the transaction's own
      const first = preparedOnce(one.db, 'types by kind', () => plain('sail'));
      expect(preparedOnce(one.db, 'types by kind', () => plain('sail'))).toBe(first);
      const sails = await plain('sail');
      await one.db.transaction(async (tx) => {
        const inside = preparedOnce(tx, 'types by kind', () => plain('sail', tx));
        expect(inside).not.toBe(first);
        expect(await inside.execute()).toEqual(sails);
      });
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
