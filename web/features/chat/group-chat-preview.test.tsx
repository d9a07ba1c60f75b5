import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '../../i18n/translation';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TLang } from '../../../shared/i18n';
import type { TConversationSummary, TPublicChatMessage } from '../../../shared/schemas/chat';
import { createI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import { GroupChatPreview } from './group-chat-preview';
import { ConversationRow } from './inbox/conversation-row';
import { ContextCard } from './thread/context-card';

const chatId = '00000000-0000-4000-8000-000000000001';
const groupId = '00000000-0000-4000-8000-000000000002';

function render(lang: TLang, element: ReactNode) {
  const html = renderToString(
    <TranslationProvider i18n={createI18n(lang, lang === 'es' ? es : en)}>
      <MemoryRouter initialEntries={[`/${lang}/groups/${groupId}`]}>
        <Routes>
          <Route path="/:lang/groups/:id" element={element} />
        </Routes>
      </MemoryRouter>
    </TranslationProvider>,
  );
  return html
    .replace(/<[^>]*href="([^"]*)"[^>]*>/g, ' {$1} ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const messages: TPublicChatMessage[] = [
  {
    id: '00000000-0000-4000-8000-000000000011',
    seq: 1,
    body: '¿Quién trae la comida?',
    erased: false,
    createdAt: '2026-07-01T10:05:00.000Z',
    sender: { firstName: 'Ana' },
    notice: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000012',
    seq: 2,
    body: '',
    erased: true,
    createdAt: '2026-07-01T10:06:00.000Z',
    sender: { firstName: '' },
    notice: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000013',
    seq: 3,
    body: 'Hemos enviado la solicitud de reserva de Brisa a su propietario.',
    erased: false,
    createdAt: '2026-07-01T11:00:00.000Z',
    sender: null,
    notice: { key: 'boatRequested', params: { boatName: 'Brisa' } },
  },
];

describe("a group's chat on the web", () => {
  it('previews the last messages, notices in the reader language, and the way in for members', () => {
    const member = render(
      'en',
      <GroupChatPreview chatId={chatId} messages={messages} isMember lang="en" />,
    );
    expect(member).toContain('Group chat');
    expect(member).toContain('Ana 1 Jul, 12:05 ¿Quién trae la comida?');
    expect(member).toContain('Message deleted');
    expect(member).toContain("We've sent the booking request for Brisa to its owner.");
    expect(member).toContain(`{/en/settings/inbox/${chatId}} Open the group chat`);

    const visitor = render(
      'es',
      <GroupChatPreview chatId={chatId} messages={[]} isMember={false} lang="es" />,
    );
    expect(visitor).toContain('Todavía no hay mensajes.');
    expect(visitor).toContain('Solo los miembros del grupo pueden escribir aquí.');
    expect(visitor).not.toContain('/settings/inbox/');
  });

  it("names the conversation after the group, shows its day and links to the group's page", () => {
    const group = {
      id: groupId,
      name: 'Sábado en el mar',
      date: '2026-07-18',
      status: 'open',
    } as const;
    const summary: TConversationSummary = {
      id: chatId,
      kind: 'group',
      lastMessage: {
        id: messages[2]!.id,
        message: messages[2]!.body,
        erased: false,
        sender: null,
        notice: messages[2]!.notice,
        createdAt: messages[2]!.createdAt,
      },
      unread: 1,
      lastActivityAt: messages[2]!.createdAt,
      otherParty: null,
      boat: null,
      booking: null,
      group,
    };
    const row = render(
      'en',
      <ConversationRow
        conversation={summary}
        to="/en/settings/inbox/x"
        viewerId={null}
        now={new Date('2026-07-01T12:00:00Z')}
      />,
    );
    expect(row).toContain('Sábado en el mar');
    expect(row).toContain('Sat 18 Jul Open');
    expect(row).toContain("We've sent the booking request for Brisa to its owner.");
    expect(row).not.toContain('Marea support');

    const card = render('es', <ContextCard context={{ ...summary, otherParty: null }} />);
    expect(card).toContain('Grupo para compartir barco');
    expect(card).toContain(`{/es/groups/${groupId}}`);
    expect(card).toContain('Ver el grupo');
  });
});
