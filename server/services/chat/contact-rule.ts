import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, bookings } from '../../../db/schema';
import { findContactDetails } from '../../../shared/contact-guard';
import { appError } from '../../errors';
import type { TConversationRow } from './access';

/** A booking in these states has been accepted by the owner: the parties may swap contacts. */
const acceptedStatuses = ['accepted', 'enjoyed'] as const;

/**
 * Whether the two parties of a conversation may share phone numbers and emails (PRODUCT.md §5):
 * for a booking conversation, once that booking is accepted; for a boat conversation, once any
 * booking of this client on any of this owner's boats is accepted. Support is never guarded; a
 * group's chat always is (anyone may read it at `GET /chat/{id}/public`).
 */
async function mayShareContacts(db: TDbOrTx, conversation: TConversationRow): Promise<boolean> {
  if (conversation.kind === 'support') return true;
  if (conversation.kind === 'group' || conversation.ownerId === null) return false;
  if (conversation.kind === 'booking') {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.id, conversation.bookingId!),
          inArray(bookings.status, [...acceptedStatuses]),
        ),
      );
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(boats, eq(boats.id, bookings.boatId))
    .where(
      and(
        eq(bookings.clientId, conversation.clientId),
        eq(boats.ownerId, conversation.ownerId!),
        inArray(bookings.status, [...acceptedStatuses]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Refuses (422 AA00062) a message that shares a phone number or an email address before the
 * parties have an accepted booking, and always in a group's chat (it is public). The text is
 * checked first: most messages need no query.
 */
export async function guardContactDetails(
  db: TDbOrTx,
  conversation: TConversationRow,
  text: string,
): Promise<void> {
  if (conversation.kind === 'support' || !findContactDetails(text)) return;
  if (!(await mayShareContacts(db, conversation))) throw appError('AA00062');
}
