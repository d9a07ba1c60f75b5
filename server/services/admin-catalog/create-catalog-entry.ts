import type { TDatabase } from '../../../db/client';
import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';
import { recordAudit } from '../audit/record-audit';
import { requireAdmin } from '../boat-review/require-admin';
import type { TActor } from '../booking/deps';
import { notifyCatalogChange } from './catalog-changes';
import { catalogRow, type TCatalogRow } from './catalog-rows';
import { catalogTables, pickFields } from './catalog-tables';
import { isUniqueViolation } from '../../lib/pg-errors';
import { columnsOf, requireParent, slugTaken } from './catalog-writes';
import { countries } from '../../../db/schema';
import { asc } from 'drizzle-orm';

/**
 * Adds an entry to a catalogue (admin only), with its audit row in the same transaction. A slug
 * already used in the catalogue is 409 AA00160; a missing parent is 400 naming the field.
 */
export async function createCatalogEntry(
  db: TDatabase,
  actor: TActor,
  kind: TCatalogKind,
  input: Record<string, unknown>,
): Promise<TCatalogRow> {
  const config = catalogTables[kind];
  requireAdmin(actor);
  const created = await db
    .transaction(async (tx) => {
      await requireParent(tx, config, input);
      const values = columnsOf(config, input, true);
      // the catalogue's places are all in Spain, the one country
      if (kind === 'region') {
        const [country] = await tx
          .select({ id: countries.id })
          .from(countries)
          .orderBy(asc(countries.id));
        values.countryId = country!.id;
      }
      const [row] = await tx
        .insert(config.table)
        .values(values as never)
        .returning({ id: config.table.id });
      const entry = (await catalogRow(tx, kind, Number(row!.id)))!;
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'catalog.create',
        targetType: config.targetType,
        targetId: entry.id,
        after: pickFields(config, entry),
      });
      return entry;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? slugTaken() : error;
    });
  notifyCatalogChange(db);
  return created;
}
