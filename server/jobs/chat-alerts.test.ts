import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUser } from '../../db/factories';
import { conversationParticipants, mails, users } from '../../db/schema';
import { chatCalls } from '../routes/chat/chat-fixture';
import type { THeaders } from '../testing/booking';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { createChatAlertsJob } from './chat-alerts';
import { runJobOnce, type TJobResult } from './scheduler';

const minute = 60_000;
/** the job's clock, `n` minutes from the real one (messages are stamped by the database's clock) */
const inMinutes = (n: number) => new Date(Date.now() + n * minute);

describe('chat alerts job', () => {
  let t: TTestApp;
  let chat: ReturnType<typeof chatCalls>;
  let job: ReturnType<typeof createChatAlertsJob>;
  beforeAll(async () => {
    t = await createTestApp();
    chat = chatCalls(t);
    job = createChatAlertsJob({
      mailer: t.app.mailer,
      publicUrl: 'https://marea.test/',
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
  const run = (at: Date) => runJobOnce(t.db, job, at);
  const send = async (headers: THeaders, id: string, message: string) => {
    const response = await chat.send(headers, id, { message });
    expect(response.statusCode, response.body).toBe(201);
  };
  const read = async (headers: THeaders, id: string) => {
    const response = await chat.read(headers, id);
    expect(response.statusCode, response.body).toBe(200);
  };
  const setUser = (user: TUser, values: Partial<typeof users.$inferInsert>) =>
    t.db.update(users).set(values).where(eq(users.id, user.id));

  it('mails the other party once a message has waited 10 minutes, never the writer', async () => {
    const { id, owner, client } = await chat.boatConversation('¿Está libre el 12 de julio?');
    await run(inMinutes(9));
    expect(await alertsTo(owner)).toHaveLength(0);
    await run(inMinutes(11));
    const [mail, ...more] = await alertsTo(owner);
    expect(more).toHaveLength(0);
    expect(mail!.locale).toBe('es');
    expect(mail!.subject).toBe(`Mensaje nuevo de ${client.user.name}`);
    expect(mail!.text).toContain('«¿Está libre el 12 de julio?»');
    expect(mail!.text).toContain(`https://marea.test/es/settings/inbox/${id}`);
    expect(mail!.html).toContain(`href="https://marea.test/es/settings/inbox/${id}"`);
    // the client wrote it: nothing for them, however long it waits
    await run(inMinutes(60));
    expect(await alertsTo(client.user)).toHaveLength(0);
  });

  it('sends one mail per quiet period: another only after a read and a new wait', async () => {
    const { id, owner, ownerHeaders, client } = await chat.boatConversation('Primera pregunta');
    await send(client.headers, id, 'Segunda pregunta');
    await run(inMinutes(11));
    const [first] = await alertsTo(owner);
    expect(first!.subject).toBe(`2 mensajes nuevos de ${client.user.name}`);
    expect(first!.text).toContain('«Segunda pregunta»');

    // more messages in the same quiet period: no second mail
    await send(client.headers, id, 'Tercera pregunta');
    await run(inMinutes(30));
    expect(await alertsTo(owner)).toHaveLength(1);

    // the owner reads; a new message waits its 10 minutes again
    await read(ownerHeaders, id);
    await send(client.headers, id, 'Cuarta pregunta');
    await run(inMinutes(5));
    expect(await alertsTo(owner)).toHaveLength(1);
    await run(inMinutes(11));
    const alerts = await alertsTo(owner);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]!.subject).toBe(`Mensaje nuevo de ${client.user.name}`);
    expect(alerts[1]!.text).toContain('«Cuarta pregunta»');
  });

  it('reading within the 10 minutes sends nothing; answering is reading', async () => {
    const { id, owner, ownerHeaders, client } = await chat.boatConversation('¿Hay fondeo?');
    await read(ownerHeaders, id);
    await run(inMinutes(11));
    expect(await alertsTo(owner)).toHaveLength(0);
    // the owner answers without an explicit read: the client is alerted, the owner is not
    await send(client.headers, id, '¿Y el puerto?');
    await send(ownerHeaders, id, 'Sí, en la bahía.');
    await run(inMinutes(11));
    expect(await alertsTo(owner)).toHaveLength(0);
    const [mail] = await alertsTo(client.user);
    expect(mail!.text).toContain('«Sí, en la bahía.»');
  });

  it('sends nothing with mail alerts off, and alerts once they are on again', async () => {
    const { id, owner, client } = await chat.boatConversation('Hola');
    await setUser(owner, { mailAlerts: false });
    await run(inMinutes(11));
    expect(await alertsTo(owner)).toHaveLength(0);
    // looked at and left: it is out of the job's index until the conversation moves again
    const [row] = await t.db
      .select()
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, id),
          eq(conversationParticipants.userId, owner.id),
        ),
      );
    expect(row!.alertCheckedAt?.getTime()).toBe(row!.activityAt.getTime());
    expect(row!.alertedSeq).toBe(0);

    await setUser(owner, { mailAlerts: true });
    await send(client.headers, id, '¿Sigue en pie?');
    await run(inMinutes(11));
    expect(await alertsTo(owner)).toHaveLength(1);
  });

  it('writes in the recipient’s language, with the link to their language’s inbox', async () => {
    const { id, owner, client } = await chat.boatConversation('Is it free in July?');
    await setUser(owner, { locale: 'en' });
    await run(inMinutes(11));
    const [mail] = await alertsTo(owner);
    expect(mail!.locale).toBe('en');
    expect(mail!.subject).toBe(`New message from ${client.user.name}`);
    expect(mail!.text).toContain(`Hi ${owner.name},`);
    expect(mail!.text).toContain(`https://marea.test/en/settings/inbox/${id}`);
  });

  it('support: the user is alerted when support answers; admins are not mailed', async () => {
    const user = await chat.stranger();
    const admin = await chat.stranger('admin');
    const started = await chat.start(user.headers, { support: true, message: 'No puedo pagar' });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json<{ id: string }>();
    await send(admin.headers, id, 'Te ayudo: ¿qué tarjeta usas?');
    await send(user.headers, id, 'Una Visa');
    // the user read by answering; the admin joined by answering and has one unread
    await run(inMinutes(11));
    expect(await alertsTo(admin.user)).toHaveLength(0);
    expect(await alertsTo(user.user)).toHaveLength(0);

    await send(admin.headers, id, 'Prueba otra vez, ya está arreglado.');
    await run(inMinutes(11));
    const [mail] = await alertsTo(user.user);
    expect(mail!.subject).toBe(`Mensaje nuevo de ${admin.user.name}, del equipo de Marea`);
    expect(await alertsTo(admin.user)).toHaveLength(0);
  });

  it('a cancelled account is never alerted', async () => {
    const { owner } = await chat.boatConversation('Hola');
    await setUser(owner, { deletedAt: new Date() });
    await run(inMinutes(11));
    expect(await alertsTo(owner)).toHaveLength(0);
  });

  it('two rounds at once send one mail', async () => {
    const { owner } = await chat.boatConversation('¿Dos avisos?');
    const at = inMinutes(11);
    const counts = await Promise.all([run(at), run(at)]);
    expect(counts.filter((count) => count > 0)).toHaveLength(1);
    expect(await alertsTo(owner)).toHaveLength(1);
  });

  it('without the advisory lock, SKIP LOCKED still claims each participant once', async () => {
    const { owner } = await chat.boatConversation('¿Y sin el cerrojo?');
    const at = inMinutes(11);
    const finish = async (result: TJobResult) => {
      if (typeof result === 'number') return result;
      await result.afterCommit?.();
      return result.count;
    };
    if (t.database.kind === 'postgres') {
      // the first round holds its claim open while a second one runs on another connection
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimed!: () => void;
      const claiming = new Promise<void>((resolve) => (claimed = resolve));
      const first = t.db.transaction(async (tx) => {
        const result = await job.run(tx, at);
        claimed();
        await held;
        return result;
      });
      await claiming;
      const second = await finish(await t.db.transaction((tx) => job.run(tx, at)));
      release();
      expect(second).toBe(0);
      expect(await finish(await first)).toBeGreaterThan(0);
    } else {
      // PGlite has one connection: the rounds run one after the other
      const counts = await Promise.all(
        [1, 2].map(async () => finish(await t.db.transaction((tx) => job.run(tx, at)))),
      );
      expect(counts.filter((count) => count > 0)).toHaveLength(1);
    }
    expect(await alertsTo(owner)).toHaveLength(1);
  });

  it('finds its work through the partial index (its predicate matches the claim)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // a test table is tiny: forbid the sequential scan to see whether the index can serve
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select 1 from conversation_participants p
            where p.activity_at is distinct from p.alert_checked_at and p.role <> 'support'
            order by p.activity_at limit 500`,
      );
    });
    expect(JSON.stringify(plan)).toContain('conversation_participants_alert_idx');
  });
});
