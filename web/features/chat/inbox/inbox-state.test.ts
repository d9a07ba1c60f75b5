import { describe, expect, it } from 'vitest';
import type { TChatMessage, TConversationSummary } from '../../../../shared/schemas/chat';
import { emptyInbox, hasMore, inboxReducer, type TInboxState } from './inbox-state';

const me = '00000000-0000-4000-8000-00000000000a';
const ana = { id: '00000000-0000-4000-8000-00000000000b', name: 'Ana' };

function conversation(n: number, unread = 0): TConversationSummary {
  const at = new Date(Date.UTC(2026, 6, 1, 10, 60 - n)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'boat',
    lastMessage: {
      id: `m-${n}`,
      message: `hola ${n}`,
      erased: false,
      sender: ana,
      notice: null,
      createdAt: at,
    },
    unread,
    lastActivityAt: at,
    otherParty: { ...ana, pictureId: null },
    boat: { id: ana.id, slug: 'velero', name: 'Velero' },
    booking: null,
    group: null,
  };
}

function message(id: string, sender = ana): TChatMessage {
  return {
    id,
    seq: 9,
    message: 'nuevo',
    erased: false,
    sender,
    notice: null,
    clientId: null,
    createdAt: new Date(Date.UTC(2026, 6, 2)).toISOString(),
  };
}

const loaded = (items: TConversationSummary[], total = items.length): TInboxState =>
  inboxReducer(emptyInbox, { type: 'loaded', list: { items, total, page: 1, pageSize: 20 } });

const ids = (state: TInboxState) => state.items.map((item) => item.id.slice(-1));

describe('inbox state', () => {
  it('a new message moves its conversation to the top and counts it unread', () => {
    const state = inboxReducer(loaded([conversation(1), conversation(2), conversation(3, 2)]), {
      type: 'message',
      conversationId: conversation(3).id,
      message: message('new-1'),
      viewerId: me,
    });
    expect(ids(state)).toEqual(['3', '1', '2']);
    expect(state.items[0]).toMatchObject({
      unread: 3,
      lastMessage: { id: 'new-1', message: 'nuevo' },
    });
    // the same message again (the stream's catch-up) changes nothing
    const again = inboxReducer(state, {
      type: 'message',
      conversationId: conversation(3).id,
      message: message('new-1'),
      viewerId: me,
    });
    expect(again).toBe(state);
  });

  it('my own message (another tab) moves it up without counting it unread', () => {
    const state = inboxReducer(loaded([conversation(1), conversation(2, 1)]), {
      type: 'message',
      conversationId: conversation(2).id,
      message: message('mine', { id: me, name: 'Yo' }),
      viewerId: me,
    });
    expect(ids(state)).toEqual(['2', '1']);
    expect(state.items[0]?.unread).toBe(0);
  });

  it('a conversation the list does not hold makes it stale (refetch)', () => {
    const state = inboxReducer(loaded([conversation(1)]), {
      type: 'message',
      conversationId: conversation(7).id,
      message: message('x'),
      viewerId: me,
    });
    expect(state.stale).toBe(true);
    expect(
      inboxReducer(state, { type: 'loaded', list: { items: [], total: 0, page: 1, pageSize: 20 } })
        .stale,
    ).toBe(false);
  });

  it('a read event sets the unread count', () => {
    const state = inboxReducer(loaded([conversation(1, 4)]), {
      type: 'read',
      conversationId: conversation(1).id,
      unread: 0,
    });
    expect(state.items[0]?.unread).toBe(0);
  });

  it('load more appends the next page without repeating a conversation that moved', () => {
    const first = loaded([conversation(1), conversation(2)], 4);
    expect(hasMore(first)).toBe(true);
    const state = inboxReducer(first, {
      type: 'more',
      list: {
        items: [conversation(2), conversation(3), conversation(4)],
        total: 4,
        page: 2,
        pageSize: 2,
      },
    });
    expect(ids(state)).toEqual(['1', '2', '3', '4']);
    expect(state.page).toBe(2);
    expect(hasMore(state)).toBe(false);
  });
});
