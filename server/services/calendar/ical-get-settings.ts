import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatCalendarImports, boats } from '../../../db/schema';
import type { TIcalSettings } from '../../../shared/schemas/ical';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';
import { exportUrlOf, presentImport } from './ical-present';

/** `GET /backoffice/boat/{id}/ical`: the boat's export feed URL and its imported calendars. */
export async function getIcalSettings(
  db: TDbOrTx,
  publicUrl: string,
  user: TActor,
  boatId: string,
): Promise<TIcalSettings> {
  const actor = calendarActor(user);
  await findCalendarBoat(db, actor, boatId);
  const [boat] = await db
    .select({ token: boats.calendarToken })
    .from(boats)
    .where(eq(boats.id, boatId));
  const rows = await db
    .select()
    .from(boatCalendarImports)
    .where(eq(boatCalendarImports.boatId, boatId))
    .orderBy(asc(boatCalendarImports.createdAt), asc(boatCalendarImports.id));
  return { exportUrl: exportUrlOf(publicUrl, boat!.token), imports: rows.map(presentImport) };
}
