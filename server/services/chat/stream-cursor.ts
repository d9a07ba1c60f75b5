import type { TChatMessage } from '../../../shared/schemas/chat';

/**
 * Where a client is in the messaging stream: the creation time of the last message it received
 * and that message's id, the `id:` of each `message` event (`<epoch ms>_<message id>`).
 */
export type TStreamCursor = { at: Date; messageId: string };

const pattern = /^(\d{1,15})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The event id of a message. */
export function messageCursor(message: Pick<TChatMessage, 'id' | 'createdAt'>): string {
  return `${Date.parse(message.createdAt)}_${message.id}`;
}

/** The cursor a client sent back; null when it is missing or not one of ours. */
export function parseCursor(text: string | undefined): TStreamCursor | null {
  const match = text ? pattern.exec(text.trim().toLowerCase()) : null;
  if (!match) return null;
  return { at: new Date(Number(match[1])), messageId: match[2]! };
}
