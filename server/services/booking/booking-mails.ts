import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDbOrTx } from '../../../db/client';
import { boats, bookings, ledgerEntries, users } from '../../../db/schema';
import { rentalPayments } from '../../../shared/billing';
import type { TLang } from '../../../shared/i18n';
import { ledgerTotals } from '../billing/ledger-totals';
import type { TBookingMailBase } from '../mail/templates/booking-parts';
import type { TMailer, TMailMessage } from '../mail/types';

/**
 * What the booking mails need: the database (the change's transaction: AfterCommit.storeMails),
 * the mailer (its `within` that transaction) and the site.
 */
export type TBookingMailDeps = {
  db: TDbOrTx;
  mailer: TMailer;
  /** the site's origin, for the link to the booking's page */
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** The booking events that send mail (docs/decisions/0020-booking-flow.md, "Mails"). */
export type TBookingMailEvent =
  'requested' | 'accepted' | 'rejected' | 'expired' | 'offered' | 'canceled' | 'checked-in';

/** The booking's page in the web app, in the recipient's language. */
export function bookingLink(publicUrl: string, lang: TLang, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/booking/${encodeURIComponent(id)}`;
}

type TPerson = { id: string; email: string; name: string; locale: TLang };
type TBookingRow = typeof bookings.$inferSelect;
type TFound = { row: TBookingRow; boatName: string; client?: TPerson; owner?: TPerson };
type TLetter = { to: TPerson; message: (base: TBookingMailBase) => TMailMessage };

/**
 * Tells the parties of each booking about an event, in each recipient's language, with the state
 * the event commits: call it last in the event's transaction, with `deps.db` and `deps.mailer`
 * of that transaction (AfterCommit.bookingMail does), so the mails commit or vanish with the
 * change. A mail that cannot be rendered is logged and skipped: it never fails the request or the
 * job that moved the booking. (In PostgreSQL a failed insert aborts the transaction: then the
 * change fails with its mails, and nothing is half done.) Without
 * `deps` (the demo seed, service tests) nothing is sent.
 */
export async function sendBookingMails(
  deps: TBookingMailDeps | undefined,
  event: TBookingMailEvent,
  bookingIds: string | readonly string[],
): Promise<void> {
  if (!deps) return;
  for (const bookingId of typeof bookingIds === 'string' ? [bookingIds] : bookingIds) {
    try {
      const found = await loadBooking(deps.db, bookingId);
      if (!found) continue;
      for (const letter of await lettersFor(deps.db, event, found)) {
        const { to } = letter;
        const base: TBookingMailBase = {
          name: to.name,
          boatName: found.boatName,
          startDate: found.row.startDate,
          endDate: found.row.endDate,
          slot: found.row.slot,
          link: bookingLink(deps.publicUrl, to.locale, bookingId),
        };
        await deps.mailer.send({ to: to.email, locale: to.locale, ...letter.message(base) });
      }
    } catch (error) {
      deps.log.error({ err: error, bookingId, event }, 'booking mail could not be sent');
    }
  }
}

/** The booking, its boat's name and both parties (an erased account gets no mail). */
async function loadBooking(db: TDbOrTx, id: string): Promise<TFound | undefined> {
  const [found] = await db
    .select({ row: bookings, boatName: boats.name, ownerId: boats.ownerId })
    .from(bookings)
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .where(eq(bookings.id, id));
  if (!found) return undefined;
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(and(inArray(users.id, [found.row.clientId, found.ownerId]), isNull(users.deletedAt)));
  return {
    row: found.row,
    boatName: found.boatName,
    client: people.find((p) => p.id === found.row.clientId),
    owner: people.find((p) => p.id === found.ownerId),
  };
}

async function chargeOf(db: TDbOrTx, entryId: string | null) {
  if (!entryId) return { amountCents: 0, feeCents: 0 };
  const [entry] = await db
    .select({ amountCents: ledgerEntries.amountCents, feeCents: ledgerEntries.feeCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, entryId));
  return entry ?? { amountCents: 0, feeCents: 0 };
}

/** Who hears about the event, and what each mail says. */
async function lettersFor(db: TDbOrTx, event: TBookingMailEvent, found: TFound) {
  const { row, client, owner } = found;
  const letters: TLetter[] = [];
  // a group's members hear from the group's own mails (group-mails.ts), not as one client
  const toClient = (message: TLetter['message']) =>
    client && row.groupId === null && letters.push({ to: client, message });
  const toOwner = (message: TLetter['message']) => owner && letters.push({ to: owner, message });
  switch (event) {
    case 'requested':
      toOwner((base) => ({
        template: 'booking-requested',
        data: {
          ...base,
          clientName: client?.name ?? '',
          people: row.people,
          totalCents: row.totalCents,
          respondBy: row.respondBy.toISOString(),
          message: row.message,
        },
      }));
      break;
    case 'accepted': {
      const first = await chargeOf(db, row.firstChargeEntryId);
      const { rest } = rentalPayments(row.totalCents, row.firstPaymentPercent, false);
      toClient((base) => ({
        template: 'booking-accepted',
        data: {
          ...base,
          totalCents: row.totalCents,
          firstChargeCents: first.amountCents,
          restCents: rest.baseCents,
        },
      }));
      break;
    }
    case 'rejected':
      toClient((base) => ({
        template: 'booking-rejected',
        data: { ...base, reason: row.rejectReason ?? 'owner' },
      }));
      break;
    case 'expired':
      toClient((base) => ({ template: 'booking-expired', data: base }));
      break;
    case 'offered':
      if (row.offerTotalCents === null) break;
      toClient((base) => ({
        template: 'booking-offer',
        data: {
          ...base,
          offerTotalCents: row.offerTotalCents!,
          requestedTotalCents: row.totalCents,
          note: row.offerNote,
          respondBy: row.respondBy.toISOString(),
        },
      }));
      break;
    case 'canceled': {
      const totals = await ledgerTotals(db, row.id);
      const by = row.canceledBy ?? 'client';
      const canceled = (recipient: 'client' | 'owner') => (base: TBookingMailBase) =>
        ({
          template: 'booking-canceled',
          data: {
            ...base,
            by,
            recipient,
            clientName: client?.name ?? '',
            refundCents: totals.refundedCents,
            wasCharged: totals.chargedCents > 0,
          },
        }) as const;
      toClient(canceled('client'));
      if (by === 'client') toOwner(canceled('owner'));
      if (totals.refundedCents > 0)
        toClient((base) => ({
          template: 'booking-refunded',
          data: { ...base, refundCents: totals.refundedCents, keptCents: totals.netPaidCents },
        }));
      break;
    }
    case 'checked-in': {
      const [balance, totals] = await Promise.all([
        chargeOf(db, row.balanceChargeEntryId),
        ledgerTotals(db, row.id),
      ]);
      toClient((base) => ({
        template: 'booking-checked-in',
        data: {
          ...base,
          chargedCents: balance.amountCents,
          feeCents: balance.feeCents,
          totalPaidCents: totals.netPaidCents,
        },
      }));
      break;
    }
  }
  return letters;
}
