import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../../shared/schemas/chat';
import {
  emptyThread,
  hasUnreadShown,
  lastSeqOf,
  mergeMessages,
  threadReducer,
  type TThreadAction,
  type TThreadState,
} from './thread-state';

const me = { id: '00000000-0000-4000-8000-00000000000a', name: 'Lucía' };
const owner = { id: '00000000-0000-4000-8000-00000000000b', name: 'Marc' };

function message(seq: number, extra: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    message: `mensaje ${seq}`,
    erased: false,
    sender: owner,
    notice: null,
    clientId: null,
    createdAt: new Date(Date.UTC(2026, 6, 1, 10, seq)).toISOString(),
    ...extra,
  };
}

const run = (actions: TThreadAction[], from: TThreadState = emptyThread) =>
  actions.reduce(threadReducer, from);

const seqs = (state: TThreadState) => state.messages.map((m) => m.seq);

describe('thread state', () => {
  it('keeps messages ascending by seq, whatever order the pages come in (newest first)', () => {
    const state = run([
      { type: 'loaded', messages: [message(5), message(4)], nextBefore: 4, lastReadSeq: 3 },
      { type: 'older', messages: [message(3), message(2), message(1)], nextBefore: null },
    ]);
    expect(seqs(state)).toEqual([1, 2, 3, 4, 5]);
    expect(state.nextBefore).toBeNull();
    expect(lastSeqOf(state)).toBe(5);
    expect(hasUnreadShown(state)).toBe(true);
  });

  it('dedupes by message id: the stream and a catch-up may deliver the same message', () => {
    const state = run([
      { type: 'loaded', messages: [message(1)], nextBefore: null, lastReadSeq: 1 },
      { type: 'received', messages: [message(2)] },
      { type: 'received', messages: [message(3), message(2)] },
      { type: 'received', messages: [message(2)] },
    ]);
    expect(seqs(state)).toEqual([1, 2, 3]);
  });

  it('an own message: pending, then confirmed once, whether the answer or the stream comes first', () => {
    const mine = message(2, { sender: me, clientId: 'client-id-1', message: 'hola' });
    const sending: TThreadAction = {
      type: 'sending',
      clientId: 'client-id-1',
      message: 'hola',
      createdAt: mine.createdAt,
    };
    const loaded: TThreadAction = {
      type: 'loaded',
      messages: [message(1)],
      nextBefore: null,
      lastReadSeq: 1,
    };
    const pending = run([loaded, sending]);
    expect(pending.outgoing).toEqual([expect.objectContaining({ status: 'pending' })]);
    // the stream first, then the POST's answer
    const streamFirst = run(
      [
        { type: 'received', messages: [mine] },
        { type: 'sent', clientId: 'client-id-1', message: mine },
      ],
      pending,
    );
    // the answer first, then the stream
    const answerFirst = run(
      [
        { type: 'sent', clientId: 'client-id-1', message: mine },
        { type: 'received', messages: [mine] },
      ],
      pending,
    );
    for (const state of [streamFirst, answerFirst]) {
      expect(seqs(state)).toEqual([1, 2]);
      expect(state.outgoing).toEqual([]);
      // sending moved the own read pointer
      expect(state.lastReadSeq).toBe(2);
    }
  });

  it('a failed send stays with its text and clientId; the retry reuses them', () => {
    const state = run([
      { type: 'sending', clientId: 'client-id-2', message: 'hola', createdAt: 'x' },
      { type: 'failed', clientId: 'client-id-2' },
    ]);
    expect(state.outgoing).toEqual([
      { clientId: 'client-id-2', message: 'hola', createdAt: 'x', status: 'failed' },
    ]);
    const retried = threadReducer(state, {
      type: 'sending',
      clientId: 'client-id-2',
      message: 'hola',
      createdAt: 'y',
    });
    expect(retried.outgoing).toEqual([
      { clientId: 'client-id-2', message: 'hola', createdAt: 'x', status: 'pending' },
    ]);
  });

  it('a refused message leaves the thread (its text goes back to the composer)', () => {
    const state = run([
      { type: 'sending', clientId: 'client-id-4', message: 'mi tel 600', createdAt: 'x' },
      { type: 'discarded', clientId: 'client-id-4' },
    ]);
    expect(state.outgoing).toEqual([]);
  });

  it('a refetch keeps what arrived after its page and the sends still on their way', () => {
    const state = run([
      { type: 'loaded', messages: [message(2), message(1)], nextBefore: null, lastReadSeq: 2 },
      { type: 'received', messages: [message(3)] },
      { type: 'sending', clientId: 'client-id-3', message: 'otra', createdAt: 'x' },
      // the refetch was answered before message 3 was stored
      { type: 'loaded', messages: [message(2), message(1)], nextBefore: null, lastReadSeq: 2 },
    ]);
    expect(seqs(state)).toEqual([1, 2, 3]);
    expect(state.outgoing.map((o) => o.clientId)).toEqual(['client-id-3']);
  });

  it('the read pointer only moves forward', () => {
    const state = run([
      { type: 'loaded', messages: [message(3)], nextBefore: 3, lastReadSeq: 1 },
      { type: 'read', lastReadSeq: 3 },
      { type: 'read', lastReadSeq: 2 },
    ]);
    expect(state.lastReadSeq).toBe(3);
    expect(hasUnreadShown(state)).toBe(false);
  });

  it('merge leaves the list alone when nothing comes in', () => {
    const list = [message(1)];
    expect(mergeMessages(list, [])).toBe(list);
  });
});
