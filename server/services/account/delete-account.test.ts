import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import type { TChatList, TChatThread } from '../../../shared/schemas/chat';
import { chatCalls } from '../../routes/chat/chat-fixture';
import type { THeaders } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('account deletion and messages', () => {
  let t: TTestApp;
  let chat: ReturnType<typeof chatCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    chat = chatCalls(t);
  });
  afterAll(() => t.close());

  const send = async (headers: THeaders, id: string, message: string) => {
    const response = await chat.send(headers, id, { message });
    expect(response.statusCode, response.body).toBe(201);
  };
  const deleteAccount = (headers: THeaders) =>
    // the test client has no password (as with Google or Facebook accounts)
    t.app.inject({ method: 'DELETE', url: '/api/user', headers, payload: {} });

  it("erases the texts the user wrote; the other party's thread keeps its seqs", async () => {
    const { id, ownerHeaders, client } = await chat.boatConversation('Hola, soy Lucía Marín');
    await send(ownerHeaders, id, 'Hola Lucía, ¿qué fechas?');
    await send(client.headers, id, 'Del 3 al 5 de agosto');
    const deleted = await deleteAccount(client.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const rows = await t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, id))
      .orderBy(asc(messages.seq));
    expect(rows.map((row) => [row.seq, row.body, row.erasedAt !== null])).toEqual([
      [1, '', true],
      [2, 'Hola Lucía, ¿qué fechas?', false],
      [3, '', true],
    ]);

    const response = await chat.thread(ownerHeaders, id);
    expect(response.statusCode, response.body).toBe(200);
    const thread = response.json<TChatThread>();
    expect(thread.messages.map((m) => [m.seq, m.message, m.erased])).toEqual([
      [3, '', true],
      [2, 'Hola Lucía, ¿qué fechas?', false],
      [1, '', true],
    ]);
    // the deleted user's name is gone from the thread and the header
    const theirs = thread.messages.filter((m) => m.sender?.id === client.user.id);
    expect(theirs.map((m) => m.sender?.name)).toEqual(['', '']);
    expect(thread.conversation.otherParty?.name).toBe('');
    expect(thread.conversation.lastMessage).toMatchObject({ message: '', erased: true });
    expect(response.body).not.toContain('Lucía Marín');
    expect(response.body).not.toContain('agosto');
  });

  it('the inbox and its search work with erased messages', async () => {
    const { id, owner, ownerHeaders, client } = await chat.boatConversation('Busco velero grande');
    expect((await deleteAccount(client.headers)).statusCode).toBe(200);

    const found = await chat.list(ownerHeaders, '?q=velero');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ total: number }>().total).toBe(0);
    const inbox = await chat.list(ownerHeaders);
    expect(inbox.statusCode, inbox.body).toBe(200);
    const item = inbox.json<TChatList>().items.find((c) => c.id === id);
    expect(item?.lastMessage).toMatchObject({ message: '', erased: true });

    // the owner may still answer (nothing to guard in an erased text) and it reads as live
    await send(ownerHeaders, id, 'Vaya, una pena');
    const thread = (await chat.thread(ownerHeaders, id)).json<TChatThread>();
    expect(thread.messages.map((m) => [m.seq, m.erased, m.sender?.id])).toEqual([
      [2, false, owner.id],
      [1, true, client.user.id],
    ]);
  });

  it('the database keeps erased and live messages apart', async () => {
    const { id, client } = await chat.boatConversation('Hola');
    const insert = (body: string, erasedAt: Date | null) =>
      t.db
        .insert(messages)
        .values({ conversationId: id, seq: 50, senderId: client.user.id, body, erasedAt });
    const refused = { cause: expect.objectContaining({ constraint: 'messages_body_length' }) };
    await expect(insert('', null)).rejects.toMatchObject(refused);
    await expect(insert('texto', new Date())).rejects.toMatchObject(refused);
    await expect(insert('', new Date())).resolves.toBeDefined();
  });
});
