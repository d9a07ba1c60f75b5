import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, bookings, groups, ledgerEntries } from '../../../db/schema';
import type { TEarningsRow } from './summarize';

const madrid = sql`(${ledgerEntries.createdAt} at time zone 'Europe/Madrid')`;

/** The first instant (Madrid wall time) of a `YYYY-MM` month, and of the month after `to`. */
function periodBounds(from: string, to: string): [string, string] {
  const [year, month] = to.split('-').map(Number) as [number, number];
  const after = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return [`${from}-01 00:00:00`, `${after}-01 00:00:00`];
}

const columns = {
  kind: ledgerEntries.kind,
  amountCents: ledgerEntries.amountCents,
  feeCents: ledgerEntries.feeCents,
  month: sql<string>`to_char(${madrid}, 'YYYY-MM')`,
  day: sql<string>`to_char(${madrid}, 'YYYY-MM-DD')`,
};

/**
 * The succeeded ledger rows of the bookings of one owner's boats (every owner's when `ownerId` is
 * null) written in the months `from`..`to` (Madrid). A booking's own rows name it: a private
 * rental's charges and refunds, a group's balance charges at check-in, and the owner's commission
 * and payout. A group's members pay their first shares when they join, before any booking exists:
 * those rows (and their refunds) name the group only, and count for the group's booking once the
 * owner has accepted it — the group's current booking, accepted at some point.
 */
export async function earningsRows(
  db: TDbOrTx,
  ownerId: string | null,
  from: string,
  to: string,
): Promise<TEarningsRow[]> {
  const [start, end] = periodBounds(from, to);
  const inPeriod = and(
    eq(ledgerEntries.status, 'succeeded'),
    sql`${madrid} >= ${start}::timestamp`,
    sql`${madrid} < ${end}::timestamp`,
  );
  const owned: SQL | undefined = ownerId ? eq(boats.ownerId, ownerId) : undefined;

  const own = await db
    .select({ bookingId: bookings.id, ...columns })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .where(and(inPeriod, owned));

  const shares = await db
    .select({ bookingId: bookings.id, ...columns })
    .from(ledgerEntries)
    .innerJoin(groups, eq(groups.id, ledgerEntries.groupId))
    .innerJoin(bookings, eq(bookings.id, groups.bookingId))
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .where(
      and(
        inPeriod,
        owned,
        isNull(ledgerEntries.bookingId),
        inArray(ledgerEntries.kind, ['charge', 'refund']),
        isNotNull(bookings.decidedAt),
        inArray(bookings.status, ['accepted', 'enjoyed', 'canceled']),
      ),
    );
  return [...own, ...shares];
}
