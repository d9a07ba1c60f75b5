import { and, count, eq } from 'drizzle-orm';
import { boatCalendarImports } from '../../../db/schema';
import type { TIcalImportRequest, TIcalSyncResult } from '../../../shared/schemas/ical';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';
import { presentImport } from './ical-present';
import { readIcalFeed } from './ical-read-feed';
import { storeImportEvents } from './ical-store-events';
import type { TIcalDeps } from './ical-sync-import';
import { isUniqueViolation } from '../../lib/pg-errors';

/** A boat imports at most this many calendars. */
export const maxImportsPerBoat = 10;

/**
 * `POST /backoffice/boat/{id}/ical/import`: fetches the feed first (outside any transaction) and,
 * only when it reads, saves the import and its events in one transaction. A feed that cannot be
 * read is a 422 and nothing is saved: the owner corrects the URL in the form.
 */
export async function addIcalImport(
  deps: TIcalDeps,
  user: TActor,
  boatId: string,
  input: TIcalImportRequest,
  now: Date,
): Promise<TIcalSyncResult> {
  const actor = calendarActor(user);
  await findCalendarBoat(deps.db, actor, boatId);
  const existing = await deps.db
    .select({ url: boatCalendarImports.url })
    .from(boatCalendarImports)
    .where(eq(boatCalendarImports.boatId, boatId));
  if (existing.some((row) => row.url === input.url)) throw appError('AA00113');
  if (existing.length >= maxImportsPerBoat) throw appError('AA00115');

  const events = await readIcalFeed(input.url, deps.fetch, now);
  try {
    return await deps.db.transaction(async (tx) => {
      // the boat row serialises imports of one boat: the cap holds under concurrency
      await findCalendarBoat(tx, actor, boatId, { lock: true });
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(boatCalendarImports)
        .where(and(eq(boatCalendarImports.boatId, boatId)));
      if (total >= maxImportsPerBoat) throw appError('AA00115');
      const [created] = await tx
        .insert(boatCalendarImports)
        .values({ boatId, url: input.url, name: input.name, createdBy: user.id, createdAt: now })
        .returning();
      const stored = await storeImportEvents(tx, created!, events, now);
      const [row] = await tx
        .select()
        .from(boatCalendarImports)
        .where(eq(boatCalendarImports.id, created!.id));
      return { import: presentImport(row!), ...stored };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('AA00113');
    throw error;
  }
}
