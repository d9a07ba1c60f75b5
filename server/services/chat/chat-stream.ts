import type { TChatStreamMessage, TChatStreamRead } from '../../../shared/schemas/chat-events';
import type { TChatEvent } from './bus';
import { catchUpMessages } from './catch-up';
import { isAdmin, type TActor, type TChatDeps } from './deps';
import { messageCursor, parseCursor } from './stream-cursor';

/** One event of a user's stream (shared/schemas/chat-events.ts), before it is put on the wire. */
export type TStreamFrame =
  | { event: 'message'; id: string; data: TChatStreamMessage }
  | { event: 'read'; data: TChatStreamRead }
  | { event: 'ready' | 'resync'; id?: string; data: Record<string, never> };

function messageFrame(item: TChatStreamMessage): TStreamFrame {
  return { event: 'message', id: messageCursor(item.message), data: item };
}

/**
 * What `actor` hears of a bus event, or null: a message goes to its audience's users and, for
 * support, to every admin; a read change only to the reader's own pages.
 */
export function frameFor(actor: TActor, event: TChatEvent): TStreamFrame | null {
  const { userIds, support } = event.audience;
  const isAudience = userIds.includes(actor.id);
  if (event.type === 'message')
    return isAudience || (support && isAdmin(actor))
      ? messageFrame({ conversationId: event.conversationId, message: event.message })
      : null;
  if (!isAudience) return null;
  const { conversationId, lastReadSeq, unread } = event;
  return { event: 'read', data: { conversationId, lastReadSeq, unread } };
}

/**
 * Starts one user's stream (docs/decisions/0025-messaging-realtime.md). It listens to the bus
 * first and holds what arrives, so nothing falls between the replay and the live events; then it
 * replays what `lastEventId` missed (or asks for a resync), sends what it held (without the
 * messages the replay already sent) and `ready`; after that, events go to `send` as they come.
 * A cursor that is not one of ours means no replay. Resolves to the function that stops it.
 */
export async function openChatStream(
  deps: TChatDeps,
  actor: TActor,
  lastEventId: string | undefined,
  send: (frame: TStreamFrame) => void,
): Promise<() => void> {
  let held: TStreamFrame[] | null = [];
  const unsubscribe = deps.bus.subscribe((event) => {
    const frame = frameFor(actor, event);
    if (!frame) return;
    if (held) held.push(frame);
    else send(frame);
  });
  try {
    const replayed = new Set<string>();
    const cursor = parseCursor(lastEventId);
    if (cursor) {
      const missed = await catchUpMessages(deps.db, actor, cursor);
      if (missed.kind === 'resync') send({ event: 'resync', id: missed.cursor, data: {} });
      else
        for (const item of missed.items) {
          send(messageFrame(item));
          replayed.add(item.message.id);
        }
    }
    for (const frame of held)
      if (frame.event !== 'message' || !replayed.has(frame.data.message.id)) send(frame);
    held = null;
    send({ event: 'ready', data: {} });
    return unsubscribe;
  } catch (error) {
    unsubscribe();
    throw error;
  }
}
