import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { users, valuations } from '../../../db/schema';
import type { TCreateValuationRequest, TMyValuation } from '../../../shared/schemas/valuation';
import { validationMessages } from '../../../shared/validation-messages';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { fieldError } from '../boat-write/field-errors';
import { getValuation } from './present-valuation';
import { findTrip, type TTrip } from './trip';

export type TValuationDeps = { db: TDatabase; now?: () => Date };

/**
 * `POST /booking/{id}/valuation` (issue 9, docs/decisions/0035-valuations.md): one side of a trip
 * rates the other. Only an `enjoyed` booking (422 AA00181), before its window closes (422
 * AA00182), by one of its clients or the boat's owner (404 AA00050 for anybody else), once per
 * pair (409 AA00180; the unique index decides). With the booking row locked, the second valuation
 * of a pair publishes both in the same transaction; the ratings follow by trigger.
 */
export async function submitValuation(
  deps: TValuationDeps,
  actor: TActor,
  bookingId: string,
  body: TCreateValuationRequest,
): Promise<TMyValuation> {
  const now = deps.now?.() ?? new Date();
  const id = await deps.db.transaction(async (tx) => {
    const { trip, as } = await findTrip(tx, actor, bookingId, { lock: true });
    if (trip.status !== 'enjoyed') throw appError('AA00181');
    if (now >= trip.closesAt) throw appError('AA00182');
    const clientId = as === 'client' ? actor.id : ratedClient(trip, body.clientId);
    const categories = as === 'client' ? body.categories : undefined;
    if (as === 'client' && !categories)
      throw fieldError('categories', validationMessages.valuationCategories);
    const [author] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, actor.id));
    const [inserted] = await tx
      .insert(valuations)
      .values({
        bookingId: trip.id,
        boatId: trip.boatId,
        clientId,
        ownerId: trip.ownerId,
        author: as,
        rating: body.rating,
        boatCondition: categories?.boatCondition ?? null,
        cleanliness: categories?.cleanliness ?? null,
        communication: categories?.communication ?? null,
        value: categories?.value ?? null,
        comment: body.comment,
        lang: author?.locale ?? 'es',
        createdAt: now,
        closesAt: trip.closesAt,
      })
      .onConflictDoNothing()
      .returning({ id: valuations.id });
    if (!inserted) throw appError('AA00180');
    // both sides are in: publish the pair together
    await tx
      .update(valuations)
      .set({ revealedAt: now })
      .where(
        and(
          eq(valuations.bookingId, trip.id),
          eq(valuations.clientId, clientId),
          isNull(valuations.revealedAt),
          sql`(select count(*) from ${valuations} p where p.booking_id = ${trip.id} and p.client_id = ${clientId}) = 2`,
        ),
      );
    return inserted.id;
  });
  return getValuation(deps.db, id, actor.id);
}

/** Whom the owner rates: the client of a private rental, or the named member of a group trip. */
function ratedClient(trip: TTrip, clientId: string | undefined): string {
  if (clientId === undefined && trip.groupId === null) return trip.clientIds[0]!;
  if (clientId === undefined || !trip.clientIds.includes(clientId))
    throw fieldError('clientId', validationMessages.valuationMember);
  return clientId;
}
