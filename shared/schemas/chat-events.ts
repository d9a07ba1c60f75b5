import type { TChatMessage } from './chat';

/**
 * The real-time messaging stream (docs/decisions/0025-messaging-realtime.md): server-sent events
 * at `GET /api/chat/events`, for the logged-in user (cookie or bearer token).
 *
 * Wire format, one event per block:
 * - `event: message`, `id: <cursor>`, `data: TChatStreamMessage` — a new message in one of the
 *   user's conversations (for admins, also in any support conversation). The `id` is the cursor of
 *   the catch-up: a reconnection sends it back (the `Last-Event-ID` header, or the `lastEventId`
 *   query parameter for a fresh connection) and first receives the messages it missed. Catch-up may
 *   repeat a message already received (it starts a few seconds before the cursor, as commits land
 *   out of order): clients keep messages by `message.id`. `Last-Event-ID` wins over the query
 *   parameter: a browser reconnecting by itself keeps the URL and sends the newer id as a header.
 * - `event: read`, `data: TChatStreamRead` — the user's read state moved (another tab read it).
 * - `event: ready`, `data: {}` — the catch-up is over; what follows is live. After a reconnection
 *   pages refetch what the stream does not replay (unread counts, read states).
 * - `event: resync`, `data: {}` — too much was missed to replay (over 200 messages): refetch
 *   everything shown. Its `id` is the cursor of the newest missed message, so the next
 *   reconnection goes on from there.
 * - comments (`: ping`) keep the connection open through proxies.
 */
export const chatEventsPath = '/api/chat/events';

export type TChatStreamMessage = { conversationId: string; message: TChatMessage };
export type TChatStreamRead = { conversationId: string; lastReadSeq: number; unread: number };

export type TChatStreamEvent =
  | ({ type: 'message' } & TChatStreamMessage)
  | ({ type: 'read' } & TChatStreamRead)
  | { type: 'ready' }
  | { type: 'resync' };

export const chatStreamEventNames = ['message', 'read', 'ready', 'resync'] as const;
