import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatCalendarImports } from '../../../db/schema';
import type { TActor } from '../booking/deps';
import { findOwnerImport } from './ical-owner-import';

/**
 * `DELETE /backoffice/boat/{id}/ical/import/{importId}`: the import and, by the foreign key's
 * cascade, every blocked period it made.
 */
export async function removeIcalImport(
  db: TDbOrTx,
  user: TActor,
  boatId: string,
  importId: string,
): Promise<{ id: string }> {
  await findOwnerImport(db, user, boatId, importId);
  await db.delete(boatCalendarImports).where(eq(boatCalendarImports.id, importId));
  return { id: importId };
}
