import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../../shared/schemas/chat';
import {
  initialThreadState,
  threadReducer,
  unreadFromOthers,
  type TThreadAction,
  type TThreadState,
} from './thread-state';

const me = '00000000-0000-4000-8000-000000000001';
const agent = '00000000-0000-4000-8000-000000000002';
const chat = '00000000-0000-4000-8000-000000000100';
const other = '00000000-0000-4000-8000-000000000200';

function message(seq: number, patch: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: `00000000-0000-4000-8000-${String(300 + seq).padStart(12, '0')}`,
    seq,
    message: `text ${seq}`,
    erased: false,
    sender: { id: agent, name: 'Lucía' },
    notice: null,
    clientId: null,
    createdAt: `2026-07-09T10:00:0${seq}.000Z`,
    ...patch,
  };
}

const run = (...actions: TThreadAction[]): TThreadState =>
  actions.reduce(threadReducer, initialThreadState);

const loaded = (...messages: TChatMessage[]): TThreadAction => ({
  type: 'loaded',
  conversationId: chat,
  // the API answers newest first
  thread: { messages: [...messages].reverse(), lastReadSeq: 1 },
});

describe('threadReducer', () => {
  it('shows the loaded messages oldest first', () => {
    const state = run(loaded(message(1), message(2)));
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(state.status).toBe('ready');
  });

  it('adds live messages of its conversation once, ignores the others', () => {
    const state = run(
      loaded(message(1)),
      { type: 'message', conversationId: chat, message: message(2) },
      { type: 'message', conversationId: chat, message: message(2) },
      { type: 'message', conversationId: other, message: message(3) },
    );
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('the first message starts the conversation', () => {
    const mine = message(1, { sender: { id: me, name: 'Marta' }, clientId: 'client-1' });
    const sending = run({ type: 'none' }, { type: 'send', clientId: 'client-1', message: 'hola' });
    expect(sending.outbox).toEqual([
      { clientId: 'client-1', message: 'hola', status: 'sending', error: null },
    ]);
    const sent = threadReducer(sending, { type: 'sent', conversationId: chat, message: mine });
    expect(sent.conversationId).toBe(chat);
    expect(sent.outbox).toEqual([]);
    expect(sent.messages).toEqual([mine]);
  });

  it('a failed send stays with its id, and a retry sends it again', () => {
    const failed = run(
      loaded(message(1)),
      { type: 'send', clientId: 'client-2', message: 'hi' },
      { type: 'send-failed', clientId: 'client-2', error: null },
    );
    expect(failed.outbox[0]).toMatchObject({ clientId: 'client-2', status: 'failed' });
    const retry = threadReducer(failed, { type: 'send', clientId: 'client-2', message: 'hi' });
    expect(retry.outbox).toHaveLength(1);
    expect(retry.outbox[0]?.status).toBe('sending');
  });

  it('the stream’s copy of my message settles the outgoing one', () => {
    const mine = message(2, { sender: { id: me, name: 'Marta' }, clientId: 'client-3' });
    const state = run(
      loaded(message(1)),
      { type: 'send', clientId: 'client-3', message: 'hello' },
      { type: 'message', conversationId: chat, message: mine },
    );
    expect(state.outbox).toEqual([]);
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('tells the newest unread seq written by someone else', () => {
    const state = run(
      loaded(message(1), message(2), message(3, { sender: { id: me, name: 'Marta' } })),
    );
    expect(unreadFromOthers(state, me)).toBe(2);
    expect(unreadFromOthers(threadReducer(state, { type: 'read', lastReadSeq: 3 }), me)).toBe(0);
  });

  it('a failed reload keeps what is shown', () => {
    const state = run(loaded(message(1)), { type: 'loading' }, { type: 'load-failed' });
    expect(state.status).toBe('ready');
    expect(run({ type: 'load-failed' }).status).toBe('error');
  });
});
