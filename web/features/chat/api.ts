import type {
  TChatList,
  TChatMessage,
  TChatThread,
  TConversationSummary,
  TReadState,
  TStartConversationRequest,
} from '../../../shared/schemas/chat';
import { api } from '../../lib/api';

/**
 * The messaging API (PRODUCT.md §5, docs/decisions/0023-messaging.md) as the pages call it: the
 * inbox, one thread, sending (with a client-generated id, so a retry never stores twice) and
 * reading. Real-time events come from ./realtime.tsx.
 */
export type { TChatList, TChatMessage, TChatThread, TConversationSummary, TReadState };

const chatPath = (id: string, action = '') =>
  `/chat/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A new id for a message about to be sent; keep it for the retries of that message. */
export function newClientMessageId(): string {
  return crypto.randomUUID();
}

/** `GET /conversation`: the newest 100 conversations, each with its last message and unread. */
export async function fetchConversations(): Promise<TConversationSummary[]> {
  return (await api.get<{ items: TConversationSummary[] }>('/conversation')).items;
}

export type TChatListParams = {
  unread?: boolean;
  q?: string;
  box?: 'mine' | 'support';
  sort?: 'activity' | 'unread_first';
  page?: number;
  pageSize?: number;
};

/** `GET /chat`: one page of the inbox. */
export function fetchChats(params: TChatListParams = {}): Promise<TChatList> {
  return api.get<TChatList>(`/chat${query(params)}`);
}

/** `GET /chat/{id}`: the header and messages newest first; `before` pages back, `after` catches up. */
export function fetchThread(
  id: string,
  params: { before?: number; after?: number; limit?: number } = {},
): Promise<TChatThread> {
  return api.get<TChatThread>(`${chatPath(id)}${query(params)}`);
}

export function sendChatMessage(
  id: string,
  message: string,
  clientId: string,
): Promise<TChatMessage> {
  return api.post<TChatMessage>(chatPath(id, 'message'), { message, clientId });
}

export function markChatRead(id: string, upTo?: number): Promise<TReadState> {
  return api.post<TReadState>(chatPath(id, 'read'), upTo === undefined ? {} : { upTo });
}

/** `POST /conversation`: starts (or reuses) the conversation and sends its first message. */
export async function startConversation(body: TStartConversationRequest): Promise<string> {
  return (await api.post<{ id: string }>('/conversation', body)).id;
}

/** What a new conversation is about: a booking, a boat, or Marea's support. */
export type TConversationTarget = { bookingId: string } | { boatId: string } | { support: true };

/**
 * The viewer's conversation about a booking or a boat (`GET /chat?bookingId|boatId`), or their
 * support conversation (from `GET /conversation`); null when there is none yet.
 */
export async function findConversation(
  target: TConversationTarget,
): Promise<TConversationSummary | null> {
  if ('support' in target)
    return (await fetchConversations()).find((c) => c.kind === 'support') ?? null;
  const list = await api.get<TChatList>(`/chat${query({ ...target, pageSize: 1 })}`);
  return list.items[0] ?? null;
}

/** The header of a thread: who the other side is and what the conversation is about. */
export type TThreadContext = Pick<TConversationSummary, 'kind' | 'boat' | 'booking' | 'group'> & {
  otherParty: { id: string | null; name: string; pictureId: string | null } | null;
};

type TBookingForContext = {
  id: string;
  status: NonNullable<TConversationSummary['booking']>['status'];
  boat: { id: string; slug: string; name: string };
  client: { id: string; name: string; pictureId: string | null };
  owner: { id: string; name: string; pictureId: string | null };
  role: 'client' | 'owner' | 'admin';
};

type TBoatForContext = {
  id: string;
  slug: string;
  name: string;
  owner: { firstName: string; pictureId: string | null };
};

/** The context of a conversation not started yet, from `GET /booking/{id}` or `GET /boat/{id}`. */
export async function fetchTargetContext(target: TConversationTarget): Promise<TThreadContext> {
  if ('support' in target)
    return { kind: 'support', otherParty: null, boat: null, booking: null, group: null };
  if ('bookingId' in target) {
    const booking = await api.get<TBookingForContext>(
      `/booking/${encodeURIComponent(target.bookingId)}`,
    );
    const other = booking.role === 'owner' ? booking.client : booking.owner;
    return {
      kind: 'booking',
      otherParty: other,
      boat: { id: booking.boat.id, slug: booking.boat.slug, name: booking.boat.name },
      booking: { id: booking.id, status: booking.status },
      group: null,
    };
  }
  const boat = await api.get<TBoatForContext>(`/boat/${encodeURIComponent(target.boatId)}`);
  return {
    kind: 'boat',
    otherParty: { id: null, name: boat.owner.firstName, pictureId: boat.owner.pictureId },
    boat: { id: boat.id, slug: boat.slug, name: boat.name },
    booking: null,
    group: null,
  };
}
