import { withNewMessage } from '../summary';
import type {
  TChatMessage,
  TChatList,
  TConversationSummary,
} from '../../../../shared/schemas/chat';

/**
 * The inbox's list as a pure reducer: the pages loaded so far ("load more" appends) and the
 * real-time events applied to them. A new message moves its conversation to the top and, when
 * someone else wrote it, counts it unread; a message in a conversation the list does not hold
 * (a new one, or one further down than the pages loaded) asks for a refetch.
 */
export type TInboxState = {
  items: TConversationSummary[];
  total: number;
  /** the last page loaded */
  page: number;
  /** a message arrived for a conversation the list does not show: refetch the first page */
  stale: boolean;
};

export type TInboxAction =
  | { type: 'loaded'; list: TChatList }
  | { type: 'more'; list: TChatList }
  | { type: 'message'; conversationId: string; message: TChatMessage; viewerId: string | null }
  | { type: 'read'; conversationId: string; unread: number };

export const emptyInbox: TInboxState = { items: [], total: 0, page: 0, stale: false };

export function inboxReducer(state: TInboxState, action: TInboxAction): TInboxState {
  switch (action.type) {
    case 'loaded':
      return {
        items: action.list.items,
        total: action.list.total,
        page: action.list.page,
        stale: false,
      };
    case 'more': {
      // a conversation that moved up meanwhile may come again on the next page
      const known = new Set(state.items.map((item) => item.id));
      const fresh = action.list.items.filter((item) => !known.has(item.id));
      return {
        ...state,
        items: [...state.items, ...fresh],
        total: action.list.total,
        page: action.list.page,
      };
    }
    case 'message': {
      const { conversationId, message, viewerId } = action;
      const current = state.items.find((item) => item.id === conversationId);
      if (!current) return { ...state, stale: true };
      const updated = withNewMessage(current, message, viewerId);
      if (!updated) return state;
      return {
        ...state,
        items: [updated, ...state.items.filter((item) => item.id !== conversationId)],
      };
    }
    case 'read':
      return {
        ...state,
        items: state.items.map((item) =>
          item.id === action.conversationId ? { ...item, unread: action.unread } : item,
        ),
      };
  }
}

/** Whether another page is there to load. */
export function hasMore(state: TInboxState): boolean {
  return state.items.length < state.total;
}
