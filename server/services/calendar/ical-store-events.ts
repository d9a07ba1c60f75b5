import { eq } from 'drizzle-orm';
import type { TDbOrTx, TTransaction } from '../../../db/client';
import { boatCalendarImports, boatOccupancy } from '../../../db/schema';
import type { TIcalConflict } from '../../../shared/schemas/ical';
import type { AppError } from '../../errors';
import type { TFeedEvent } from './ical-read-feed';
import { isExclusionViolation } from '../../lib/pg-errors';

/** At most this many conflicts are kept on the import for the back office to show. */
const keptConflicts = 50;

export type TStoredSync = { eventCount: number; conflicts: TIcalConflict[] };

/**
 * Replaces an import's blocked rows with the feed's current events, inside the caller's
 * transaction (which holds the import row locked). Each event goes in under its own savepoint:
 * one that overlaps a booking, a group or another block is a conflict, not a failure. The import
 * keeps the sync's time, its event count and the conflicts (docs/decisions/0031-ical.md).
 */
export async function storeImportEvents(
  tx: TTransaction,
  target: { id: string; boatId: string; createdBy: string | null },
  events: TFeedEvent[],
  now: Date,
): Promise<TStoredSync> {
  await tx.delete(boatOccupancy).where(eq(boatOccupancy.importId, target.id));
  const conflicts: TIcalConflict[] = [];
  for (const event of events) {
    try {
      await tx.transaction(async (sp) => {
        await sp.insert(boatOccupancy).values({
          boatId: target.boatId,
          kind: 'blocked',
          during: `[${event.lower},${event.upper})`,
          importId: target.id,
          externalUid: event.uid,
          createdBy: target.createdBy,
        });
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      conflicts.push({ uid: event.uid, start: event.lower, end: event.upper });
    }
  }
  await tx
    .update(boatCalendarImports)
    .set({
      lastSyncedAt: now,
      eventCount: events.length,
      lastError: conflicts.length
        ? JSON.stringify({ conflicts: conflicts.slice(0, keptConflicts) })
        : null,
    })
    .where(eq(boatCalendarImports.id, target.id));
  return { eventCount: events.length, conflicts };
}

/** A failed fetch or parse: the previous rows stay, the error is kept to show. */
export async function recordImportFailure(
  db: TDbOrTx,
  importId: string,
  error: AppError,
  now: Date,
): Promise<void> {
  await db
    .update(boatCalendarImports)
    .set({
      lastSyncedAt: now,
      lastError: JSON.stringify({ error: { code: error.code, message: error.messages } }),
    })
    .where(eq(boatCalendarImports.id, importId));
}
