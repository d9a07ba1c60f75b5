import { and, eq, or } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client';
import { boats, bookings, conversationParticipants, conversations } from '../../../db/schema';
import type { TStartConversationRequest } from '../../../shared/schemas/chat';
import { appError } from '../../errors';
import { accessConversation, participantIds } from './access';
import { appendMessage } from './append-message';
import type { TActor, TChatDeps } from './deps';
import { publishMessage } from './send-message';

type TNewConversation = typeof conversations.$inferInsert;

/** Who talks about what: the conversation `POST /conversation` asks for, checked. */
async function resolveTarget(
  tx: TTransaction,
  actor: TActor,
  input: TStartConversationRequest,
): Promise<TNewConversation> {
  if (input.bookingId) {
    // only the booking's two parties (another user's booking is 404, as in /booking/{id})
    const [found] = await tx
      .select({ clientId: bookings.clientId, boatId: bookings.boatId, ownerId: boats.ownerId })
      .from(bookings)
      .innerJoin(boats, eq(boats.id, bookings.boatId))
      .where(
        and(
          eq(bookings.id, input.bookingId),
          or(eq(bookings.clientId, actor.id), eq(boats.ownerId, actor.id)),
        ),
      );
    if (!found) throw appError('AA00050');
    return { kind: 'booking', bookingId: input.bookingId, ...found };
  }
  if (input.boatId) {
    const [boat] = await tx
      .select({ ownerId: boats.ownerId, status: boats.status })
      .from(boats)
      .where(eq(boats.id, input.boatId));
    if (boat?.ownerId === actor.id) throw appError('AA00063');
    const existing = await findExisting(tx, {
      kind: 'boat',
      boatId: input.boatId,
      clientId: actor.id,
    });
    // a boat taken off the site keeps its conversations, but no new one starts
    if (!boat || (boat.status !== 'published' && !existing)) throw appError('AA00030');
    return { kind: 'boat', boatId: input.boatId, clientId: actor.id, ownerId: boat.ownerId };
  }
  return { kind: 'support', clientId: actor.id };
}

/** The conversation with the same natural key (unique indexes of db/schema/chat.ts). */
async function findExisting(tx: TTransaction, target: TNewConversation): Promise<string | null> {
  const key =
    target.kind === 'booking'
      ? eq(conversations.bookingId, target.bookingId!)
      : target.kind === 'boat'
        ? and(eq(conversations.boatId, target.boatId!), eq(conversations.clientId, target.clientId))
        : eq(conversations.clientId, target.clientId);
  const [found] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.kind, target.kind), key));
  return found?.id ?? null;
}

/** Creates the conversation and its participants, or finds it when it exists (also racing). */
async function openConversation(
  tx: TTransaction,
  target: TNewConversation,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values(target)
    // a unique index already holds it: someone opened it first, maybe at this very moment
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!inserted) {
    const id = await findExisting(tx, target);
    if (!id) throw appError('AA00006');
    return { id, created: false };
  }
  const members: (typeof conversationParticipants.$inferInsert)[] = [
    { conversationId: inserted.id, userId: target.clientId, role: 'client' },
  ];
  if (target.ownerId)
    members.push({ conversationId: inserted.id, userId: target.ownerId, role: 'owner' });
  await tx.insert(conversationParticipants).values(members);
  return { id: inserted.id, created: true };
}

/**
 * `POST /conversation`: starts (or reuses) the conversation about a booking, a boat or with
 * support, and sends the first message in the same transaction: when the message is refused
 * (contact details too early), no conversation is left behind.
 */
export async function startConversation(
  deps: TChatDeps,
  actor: TActor,
  input: TStartConversationRequest,
): Promise<{ id: string; created: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    const target = await resolveTarget(tx, actor, input);
    const opened = await openConversation(tx, target);
    const access = await accessConversation(tx, actor, opened.id, { lock: true });
    const appended = await appendMessage(tx, actor, access, input);
    const userIds = appended.created ? await participantIds(tx, opened.id) : [];
    return { opened, access, appended, userIds };
  });
  publishMessage(deps.bus, result.access.conversation, result.userIds, result.appended);
  return result.opened;
}
