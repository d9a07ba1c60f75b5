import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';
import { appError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { requireAdmin } from '../boat-review/require-admin';
import type { TActor } from '../booking/deps';
import { notifyCatalogChange } from './catalog-changes';
import { catalogRow } from './catalog-rows';
import { catalogTables, pickFields } from './catalog-tables';
import { isForeignKeyViolation } from '../../lib/pg-errors';

/**
 * Deletes an entry nothing uses (admin only): one of the reference data is 409 AA00162 (the sync
 * would bring it back), one in use 409 AA00161. The audit row keeps what it was.
 */
export async function deleteCatalogEntry(
  db: TDatabase,
  actor: TActor,
  kind: TCatalogKind,
  id: number,
): Promise<{ id: number }> {
  const config = catalogTables[kind];
  requireAdmin(actor);
  await db
    .transaction(async (tx) => {
      const entry = await catalogRow(tx, kind, id, true);
      if (!entry) throw notFound();
      if (entry.builtIn) throw appError('AA00162');
      if (entry.usage > 0) throw appError('AA00161');
      await tx.delete(config.table).where(eq(config.table.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'catalog.delete',
        targetType: config.targetType,
        targetId: id,
        before: pickFields(config, entry),
      });
    })
    // a boat given this entry meanwhile: the foreign key refuses the delete
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? appError('AA00161') : error;
    });
  notifyCatalogChange(db);
  return { id };
}
