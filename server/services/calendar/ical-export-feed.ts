import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatOccupancy, boats } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { serializeIcal } from '../../../shared/ical-write';
import { notFound } from '../../errors';

/** Past events kept in the feed, so calendars still show the recent weeks. */
const pastDays = 90;

/**
 * `GET /ical/{token}.ics`: the boat's bookings, group days and owner blocks as an iCalendar,
 * without the events it imported (two calendars importing each other would echo them forever)
 * and without any personal data. UIDs are the occupancy rows' ids: stable across fetches.
 */
export async function exportIcalFeed(db: TDbOrTx, token: string, now: Date): Promise<string> {
  const [boat] = await db
    .select({ id: boats.id, name: boats.name })
    .from(boats)
    .where(and(eq(boats.calendarToken, token), ne(boats.status, 'removed')));
  if (!boat) throw notFound();
  const since = `${addDays(todayInMadrid(now), -pastDays)} 00:00:00`;
  const rows = await db
    .select({
      id: boatOccupancy.id,
      kind: boatOccupancy.kind,
      lower: sql<string>`to_char(lower(${boatOccupancy.during}), 'YYYY-MM-DD HH24:MI:SS')`,
      upper: sql<string>`to_char(upper(${boatOccupancy.during}), 'YYYY-MM-DD HH24:MI:SS')`,
    })
    .from(boatOccupancy)
    .where(
      and(
        eq(boatOccupancy.boatId, boat.id),
        isNull(boatOccupancy.importId),
        sql`upper(${boatOccupancy.during}) > ${since}::timestamp`,
      ),
    )
    .orderBy(asc(sql`lower(${boatOccupancy.during})`));
  return serializeIcal({
    name: `Marea: ${boat.name}`,
    stamp: now,
    events: rows.map((row) => ({
      uid: `${row.id}@marea`,
      summary: row.kind === 'blocked' ? 'Marea: blocked' : 'Marea: reserved',
      lower: row.lower,
      upper: row.upper,
    })),
  });
}
