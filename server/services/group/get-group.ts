import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import {
  bookings,
  conversations,
  groupPassengers,
  groups,
  ledgerEntries,
  paymentCards,
  provinces,
  regions,
} from '../../../db/schema';
import { percentOf } from '../../../shared/money';
import type { TGroup } from '../../../shared/schemas/group';
import { isUuid } from '../../../shared/uuid';
import { appError } from '../../errors';
import type { TAuthUser } from '../auth/id-token';
import { presentGroups, type TGroupRow } from './present-group';
import { activeMembership } from './membership';

/** `GET /group/{id}`: the group page as the viewer sees it; 404 AA00070 when there is none. */
export async function getGroup(
  db: TDbOrTx,
  id: string,
  viewer: { id: string } | TAuthUser | null,
): Promise<TGroup> {
  if (!isUuid(id)) throw appError('AA00070');
  const [row] = await db.select().from(groups).where(eq(groups.id, id));
  if (!row) throw appError('AA00070');
  return describeGroup(db, row, viewer?.id ?? null);
}

/** A group row as `TGroup`, with `me` filled for an active member. */
export async function describeGroup(
  db: TDbOrTx,
  row: TGroupRow,
  viewerId: string | null,
): Promise<TGroup> {
  const [[summary], [chat], [booking], region, province] = await Promise.all([
    presentGroups(db, [row], 50),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.groupId, row.id)),
    row.bookingId
      ? db
          .select({ id: bookings.id, status: bookings.status, respondBy: bookings.respondBy })
          .from(bookings)
          .where(eq(bookings.id, row.bookingId))
      : Promise.resolve([]),
    row.regionId
      ? db.select().from(regions).where(eq(regions.id, row.regionId))
      : Promise.resolve([]),
    row.provinceId
      ? db.select().from(provinces).where(eq(provinces.id, row.provinceId))
      : Promise.resolve([]),
  ]);
  const named = (r: { slug: string; nameEs: string; nameEn: string } | undefined) =>
    r ? { slug: r.slug, name: { es: r.nameEs, en: r.nameEn } } : null;
  return {
    ...summary!,
    note: row.note,
    country: row.country,
    region: named(region[0]),
    province: named(province[0]),
    creatorId: row.creatorId,
    chatId: chat!.id,
    firstPaymentPercent: row.firstPaymentPercent,
    canceledReason: row.canceledReason,
    booking: booking
      ? { id: booking.id, status: booking.status, respondBy: booking.respondBy.toISOString() }
      : null,
    me: viewerId ? await describeMembership(db, row, viewerId) : null,
  };
}

async function describeMembership(
  db: TDbOrTx,
  row: TGroupRow,
  userId: string,
): Promise<TGroup['me']> {
  const member = await activeMembership(db, row.id, userId);
  if (!member) return null;
  const [passengers, entries] = await Promise.all([
    db
      .select({ name: groupPassengers.name, email: groupPassengers.email })
      .from(groupPassengers)
      .where(eq(groupPassengers.memberId, member.id))
      .orderBy(asc(groupPassengers.position)),
    db
      .select({ entry: ledgerEntries, brand: paymentCards.brand, last4: paymentCards.last4 })
      .from(ledgerEntries)
      .leftJoin(paymentCards, eq(paymentCards.id, ledgerEntries.cardId))
      .where(and(eq(ledgerEntries.groupId, row.id), eq(ledgerEntries.userId, userId)))
      .orderBy(asc(ledgerEntries.createdAt)),
  ]);
  const totalCents = member.seats * row.pricePerPersonCents;
  const firstPaymentCents = percentOf(totalCents, row.firstPaymentPercent);
  return {
    seats: member.seats,
    passengers,
    isCreator: row.creatorId === userId,
    firstPaymentCents,
    balanceCents: totalCents - firstPaymentCents,
    payments: entries
      .filter(({ entry }) => entry.kind === 'charge' || entry.kind === 'refund')
      .map(({ entry, brand, last4 }) => ({
        kind:
          entry.kind === 'refund'
            ? ('refund' as const)
            : entry.idempotencyKey.includes(':balance')
              ? ('balance' as const)
              : ('first-payment' as const),
        status: entry.status,
        amountCents: entry.amountCents,
        feeCents: entry.feeCents,
        card: brand && last4 ? { brand, last4 } : null,
        createdAt: entry.createdAt.toISOString(),
      })),
  };
}
