import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUser } from '../../db/factories';
import { mails, users } from '../../db/schema';
import { createGroupChat } from '../routes/chat/group-chat-fixture';
import { postGroupNotice } from '../services/chat/group-chat';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { createChatAlertsJob } from './chat-alerts';
import { runJobOnce } from './scheduler';

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000);

describe("chat alerts in a group's chat", () => {
  let t: TTestApp;
  let job: ReturnType<typeof createChatAlertsJob>;
  beforeAll(async () => {
    t = await createTestApp();
    job = createChatAlertsJob({
      mailer: t.app.mailer,
      publicUrl: 'https://marea.test',
      log: t.app.log,
      delayMinutes: 10,
    });
  });
  afterAll(() => t.close());

  const alertsTo = (user: TUser) =>
    t.db
      .select()
      .from(mails)
      .where(and(eq(mails.to, user.email), eq(mails.template, 'chat-unread')))
      .orderBy(asc(mails.createdAt));

  it("a notice (no sender) is unread for everyone and mailed in each one's language", async () => {
    const g = await createGroupChat(t, { members: 1 });
    const [ana] = g.members;
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, ana!.user.id));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${g.chatId}/message`,
      headers: g.creator.headers,
      payload: { message: '¡Ya somos dos!' },
    });
    expect(sent.statusCode).toBe(201);
    await t.db.transaction((tx) =>
      postGroupNotice(tx, g.groupId, 'boatConfirmed', { boatName: 'Brisa' }),
    );
    await runJobOnce(t.db, job, inMinutes(11));

    // the creator wrote the first message: the notice alone is unread for them
    const [toCreator, ...moreToCreator] = await alertsTo(g.creator.user);
    expect(moreToCreator).toEqual([]);
    expect(toCreator!.subject).toBe(`Mensaje nuevo de ${g.name}`);
    expect(toCreator!.text).toContain('«¡Brisa está confirmado! Nos vemos a bordo.»');
    expect(toCreator!.text).toContain(`https://marea.test/es/settings/inbox/${g.chatId}`);

    const [toAna] = await alertsTo(ana!.user);
    expect(toAna!.subject).toBe(`2 new messages from ${g.name}`);
    expect(toAna!.text).toContain('«Brisa is confirmed! See you on board.»');
  });

  it("a member's message is mailed to the others with the writer's first name and the group", async () => {
    const g = await createGroupChat(t, { members: 2 });
    const [ana, luis] = g.members;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${g.chatId}/message`,
      headers: ana!.headers,
      payload: { message: 'Llevo la nevera' },
    });
    expect(sent.statusCode).toBe(201);
    await runJobOnce(t.db, job, inMinutes(11));
    expect(await alertsTo(ana!.user)).toEqual([]);
    for (const user of [g.creator.user, luis!.user]) {
      const [mail] = await alertsTo(user);
      expect(mail!.subject).toBe(`Mensaje nuevo de ${ana!.user.name} · ${g.name}`);
      expect(mail!.text).toContain('«Llevo la nevera»');
    }
  });
});
