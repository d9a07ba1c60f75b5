import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { requireAdmin } from '../boat-review/require-admin';
import type { TActor } from '../booking/deps';
import { notifyCatalogChange } from './catalog-changes';
import { catalogRow, type TCatalogRow } from './catalog-rows';
import { catalogTables, pickFields } from './catalog-tables';
import { columnsOf, requireParent } from './catalog-writes';

/**
 * Replaces an entry's fields (admin only; its slug never changes), with the audit row of before
 * and after in the same transaction. The reference-data sync leaves an edited entry as it is
 * (db/seed/reference.ts).
 */
export async function updateCatalogEntry(
  db: TDatabase,
  actor: TActor,
  kind: TCatalogKind,
  id: number,
  input: Record<string, unknown>,
): Promise<TCatalogRow> {
  const config = catalogTables[kind];
  requireAdmin(actor);
  const updated = await db.transaction(async (tx) => {
    const before = await catalogRow(tx, kind, id, true);
    if (!before) throw notFound();
    await requireParent(tx, config, input);
    await tx
      .update(config.table)
      .set(columnsOf(config, input, false) as never)
      .where(eq(config.table.id, id));
    const after = (await catalogRow(tx, kind, id))!;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'catalog.update',
      targetType: config.targetType,
      targetId: id,
      before: pickFields(config, before),
      after: pickFields(config, after),
    });
    return after;
  });
  notifyCatalogChange(db);
  return updated;
}
