import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import type { TCatalogKind, TCatalogMeta } from '../../../shared/schemas/admin-catalog';
import { catalogTables, pickFields, type TCatalogTableConfig } from './catalog-tables';

export type TCatalogRow = Record<string, unknown> & TCatalogMeta & { slug: string };

function select(db: TDbOrTx, config: TCatalogTableConfig) {
  return db
    .select({
      ...getTableColumns(config.table),
      usage: sql<number>`(${config.usage})::int`.mapWith(Number),
    })
    .from(config.table);
}

function present(config: TCatalogTableConfig, row: Record<string, unknown>): TCatalogRow {
  const slug = String(row.slug);
  return {
    ...pickFields(config, row),
    slug,
    id: Number(row.id),
    usage: Number(row.usage),
    builtIn: config.builtIn.has(slug),
  };
}

/** Every entry of a catalogue, in its public order, with how much points at each. */
export async function catalogRows(db: TDbOrTx, kind: TCatalogKind): Promise<TCatalogRow[]> {
  const config = catalogTables[kind];
  const rows = await select(db, config).orderBy(config.orderBy);
  return rows.map((row) => present(config, row));
}

/** One entry, or undefined; `lock` holds it until the transaction ends. */
export async function catalogRow(
  db: TDbOrTx,
  kind: TCatalogKind,
  id: number,
  lock = false,
): Promise<TCatalogRow | undefined> {
  const config = catalogTables[kind];
  const query = select(db, config).where(eq(config.table.id, id));
  const [row] = await (lock ? query.for('update', { of: config.table }) : query);
  return row ? present(config, row) : undefined;
}
