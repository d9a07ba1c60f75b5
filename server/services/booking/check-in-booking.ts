import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { bookings, paymentCards } from '../../../db/schema';
import { rentalPayments } from '../../../shared/billing';
import { todayInMadrid } from '../../../shared/dates';
import type { TBooking } from '../../../shared/schemas/booking';
import type { TPaymentProviderName } from '../../adapters/payments/types';
import { appError } from '../../errors';
import { CardDeclinedError } from '../billing/card-declined';
import { usableCardsOf } from '../billing/find-card';
import { recordCharge, type TRecordChargeInput } from '../billing/record-charge';
import { requireDecider } from './accept-booking';
import type { TActor, TBookingDeps } from './deps';
import { describeBooking } from './describe-booking';
import { findBooking } from './find-booking';
import type { TBookingRow } from './present-booking';
import { recordOwnerSettlement } from './settle-owner';
import { AfterCommit } from '../group/after-commit';
import { checkInGroupBooking } from '../group/check-in-group';

/**
 * `POST /booking/{id}/check-in` (PRODUCT.md §1, docs/decisions/0020-booking-flow.md): the owner
 * (or an admin) marks the client aboard, from the departure day on (Madrid date; 422 AA00056
 * before). One transaction with the booking row locked: the balance (total − first payment, the
 * card fee on top when the card carries it) is charged to the booking's card — or the client's
 * default card when that one was removed — with the key `booking:<id>:balance`, `checked_in_at`
 * and `balance_charge_entry_id` are set, and the owner's commission and payout are written for
 * the rental total. Only an accepted booking not yet checked in (409 AA00051), so a retry never
 * charges twice. A declined card keeps the failed ledger row and the reason on the booking, which
 * stays accepted and not checked in (402 AA00045).
 */
export async function checkInBooking(
  deps: TBookingDeps,
  actor: TActor,
  id: string,
): Promise<TBooking> {
  const now = deps.now?.() ?? new Date();
  const seen = await findBooking(deps.db, actor, id);
  if (seen.row.groupId !== null) {
    requireDecider(seen.row, seen.boat, actor);
    const checkedIn = await checkInGroupBooking(deps, seen.row, seen.boat.ownerId);
    return describeBooking(deps.db, checkedIn, seen.boat, actor);
  }
  type TOutcome = { checkedIn: TBookingRow } | { declined: CardDeclinedError };
  const later = new AfterCommit();
  const found = await later.transaction(deps.db, async (tx) => {
    const { row, boat } = await findBooking(tx, actor, id, { lock: true });
    requireDecider(row, boat, actor);
    if (row.status !== 'accepted' || row.checkedInAt !== null) throw appError('AA00051');
    if (todayInMadrid(now) < row.startDate) throw appError('AA00056');

    const { rest } = rentalPayments(row.totalCents, row.firstPaymentPercent, false);
    let balance: { id: string; cardId: string | null } | null = null;
    if (rest.baseCents > 0) {
      const charge: TRecordChargeInput = {
        userId: row.clientId,
        cardId: await bookingCardId(tx, deps.payments.name, row),
        bookingId: row.id,
        baseCents: rest.baseCents,
        idempotencyKey: `booking:${row.id}:balance`,
        description: `Marea booking ${row.id}: balance at check-in`,
        metadata: { bookingId: row.id },
      };
      try {
        // joins this transaction as a savepoint: a decline's ledger row survives our commit
        balance = await recordCharge({ db: tx, payments: deps.payments }, charge);
      } catch (error) {
        if (!(error instanceof CardDeclinedError)) throw error;
        await tx
          .update(bookings)
          .set({ lastChargeFailure: error.failureCode, updatedAt: now })
          .where(eq(bookings.id, row.id));
        return { boat, outcome: { declined: error } as TOutcome };
      }
    }

    const [checkedIn] = await tx
      .update(bookings)
      .set({
        checkedInAt: now,
        balanceChargeEntryId: balance?.id ?? null,
        cardId: balance?.cardId ?? row.cardId,
        lastChargeFailure: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await recordOwnerSettlement(tx, {
      bookingId: row.id,
      ownerId: boat.ownerId,
      rentalCents: row.totalCents,
      event: 'check-in',
    });
    later.bookingMail(deps.mail, 'checked-in', row.id);
    return { boat, outcome: { checkedIn: checkedIn! } as TOutcome };
  });
  await later.run();
  const { boat, outcome } = found;
  if ('declined' in outcome) throw outcome.declined;
  return describeBooking(deps.db, outcome.checkedIn, boat, actor);
}

/** The card the booking was paid with while it is usable; otherwise the client's default card. */
async function bookingCardId(
  tx: TDbOrTx,
  provider: TPaymentProviderName,
  row: TBookingRow,
): Promise<string | undefined> {
  if (!row.cardId) return undefined;
  const [card] = await tx
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.id, row.cardId), usableCardsOf(provider, row.clientId)));
  return card?.id;
}
