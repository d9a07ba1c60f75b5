import type { TDbOrTx } from '../../../db/client';
import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';
import { requireAdmin } from '../boat-review/require-admin';
import type { TActor } from '../booking/deps';
import { catalogRows, type TCatalogRow } from './catalog-rows';

/** One catalogue as admins edit it: every entry, how much uses it, whether it ships with the code. */
export async function listCatalog(
  db: TDbOrTx,
  actor: TActor,
  kind: TCatalogKind,
): Promise<TCatalogRow[]> {
  requireAdmin(actor);
  return catalogRows(db, kind);
}
