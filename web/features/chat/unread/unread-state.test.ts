import { describe, expect, it } from 'vitest';
import type { TChatMessage, TConversationSummary } from '../../../../shared/schemas/chat';
import type { TChatStreamEvent } from '../../../../shared/schemas/chat-events';
import {
  initialUnreadState,
  selectSupport,
  selectUnread,
  selectUnreadPreview,
  unreadReducer,
  type TUnreadAction,
  type TUnreadState,
} from './unread-state';

const me = '00000000-0000-4000-8000-000000000001';
const ana = '00000000-0000-4000-8000-000000000002';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function conversation(n: number, patch: Partial<TConversationSummary> = {}): TConversationSummary {
  const createdAt = `2026-07-0${n}T10:00:00.000Z`;
  return {
    id: uuid(100 + n),
    kind: 'boat',
    lastMessage: {
      id: uuid(200 + n),
      message: `hello ${n}`,
      erased: false,
      sender: { id: ana, name: 'Ana' },
      notice: null,
      createdAt,
    },
    unread: 0,
    lastActivityAt: createdAt,
    otherParty: { id: ana, name: 'Ana', pictureId: null },
    boat: null,
    booking: null,
    group: null,
    ...patch,
  };
}

function message(n: number, patch: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: uuid(300 + n),
    seq: n,
    message: `news ${n}`,
    erased: false,
    sender: { id: ana, name: 'Ana' },
    notice: null,
    clientId: null,
    createdAt: `2026-07-09T10:00:0${n}.000Z`,
    ...patch,
  };
}

const event = (conversationId: string, m: TChatMessage): TUnreadAction => ({
  type: 'event',
  meId: me,
  event: { type: 'message', conversationId, message: m },
});

function run(...actions: TUnreadAction[]): TUnreadState {
  return actions.reduce(unreadReducer, initialUnreadState);
}

const loaded = (...items: TConversationSummary[]): TUnreadState =>
  run({ type: 'load-start' }, { type: 'load-done', items });

describe('unreadReducer', () => {
  it('loads the list', () => {
    const state = loaded(conversation(1, { unread: 2 }), conversation(2));
    expect(state.status).toBe('ready');
    expect(selectUnread(state).map((c) => c.id)).toEqual([uuid(101)]);
  });

  it('a message from someone else bumps its conversation to the top, unread', () => {
    const start = loaded(conversation(2), conversation(1));
    const state = unreadReducer(start, event(uuid(101), message(1)));
    expect(state.conversations[0]).toMatchObject({
      id: uuid(101),
      unread: 1,
      lastMessage: { message: 'news 1', sender: { name: 'Ana' } },
    });
    expect(selectUnreadPreview(state)[0]?.id).toBe(uuid(101));
  });

  it('my own message (another tab) moves it up without unread', () => {
    const start = loaded(conversation(1, { unread: 3 }));
    const state = unreadReducer(
      start,
      event(uuid(101), message(1, { sender: { id: me, name: 'Me' } })),
    );
    expect(state.conversations[0]?.unread).toBe(0);
    expect(state.conversations[0]?.lastMessage?.message).toBe('news 1');
  });

  it('the same message twice (catch-up) counts once', () => {
    const start = loaded(conversation(1));
    const once = unreadReducer(start, event(uuid(101), message(1)));
    const twice = unreadReducer(once, event(uuid(101), message(1)));
    expect(twice.conversations[0]?.unread).toBe(1);
  });

  it('a read event clears the conversation', () => {
    const start = loaded(conversation(1, { unread: 4 }));
    const read: TChatStreamEvent = {
      type: 'read',
      conversationId: uuid(101),
      lastReadSeq: 9,
      unread: 0,
    };
    const state = unreadReducer(start, { type: 'event', meId: me, event: read });
    expect(selectUnread(state)).toEqual([]);
    expect(unreadReducer(start, { type: 'read', conversationId: uuid(101), unread: 0 })).toEqual(
      state,
    );
  });

  it('a message in an unknown conversation asks for a reload', () => {
    const start = loaded(conversation(1));
    const state = unreadReducer(start, event(uuid(150), message(1)));
    expect(state.stale).toBe(true);
    expect(state.conversations).toHaveLength(1);
  });

  it('replays the events of a load in flight over its answer, without counting twice', () => {
    const first = message(1);
    const second = message(2);
    const state = run(
      { type: 'load-start' },
      event(uuid(101), first),
      event(uuid(101), second),
      // the answer already has the first message (unread 1) but not the second
      {
        type: 'load-done',
        items: [
          conversation(1, {
            unread: 1,
            lastMessage: {
              id: first.id,
              message: first.message,
              erased: false,
              sender: first.sender,
              notice: null,
              createdAt: first.createdAt,
            },
          }),
        ],
      },
    );
    expect(state.conversations[0]).toMatchObject({ unread: 2, lastMessage: { id: second.id } });
    expect(state.stale).toBe(false);
  });

  it('stops reloading for conversations the list never has (support chats an admin hears)', () => {
    const reloaded = run(
      { type: 'load-start' },
      { type: 'load-done', items: [] },
      event(uuid(150), message(1)),
      { type: 'load-start' },
      event(uuid(150), message(2)),
      { type: 'load-done', items: [] },
    );
    expect(reloaded.foreign).toEqual([uuid(150)]);
    expect(unreadReducer(reloaded, event(uuid(150), message(3))).stale).toBe(false);
  });

  it('a failed first load is an error; a failed reload keeps the list', () => {
    expect(run({ type: 'load-start' }, { type: 'load-failed' }).status).toBe('error');
    const state = unreadReducer(unreadReducer(loaded(conversation(1)), { type: 'load-start' }), {
      type: 'load-failed',
    });
    expect(state.status).toBe('ready');
    expect(state.conversations).toHaveLength(1);
  });

  it('resets on logout', () => {
    expect(unreadReducer(loaded(conversation(1)), { type: 'reset' })).toEqual(initialUnreadState);
  });
});

describe('selectors', () => {
  it('preview: up to 3 unread conversations, newest message first', () => {
    const state = loaded(
      ...[1, 2, 3, 4, 5].map((n) => conversation(n, { unread: n === 3 ? 0 : 1 })),
    );
    expect(selectUnreadPreview(state).map((c) => c.id)).toEqual([uuid(105), uuid(104), uuid(102)]);
  });

  it('finds the viewer’s own support conversation', () => {
    const support = conversation(3, { kind: 'support', otherParty: null, unread: 1 });
    expect(selectSupport(loaded(conversation(1), support))?.id).toBe(support.id);
    expect(selectSupport(loaded(conversation(1)))).toBeNull();
  });
});
