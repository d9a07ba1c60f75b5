import { and, asc, between, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatCalendarImports, boatOccupancy, bookings, groups, users } from '../../../db/schema';
import { addDays } from '../../../shared/dates';
import type {
  TCalendarBlock,
  TCalendarBooking,
  TCalendarGroup,
} from '../../../shared/schemas/calendar';
import { rangeDays } from './occupancy-dates';

type TWindow = { from: string; to: string };
type TByBoat<T> = Map<string, T[]>;

function groupByBoat<T extends { boatId: string }, U>(rows: T[], map: (row: T) => U): TByBoat<U> {
  const byBoat: TByBoat<U> = new Map();
  for (const row of rows) byBoat.set(row.boatId, [...(byBoat.get(row.boatId) ?? []), map(row)]);
  return byBoat;
}

const windowRange = ({ from, to }: TWindow) => `[${from} 00:00:00,${addDays(to, 1)} 00:00:00)`;
const bound = (edge: 'lower' | 'upper') =>
  sql<string>`to_char(${sql.raw(edge)}(${boatOccupancy.during}), 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * What holds the boats' days in a window: accepted bookings and pending requests still in time
 * (group requests show as their group), group days, and blocked periods with their import.
 */
export async function selectStretches(
  db: TDbOrTx,
  boatIds: string[],
  window: TWindow,
  now: Date,
): Promise<{
  bookings: TByBoat<TCalendarBooking>;
  groups: TByBoat<TCalendarGroup>;
  blocks: TByBoat<TCalendarBlock>;
}> {
  if (boatIds.length === 0) return { bookings: new Map(), groups: new Map(), blocks: new Map() };
  const range = windowRange(window);
  const [bookingRows, groupRows, blockRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        boatId: bookings.boatId,
        status: bookings.status,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        duration: bookings.duration,
        slot: bookings.slot,
        people: bookings.people,
        totalCents: sql<number>`coalesce(${bookings.offerTotalCents}, ${bookings.totalCents})`,
        respondBy: bookings.respondBy,
        clientName: users.name,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.clientId))
      .where(
        and(
          inArray(bookings.boatId, boatIds),
          isNull(bookings.groupId),
          sql`${bookings.during} && ${range}::tsrange`,
          or(
            inArray(bookings.status, ['accepted', 'enjoyed']),
            and(eq(bookings.status, 'pending'), gt(bookings.respondBy, now)),
          ),
        ),
      )
      .orderBy(asc(bookings.startDate)),
    db
      .select({
        id: groups.id,
        boatId: groups.boatId,
        name: groups.name,
        status: groups.status,
        date: groups.sailDate,
        seatsTaken: groups.seatsTaken,
        numberOfPeople: groups.numberOfPeople,
        bookingId: groups.bookingId,
      })
      .from(groups)
      .where(
        and(
          inArray(groups.boatId, boatIds),
          ne(groups.status, 'canceled'),
          between(groups.sailDate, window.from, window.to),
        ),
      )
      .orderBy(asc(groups.sailDate)),
    db
      .select({
        id: boatOccupancy.id,
        boatId: boatOccupancy.boatId,
        lower: bound('lower'),
        upper: bound('upper'),
        note: boatOccupancy.note,
        importId: boatOccupancy.importId,
        importName: sql<
          string | null
        >`coalesce(${boatCalendarImports.name}, ${boatCalendarImports.url})`,
      })
      .from(boatOccupancy)
      .leftJoin(boatCalendarImports, eq(boatCalendarImports.id, boatOccupancy.importId))
      .where(
        and(
          inArray(boatOccupancy.boatId, boatIds),
          eq(boatOccupancy.kind, 'blocked'),
          sql`${boatOccupancy.during} && ${range}::tsrange`,
        ),
      )
      .orderBy(asc(sql`lower(${boatOccupancy.during})`)),
  ]);
  return {
    bookings: groupByBoat(bookingRows, (r) => ({
      id: r.id,
      status: r.status as TCalendarBooking['status'],
      start_date: r.startDate,
      end_date: r.endDate,
      duration: r.duration,
      slot: r.slot,
      clientFirstName: r.clientName.split(' ')[0] ?? r.clientName,
      people: r.people,
      totalCents: Number(r.totalCents),
      respondBy: r.respondBy.toISOString(),
    })),
    groups: groupByBoat(groupRows, (r) => ({
      ...r,
      status: r.status as TCalendarGroup['status'],
    })),
    blocks: groupByBoat(blockRows, (r) => ({
      id: r.id,
      ...rangeDays(r),
      note: r.note,
      importId: r.importId,
      importName: r.importId ? r.importName : null,
    })),
  };
}
