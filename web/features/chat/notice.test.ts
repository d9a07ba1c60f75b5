import { describe, expect, it } from 'vitest';
import {
  groupNoticeKeys,
  groupNoticeTexts,
  isGroupNotice,
  renderGroupNotice,
} from '../../../shared/group-notices';
import type { TChatMessage, TConversationSummary } from '../../../shared/schemas/chat';
import { withNewMessage } from './summary';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe("a group chat's notices", () => {
  it('have a text for every key in both languages, with the same values', () => {
    for (const key of groupNoticeKeys) {
      expect(placeholders(groupNoticeTexts.en[key]), key).toEqual(
        placeholders(groupNoticeTexts.es[key]),
      );
      expect(groupNoticeTexts.es[key].length, key).toBeGreaterThan(10);
      expect(groupNoticeTexts.en[key], key).not.toBe(groupNoticeTexts.es[key]);
    }
    expect(isGroupNotice('boatRejected')).toBe(true);
    expect(isGroupNotice('somethingElse')).toBe(false);
  });

  it('render their values, and nothing for a missing one', () => {
    expect(renderGroupNotice('en', 'boatConfirmed', { boatName: 'Brisa' })).toBe(
      'Brisa is confirmed! See you on board.',
    );
    expect(renderGroupNotice('es', 'memberLeft', {})).toBe(' ha dejado el grupo.');
  });

  it('count as unread for every participant in the inbox', () => {
    const summary: TConversationSummary = {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'group',
      lastMessage: null,
      unread: 1,
      lastActivityAt: '2026-07-01T10:00:00.000Z',
      otherParty: null,
      boat: null,
      booking: null,
      group: {
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Sábado en el mar',
        date: '2026-07-18',
        status: 'requested',
      },
    };
    const notice: TChatMessage = {
      id: '00000000-0000-4000-8000-000000000003',
      seq: 4,
      message: 'Hemos enviado la solicitud de reserva de Brisa a su propietario.',
      erased: false,
      sender: null,
      notice: { key: 'boatRequested', params: { boatName: 'Brisa' } },
      clientId: null,
      createdAt: '2026-07-01T11:00:00.000Z',
    };
    const next = withNewMessage(summary, notice, '00000000-0000-4000-8000-00000000000a');
    expect(next?.unread).toBe(2);
    expect(next?.lastMessage).toMatchObject({ sender: null, notice: notice.notice });
  });
});
