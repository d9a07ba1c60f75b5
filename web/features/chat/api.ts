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
