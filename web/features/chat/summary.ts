import type { TChatMessage, TConversationSummary } from '../../../shared/schemas/chat';

/**
 * A conversation summary after a new message from the stream, or null when it is not news: the
 * same message again (catch-up repeats), or one older than what a load already showed.
 * Writing means having read the thread (the server moves the sender's read pointer), so the
 * viewer's own message clears the unread count; anyone else's adds one.
 */
export function withNewMessage(
  current: TConversationSummary,
  message: TChatMessage,
  viewerId: string | null,
): TConversationSummary | null {
  const last = current.lastMessage;
  if (
    last &&
    (last.id === message.id || Date.parse(message.createdAt) < Date.parse(last.createdAt))
  )
    return null;
  // a notice (no sender) is news for everyone
  const mine = viewerId !== null && message.sender?.id === viewerId;
  return {
    ...current,
    lastMessage: {
      id: message.id,
      message: message.message,
      erased: message.erased,
      sender: message.sender,
      notice: message.notice,
      createdAt: message.createdAt,
    },
    lastActivityAt: message.createdAt,
    unread: mine ? 0 : current.unread + 1,
  };
}
