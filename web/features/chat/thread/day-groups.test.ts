import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '../../../../shared/schemas/chat';
import { groupByDay } from './day-groups';

const at = (day: number, hour: number) => new Date(2026, 6, day, hour).toISOString();

function message(seq: number, createdAt: string): TChatMessage {
  return {
    id: `id-${seq}`,
    seq,
    message: 'hola',
    erased: false,
    sender: { id: 's', name: 'Ana' },
    notice: null,
    clientId: null,
    createdAt,
  };
}

describe('groupByDay', () => {
  it('groups consecutive messages by calendar day, the ones being sent last', () => {
    const groups = groupByDay(
      [message(1, at(1, 9)), message(2, at(1, 23)), message(3, at(2, 8))],
      [{ clientId: 'c1', message: 'otra', createdAt: at(2, 9), status: 'pending' }],
    );
    expect(groups.map((g) => g.bubbles.map((b) => b.key))).toEqual([
      ['id-1', 'id-2'],
      ['id-3', 'c1'],
    ]);
  });

  it('no messages, no groups', () => {
    expect(groupByDay([], [])).toEqual([]);
  });
});
