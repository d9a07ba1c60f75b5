import { eq } from 'drizzle-orm';
import { boatCalendarImports } from '../../../db/schema';
import type { TIcalSyncResult } from '../../../shared/schemas/ical';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { findOwnerImport } from './ical-owner-import';
import { presentImport } from './ical-present';
import { syncIcalImport, type TIcalDeps } from './ical-sync-import';

/** `POST /backoffice/boat/{id}/ical/import/{importId}/sync`: the owner's "sync now". */
export async function syncOwnerImport(
  deps: TIcalDeps,
  user: TActor,
  boatId: string,
  importId: string,
  now: Date,
): Promise<TIcalSyncResult> {
  await findOwnerImport(deps.db, user, boatId, importId);
  const stored = await syncIcalImport(deps, importId, now);
  const [row] = await deps.db
    .select()
    .from(boatCalendarImports)
    .where(eq(boatCalendarImports.id, importId));
  if (!stored || !row) throw appError('AA00114');
  return { import: presentImport(row), ...stored };
}
