import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatCalendarImports } from '../../../db/schema';
import { AppError, appError } from '../../errors';
import type { TIcalFetchOptions } from './ical-fetch';
import { readIcalFeed } from './ical-read-feed';
import { recordImportFailure, storeImportEvents, type TStoredSync } from './ical-store-events';

export type TIcalDeps = {
  db: TDatabase;
  /** PUBLIC_URL: the base of the export feed URLs */
  publicUrl: string;
  fetch: TIcalFetchOptions;
};

/**
 * Fetches an import's feed again and replaces its blocked rows in one transaction. The fetch runs
 * outside any transaction (it may take 10 s). A failed fetch or parse keeps the previous rows,
 * stores the error on the import and is thrown (422). Null when the import is gone meanwhile.
 */
export async function syncIcalImport(
  deps: TIcalDeps,
  importId: string,
  now: Date,
): Promise<TStoredSync | null> {
  const [target] = await deps.db
    .select({ url: boatCalendarImports.url })
    .from(boatCalendarImports)
    .where(eq(boatCalendarImports.id, importId));
  if (!target) throw appError('AA00114');
  let events;
  try {
    events = await readIcalFeed(target.url, deps.fetch, now);
  } catch (error) {
    if (error instanceof AppError) await recordImportFailure(deps.db, importId, error, now);
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        id: boatCalendarImports.id,
        boatId: boatCalendarImports.boatId,
        createdBy: boatCalendarImports.createdBy,
      })
      .from(boatCalendarImports)
      .where(eq(boatCalendarImports.id, importId))
      .for('update');
    if (!locked) return null;
    return storeImportEvents(tx, locked, events, now);
  });
}
