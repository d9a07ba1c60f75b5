import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import {
  boats,
  bookings,
  groupMembers,
  groups,
  harbours,
  ledgerEntries,
  users,
} from '../../../db/schema';
import type { TLang } from '../../../shared/i18n';
import { percentOf, type TCents } from '../../../shared/money';
import type { TBookingMailDeps } from '../booking/booking-mails';
import type { TGroupMailBase, TGroupMailMessage } from '../mail/templates/group-parts';

/** The group events that send mail (docs/decisions/0028-groups.md). */
export type TGroupMailEvent =
  | 'created'
  | 'joined'
  | 'left'
  | 'complete'
  | 'confirmed'
  | 'boat-declined'
  | 'boat-changed'
  | 'canceled';

/** The group's page in the web app, in the recipient's language. */
export function groupLink(publicUrl: string, lang: TLang, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/groups/${encodeURIComponent(id)}`;
}

type TGroupRow = typeof groups.$inferSelect;
type TBookingRow = typeof bookings.$inferSelect;
type TMemberRow = typeof groupMembers.$inferSelect;
type TPerson = { id: string; email: string; name: string; locale: TLang };
type TFound = {
  row: TGroupRow;
  boatName: string;
  harbourName: string;
  /** the group's current request, or its latest one when the group no longer points at one */
  booking: TBookingRow | undefined;
};
type TRecipient = { person: TPerson; member: TMemberRow | undefined };
type TLetter = { to: TPerson; message: (base: TGroupMailBase) => TGroupMailMessage };

/**
 * Tells the members of a group about an event, each in their language, with the state the event
 * commits (call it last in the event's transaction, as AfterCommit.mail does). Who hears about
 * it: `created` → the creator; `joined` and `left` → `options.userIds`; `canceled` →
 * `options.userIds` (the members active at the cancellation) or else the active members; any
 * other event → the active members (`options.userIds`, when given, always decides). Erased
 * accounts get nothing. A mail that cannot be rendered is logged and skipped: it never fails the
 * request or the job that moved the group. Without `deps` (the demo seed, service tests) nothing
 * is sent.
 */
export async function sendGroupMails(
  deps: TBookingMailDeps | undefined,
  event: TGroupMailEvent,
  groupId: string,
  options: { userIds?: string[] } = {},
): Promise<void> {
  if (!deps) return;
  let found: TFound | undefined;
  let letters: TLetter[];
  try {
    found = await loadGroup(deps.db, groupId);
    if (!found) return;
    letters = await lettersFor(deps.db, event, found, options.userIds);
  } catch (error) {
    deps.log.error({ err: error, groupId, event }, 'group mail could not be prepared');
    return;
  }
  for (const { to, message } of letters) {
    try {
      const base: TGroupMailBase = {
        name: to.name,
        groupName: found.row.name,
        boatName: found.boatName,
        sailDate: found.row.sailDate,
        harbourName: found.harbourName,
        link: groupLink(deps.publicUrl, to.locale, groupId),
      };
      await deps.mailer.send({ to: to.email, locale: to.locale, ...message(base) });
    } catch (error) {
      deps.log.error({ err: error, groupId, event, userId: to.id }, 'group mail could not be sent');
    }
  }
}

/** The group with its current boat's name, its harbour and its reservation request. */
async function loadGroup(db: TDbOrTx, id: string): Promise<TFound | undefined> {
  const [found] = await db
    .select({ row: groups, boatName: boats.name, harbourName: harbours.name })
    .from(groups)
    .innerJoin(boats, eq(boats.id, groups.boatId))
    .innerJoin(harbours, eq(harbours.id, groups.harbourId))
    .where(eq(groups.id, id));
  if (!found) return undefined;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      found.row.bookingId
        ? eq(bookings.id, found.row.bookingId)
        : eq(bookings.groupId, found.row.id),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return { ...found, booking };
}

/** Who hears about the event when the caller does not say. */
async function defaultRecipients(
  db: TDbOrTx,
  event: TGroupMailEvent,
  row: TGroupRow,
): Promise<string[]> {
  switch (event) {
    case 'created':
      return [row.creatorId];
    case 'joined':
    case 'left':
      return [];
    default: {
      const active = await db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, row.id), isNull(groupMembers.leftAt)))
        .orderBy(groupMembers.joinedAt, groupMembers.id);
      return active.map((m) => m.userId);
    }
  }
}

/** The recipients not erased, in order, each with their membership (the active one first). */
async function recipientsOf(db: TDbOrTx, groupId: string, ids: string[]): Promise<TRecipient[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [people, memberships] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(and(inArray(users.id, unique), isNull(users.deletedAt))),
    db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, unique)))
      .orderBy(sql`${groupMembers.leftAt} is null desc`, desc(groupMembers.joinedAt)),
  ]);
  const recipients: TRecipient[] = [];
  for (const id of unique) {
    const person = people.find((p) => p.id === id);
    if (person) recipients.push({ person, member: memberships.find((m) => m.userId === id) });
  }
  return recipients;
}

/** A member's share of the group's price: the first payment (before card fee) and the rest. */
function shares(row: TGroupRow, seats: number): { firstCents: TCents; balanceCents: TCents } {
  const totalCents = seats * row.pricePerPersonCents;
  const firstCents = percentOf(totalCents, row.firstPaymentPercent);
  return { firstCents, balanceCents: totalCents - firstCents };
}

const succeededOf = (groupId: string, userId: string) =>
  and(
    eq(ledgerEntries.groupId, groupId),
    eq(ledgerEntries.userId, userId),
    eq(ledgerEntries.status, 'succeeded'),
  );

/**
 * What the member was charged on joining, card fee included: the membership's first charge, or
 * else their latest succeeded charge for the group, or else the share the group's terms give.
 */
async function chargedOnJoining(db: TDbOrTx, row: TGroupRow, r: TRecipient): Promise<TCents> {
  const entryId = r.member?.firstChargeEntryId;
  const [charge] = await db
    .select({ amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        succeededOf(row.id, r.person.id),
        eq(ledgerEntries.kind, 'charge'),
        entryId ? eq(ledgerEntries.id, entryId) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt))
    .limit(1);
  return charge?.amountCents ?? shares(row, r.member?.seats ?? 0).firstCents;
}

/**
 * What was given back to the member, card fees included: the refunds of their membership's
 * charges, or of all their charges for the group when the membership names none.
 */
async function refundedTo(db: TDbOrTx, row: TGroupRow, r: TRecipient): Promise<TCents> {
  const charges = [r.member?.firstChargeEntryId, r.member?.balanceChargeEntryId].filter(
    (id): id is string => !!id,
  );
  const [sum] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        succeededOf(row.id, r.person.id),
        eq(ledgerEntries.kind, 'refund'),
        charges.length > 0 ? inArray(ledgerEntries.chargeEntryId, charges) : undefined,
      ),
    );
  return sum?.cents ?? 0;
}

function declineReason(booking: TBookingRow | undefined): 'owner' | 'expired' | 'unavailable' {
  if (!booking) return 'unavailable';
  if (booking.status === 'expired') return 'expired';
  if (booking.status === 'rejected' && booking.rejectReason === 'unavailable') return 'unavailable';
  return 'owner';
}

/** Who hears about the event, and what each mail says. */
async function lettersFor(
  db: TDbOrTx,
  event: TGroupMailEvent,
  found: TFound,
  userIds: string[] | undefined,
): Promise<TLetter[]> {
  const { row, booking } = found;
  const ids = userIds ?? (await defaultRecipients(db, event, row));
  const recipients = await recipientsOf(db, row.id, ids);
  const pendingRespondBy =
    booking && booking.status === 'pending' ? booking.respondBy.toISOString() : null;
  const letters: TLetter[] = [];
  for (const r of recipients) {
    const to = r.person;
    const seats = r.member?.seats ?? 0;
    const isCreator = to.id === row.creatorId;
    switch (event) {
      case 'created':
      case 'joined': {
        const chargedCents = await chargedOnJoining(db, row, r);
        const data = {
          seats,
          pricePerPersonCents: row.pricePerPersonCents,
          chargedCents,
          balanceCents: shares(row, seats).balanceCents,
          deadline: row.deadlineAt.toISOString(),
          seatsLeft: row.numberOfPeople - row.seatsTaken,
        };
        letters.push({
          to,
          message: (base) =>
            event === 'created'
              ? { template: 'group-created', data: { ...base, ...data } }
              : { template: 'group-joined', data: { ...base, ...data } },
        });
        break;
      }
      case 'left': {
        const refundCents = await refundedTo(db, row, r);
        letters.push({
          to,
          message: (base) => ({ template: 'group-left', data: { ...base, refundCents } }),
        });
        break;
      }
      case 'complete':
        letters.push({
          to,
          message: (base) => ({
            template: 'group-complete',
            data: { ...base, respondBy: pendingRespondBy },
          }),
        });
        break;
      case 'confirmed': {
        const { balanceCents } = shares(row, seats);
        letters.push({
          to,
          message: (base) => ({ template: 'group-confirmed', data: { ...base, balanceCents } }),
        });
        break;
      }
      case 'boat-declined':
        letters.push({
          to,
          message: (base) => ({
            template: 'group-boat-declined',
            data: {
              ...base,
              reason: declineReason(booking),
              isCreator,
              deadline: row.deadlineAt.toISOString(),
            },
          }),
        });
        break;
      case 'boat-changed':
        letters.push({
          to,
          message: (base) => ({
            template: 'group-boat-changed',
            data: { ...base, respondBy: pendingRespondBy },
          }),
        });
        break;
      case 'canceled': {
        const refundCents = await refundedTo(db, row, r);
        letters.push({
          to,
          message: (base) => ({
            template: 'group-canceled',
            data: { ...base, reason: row.canceledReason ?? 'deadline', isCreator, refundCents },
          }),
        });
        break;
      }
    }
  }
  return letters;
}
