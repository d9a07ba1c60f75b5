import { eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, bookings, groups, users } from '../../../db/schema';
import { todayInMadrid } from '../../../shared/dates';
import type { TEarnings, TEarningsLine, TEarningsQuery } from '../../../shared/schemas/earnings';
import { forbidden } from '../../errors';
import type { TAuthUser } from '../auth/id-token';
import { adminRoles } from '../boat-write/find-editable-boat';
import { earningsRows } from './earnings-rows';
import { maskIban } from './mask-iban';
import { groupRows, sumRows } from './summarize';

/** Back-office roles only (a client gets 403); a shipowner sees only their own money. */
export function earningsOwner(actor: TAuthUser, ownerId: string | undefined): string | null {
  const isAdmin = (adminRoles as readonly string[]).includes(actor.role);
  if (!isAdmin && actor.role !== 'shipowner') throw forbidden();
  if (!isAdmin && ownerId && ownerId !== actor.id) throw forbidden();
  return isAdmin ? (ownerId ?? null) : actor.id;
}

/** The period asked for: a year, a range of months, or the current year (Madrid). */
export function earningsPeriod(query: TEarningsQuery, now: Date): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const year = query.year ?? Number(todayInMadrid(now).slice(0, 4));
  return { from: `${year}-01`, to: `${year}-12` };
}

/**
 * `GET /backoffice/earnings`: the owner's statement for a period, by month and by booking, plus
 * the current month and the IBAN the payouts go to (masked). Everything is summed from the ledger.
 */
export async function getEarnings(
  db: TDbOrTx,
  actor: TAuthUser,
  query: TEarningsQuery,
  now = new Date(),
): Promise<TEarnings> {
  const ownerId = earningsOwner(actor, query.ownerId);
  const period = earningsPeriod(query, now);
  const thisMonth = todayInMadrid(now).slice(0, 7);
  const rows = await earningsRows(db, ownerId, period.from, period.to);
  const current = await earningsRows(db, ownerId, thisMonth, thisMonth);
  const grouped = groupRows(rows, period.from, period.to);

  const ids = grouped.bookings.map((b) => b.bookingId);
  const info =
    ids.length === 0
      ? []
      : await db
          .select({
            id: bookings.id,
            status: bookings.status,
            startDate: bookings.startDate,
            endDate: bookings.endDate,
            checkedInAt: bookings.checkedInAt,
            boatId: boats.id,
            boatName: boats.name,
            clientName: users.name,
            groupId: groups.id,
            groupName: groups.name,
          })
          .from(bookings)
          .innerJoin(boats, eq(boats.id, bookings.boatId))
          .innerJoin(users, eq(users.id, bookings.clientId))
          .leftJoin(groups, eq(groups.id, bookings.groupId))
          .where(inArray(bookings.id, ids));
  const byId = new Map(info.map((b) => [b.id, b]));
  const lines: TEarningsLine[] = grouped.bookings.flatMap((line) => {
    const b = byId.get(line.bookingId);
    if (!b) return [];
    return [
      {
        ...line,
        status: b.status,
        startDate: b.startDate,
        endDate: b.endDate,
        checkedIn: b.checkedInAt !== null,
        boat: { id: b.boatId, name: b.boatName },
        clientName: (b.clientName ?? '').trim().split(/\s+/)[0] ?? '',
        group: b.groupId && b.groupName ? { id: b.groupId, name: b.groupName } : null,
      },
    ];
  });
  lines.sort(
    (a, b) =>
      b.lastMovementOn.localeCompare(a.lastMovementOn) || b.startDate.localeCompare(a.startDate),
  );

  let payoutAccount: TEarnings['payoutAccount'] = null;
  if (ownerId) {
    const [owner] = await db.select({ iban: users.iban }).from(users).where(eq(users.id, ownerId));
    payoutAccount = { ibanMasked: maskIban(owner?.iban ?? null) };
  }
  return {
    period,
    ownerId,
    totals: sumRows(rows),
    months: grouped.months,
    currentMonth: { month: thisMonth, ...sumRows(current) },
    lines,
    payoutAccount,
  };
}
