import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { groups, ledgerEntries, paymentCards, users, valuations } from '../../../db/schema';
import type { TBooking, TBookingPayment } from '../../../shared/schemas/booking';
import type { TActor } from './deps';
import {
  partyColumns,
  presentBooking,
  type TBoatSummary,
  type TBookingExtras,
  type TBookingRow,
} from './present-booking';

type TFound = { row: TBookingRow; boat: TBoatSummary };

/** The kind of a charge from its idempotency key (`booking:<id>:first-payment` / `:balance`). */
function paymentKind(kind: 'charge' | 'refund', key: string): TBookingPayment['kind'] {
  if (kind === 'refund') return 'refund';
  return key.endsWith(':balance') ? 'balance' : 'first-payment';
}

/**
 * Bookings as the API answers them, with both parties (first name and picture) and the charges
 * and refunds of each from the ledger: three queries whatever the number of bookings.
 */
export async function describeBookings(
  db: TDbOrTx,
  found: TFound[],
  actor: TActor,
): Promise<TBooking[]> {
  if (found.length === 0) return [];
  const userIds = [...new Set(found.flatMap(({ row, boat }) => [row.clientId, boat.ownerId]))];
  const bookingIds = found.map(({ row }) => row.id);
  const groupIds = found.flatMap(({ row }) => (row.groupId ? [row.groupId] : []));
  const enjoyedIds = found.flatMap(({ row }) => (row.status === 'enjoyed' ? [row.id] : []));
  const [people, entries, groupRows, rated] = await Promise.all([
    db.select(partyColumns).from(users).where(inArray(users.id, userIds)),
    db
      .select({
        bookingId: ledgerEntries.bookingId,
        kind: ledgerEntries.kind,
        status: ledgerEntries.status,
        amountCents: ledgerEntries.amountCents,
        feeCents: ledgerEntries.feeCents,
        key: ledgerEntries.idempotencyKey,
        createdAt: ledgerEntries.createdAt,
        brand: paymentCards.brand,
        last4: paymentCards.last4,
      })
      .from(ledgerEntries)
      .leftJoin(paymentCards, eq(paymentCards.id, ledgerEntries.cardId))
      .where(
        and(
          inArray(ledgerEntries.bookingId, bookingIds),
          inArray(ledgerEntries.kind, ['charge', 'refund']),
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id)),
    groupIds.length
      ? db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(inArray(groups.id, groupIds))
      : Promise.resolve([]),
    enjoyedIds.length ? ratedBy(db, actor.id, enjoyedIds) : Promise.resolve(new Set<string>()),
  ]);
  const party = (id: string, as: 'client' | 'owner'): TBooking['client'] => {
    const person = people.find((p) => p.id === id);
    const rating =
      as === 'client'
        ? { average: person?.clientRating ?? null, count: person?.clientRatings ?? 0 }
        : { average: person?.ownerRating ?? null, count: person?.ownerRatings ?? 0 };
    // an erased account keeps its bookings for accounting, without a name
    return { id, name: person?.name ?? '', pictureId: person?.pictureId ?? null, rating };
  };
  return found.map(({ row, boat }) => {
    const items: TBookingPayment[] = [];
    let chargedCents = 0;
    let refundedCents = 0;
    for (const entry of entries) {
      if (entry.bookingId !== row.id || (entry.kind !== 'charge' && entry.kind !== 'refund'))
        continue;
      items.push({
        kind: paymentKind(entry.kind, entry.key),
        status: entry.status,
        amountCents: entry.amountCents,
        feeCents: entry.feeCents,
        card: entry.brand && entry.last4 ? { brand: entry.brand, last4: entry.last4 } : null,
        createdAt: entry.createdAt.toISOString(),
      });
      if (entry.status !== 'succeeded') continue;
      if (entry.kind === 'charge') chargedCents += entry.amountCents;
      else refundedCents += entry.amountCents;
    }
    const extras: TBookingExtras = {
      client: party(row.clientId, 'client'),
      owner: party(boat.ownerId, 'owner'),
      payments: { chargedCents, refundedCents, items },
      group: groupRows.find((g) => g.id === row.groupId) ?? null,
      rated: rated.has(row.id),
    };
    return presentBooking(row, boat, actor, extras);
  });
}

export async function describeBooking(
  db: TDbOrTx,
  row: TBookingRow,
  boat: TBoatSummary,
  actor: TActor,
): Promise<TBooking> {
  const [booking] = await describeBookings(db, [{ row, boat }], actor);
  return booking!;
}

/** The bookings, among `ids`, whose trip the user has rated (as a client, or as its owner). */
async function ratedBy(db: TDbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: valuations.bookingId })
    .from(valuations)
    .where(
      and(
        inArray(valuations.bookingId, ids),
        or(
          and(eq(valuations.author, 'client'), eq(valuations.clientId, userId)),
          and(eq(valuations.author, 'owner'), eq(valuations.ownerId, userId)),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
