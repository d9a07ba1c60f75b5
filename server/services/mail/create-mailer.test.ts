import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../../db/client';
import { mails } from '../../../db/schema';
import { loadConfig } from '../../config';
import { openTestDatabase } from '../../testing/test-app';
import { createMailer } from './create-mailer';
import type { TSendMailInput } from './types';

const log = Fastify({ logger: false }).log;
const link = 'https://marea.boats/en/account/verify?token=abc123';

function verifyMail(to: string): TSendMailInput {
  return { to, locale: 'en', template: 'verify-email', data: { name: 'Ana', link } };
}

/** Quoted-printable soft breaks and escapes undone, enough to search the body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function findMail(database: TDatabaseHandle, to: string) {
  const [row] = await database.db.select().from(mails).where(eq(mails.to, to));
  return row;
}

describe('createMailer', () => {
  let database: TDatabaseHandle;
  let drop: () => Promise<void>;
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  let smtpPort: number;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
    await drop();
  });

  it('without SMTP, stores the rendered mail in the outbox', async () => {
    const mailer = createMailer({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }), log });
    await mailer.send(verifyMail('outbox@example.com'));
    await mailer.idle();
    const row = await findMail(database, 'outbox@example.com');
    expect(row).toMatchObject({
      status: 'outbox',
      attempts: 0,
      template: 'verify-email',
      locale: 'en',
      subject: 'Confirm your email for Marea',
      sentAt: null,
    });
    expect(row?.text).toContain(link);
    expect(row?.html).toContain(link);
  });

  it('delivers through SMTP in the background and marks the mail sent', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const mailer = createMailer({ db: database.db, config, log, retryDelayMs: 10 });
    await mailer.send(verifyMail('sent@example.com'));
    await mailer.idle();
    expect(received).toHaveLength(1);
    const message = decodeQuotedPrintable(received[0]!);
    expect(message).toMatch(/^To: sent@example\.com\r?$/m);
    expect(message).toMatch(/^Subject: Confirm your email for Marea\r?$/m);
    expect(message).toMatch(/^From: Marea <hola@marea\.boats>\r?$/m);
    expect(message).toContain(link);
    const row = await findMail(database, 'sent@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('gives up after three attempts when SMTP is down, without failing the sender', async () => {
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${port}` });
    // 50 + 100 ms of backoff: room to see the mail still in the outbox while delivery retries.
    const mailer = createMailer({ db: database.db, config, log, retryDelayMs: 50 });
    await expect(mailer.send(verifyMail('down@example.com'))).resolves.toBeUndefined();
    expect((await findMail(database, 'down@example.com'))?.status).toBe('outbox');
    await mailer.idle();
    const row = await findMail(database, 'down@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row?.error).toBeTruthy();
  });

  it('within a transaction: stored with it, gone with a rollback, delivered after the commit', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const mailer = createMailer({ db: database.db, config, log, retryDelayMs: 10 });
    const before = received.length;
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.within(tx).mailer.send(verifyMail('rolled-back@example.com'));
        throw new Error('the round failed');
      }),
    ).rejects.toThrow('the round failed');
    expect(await findMail(database, 'rolled-back@example.com')).toBeUndefined();
    const staged = await database.db.transaction(async (tx) => {
      const within = mailer.within(tx);
      await within.mailer.send(verifyMail('committed@example.com'));
      return within;
    });
    await mailer.idle();
    expect(received.length).toBe(before);
    expect((await findMail(database, 'committed@example.com'))?.status).toBe('outbox');
    staged.afterCommit();
    await mailer.idle();
    expect(received.length).toBe(before + 1);
    expect((await findMail(database, 'committed@example.com'))?.status).toBe('sent');
  });

  it('delivers outbox mails a stopped node left behind, once, and only with SMTP', async () => {
    const now = new Date();
    const stored = (to: string, minutesAgo: number) =>
      database.db.insert(mails).values({
        to,
        subject: 'Left behind',
        text: 'text',
        html: '<p>html</p>',
        template: 'verify-email',
        locale: 'en',
        createdAt: new Date(now.getTime() - minutesAgo * 60_000),
      });
    await stored('stale@example.com', 11);
    await stored('fresh@example.com', 1);
    const withoutSmtp = createMailer({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test' }),
      log,
    });
    expect((await database.db.transaction((tx) => withoutSmtp.claimStale(tx, now))).count).toBe(0);
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const mailer = createMailer({ db: database.db, config, log, retryDelayMs: 10 });
    const claim = () => database.db.transaction((tx) => mailer.claimStale(tx, now));
    const [first, second] = await Promise.all([claim(), claim()]);
    expect(first!.count + second!.count).toBe(1);
    first!.deliver();
    second!.deliver();
    await mailer.idle();
    expect(await findMail(database, 'stale@example.com')).toMatchObject({ status: 'sent' });
    expect(await findMail(database, 'fresh@example.com')).toMatchObject({ status: 'outbox' });
    expect(received.filter((m) => /^To: stale@example\.com\r?$/m.test(m))).toHaveLength(1);
    expect((await claim()).count).toBe(0);
  });

  it('rejects when the mail cannot be stored', async () => {
    const { database: closed, drop: dropClosed } = await openTestDatabase();
    await closed.close();
    const mailer = createMailer({ db: closed.db, config: loadConfig({ NODE_ENV: 'test' }), log });
    await expect(mailer.send(verifyMail('lost@example.com'))).rejects.toThrow();
    await dropClosed();
  });
});
