import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatCalendarImports } from '../../../db/schema';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';

/**
 * The import `importId` of boat `boatId`, when the user may manage that boat's calendar: a client
 * gets 403, somebody else's boat 404 AA00038, an import of another boat 404 AA00114.
 */
export async function findOwnerImport(db: TDbOrTx, user: TActor, boatId: string, importId: string) {
  const actor = calendarActor(user);
  await findCalendarBoat(db, actor, boatId);
  const [row] = await db
    .select()
    .from(boatCalendarImports)
    .where(and(eq(boatCalendarImports.id, importId), eq(boatCalendarImports.boatId, boatId)));
  if (!row) throw appError('AA00114');
  return row;
}
