import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { queryRows, type TDatabase, type TDbOrTx } from '../../../db/client';
import { mails } from '../../../db/schema';
import type { TConfig } from '../../config';
import { renderMail, type TRenderedMail } from './templates';
import type { TMailer, TSendMailInput } from './types';

/** An outbox mail this old was not delivered by the node that stored it: another round tries. */
export const staleOutboxMs = 10 * 60_000;

export type TMailerOptions = {
  db: TDatabase;
  config: TConfig;
  log: FastifyBaseLogger;
  /** wait before the second attempt; doubles for each later one */
  retryDelayMs?: number;
  maxAttempts?: number;
};

/**
 * The app's one way to send mail. Every mail is stored in `mails` first, so it can be read at
 * /dev/mail and audited; with SMTP_URL it is then delivered in the background, so a slow or
 * broken mail server never delays or fails the request that sent it.
 */
export function createMailer(options: TMailerOptions): TMailer {
  const { db, config, log } = options;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const maxAttempts = options.maxAttempts ?? 3;
  const { smtpUrl, from } = config.mail;
  // Bounded waits (nodemailer's defaults reach 10 minutes), so a hung server cannot hold idle()
  // and shutdown for long; query parameters in SMTP_URL still override them.
  const transport = smtpUrl
    ? createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: string, to: string, mail: TRenderedMail): Promise<void> {
    if (!transport) return;
    let lastError: unknown;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        await transport.sendMail({ from, to, ...mail });
        await db
          .update(mails)
          .set({ status: 'sent', sentAt: new Date(), attempts: attempt, error: null })
          .where(eq(mails.id, id));
        return;
      } catch (error) {
        lastError = error;
        log.warn({ err: error, mailId: id, attempt }, 'mail delivery failed');
        if (attempt < maxAttempts) await sleep(retryDelayMs * 2 ** (attempt - 1));
      }
    }
    const message = lastError instanceof Error ? lastError.message : String(lastError);
    await db
      .update(mails)
      .set({ status: 'failed', attempts: maxAttempts, error: message.slice(0, 1000) })
      .where(eq(mails.id, id));
    log.error({ mailId: id, error: message }, 'mail delivery gave up');
  }

  /** Delivers a stored mail in the background (not awaited: the sender has its answer). */
  function startDelivery(id: string, to: string, mail: TRenderedMail): void {
    if (!transport) return;
    const delivery: Promise<void> = deliver(id, to, mail)
      .catch((error: unknown) => {
        log.error({ err: error, mailId: id }, 'mail delivery could not be recorded');
      })
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  async function store(target: TDbOrTx, input: TSendMailInput) {
    const mail = renderMail(input, input.locale);
    // the time of this statement, not of its transaction's start (now()): the mails one change
    // stores keep their order
    const createdAt = sql`clock_timestamp()`;
    const [row] = await target
      .insert(mails)
      .values({ to: input.to, template: input.template, locale: input.locale, createdAt, ...mail })
      .returning({ id: mails.id });
    return { id: row!.id, to: input.to, mail };
  }

  const mailer: TMailer = {
    async send(input) {
      const stored = await store(db, input);
      startDelivery(stored.id, stored.to, stored.mail);
    },
    within(tx) {
      const stored: Awaited<ReturnType<typeof store>>[] = [];
      return {
        mailer: {
          ...mailer,
          async send(input) {
            stored.push(await store(tx, input));
          },
        },
        afterCommit() {
          for (const { id, to, mail } of stored.splice(0)) startDelivery(id, to, mail);
        },
      };
    },
    async claimStale(tx, now) {
      if (!transport) return { count: 0, deliver: () => {} };
      // left in the outbox by a node that stopped before delivering (a crash, a deploy); each
      // claim counts an attempt and puts the next one another ten minutes later
      const rows = await queryRows<{ id: string; to: string } & TRenderedMail>(
        tx,
        sql`update ${mails} set attempts = ${mails.attempts} + 1
            where ${mails.id} in (
              select ${mails.id} from ${mails}
              where ${mails.status} = 'outbox' and ${mails.attempts} < ${maxAttempts}
                and ${mails.createdAt} < ${now}::timestamptz
                  - (${mails.attempts} + 1) * ${`${staleOutboxMs} milliseconds`}::interval
              order by ${mails.createdAt} limit 50 for update skip locked)
            returning ${mails.id} as id, ${mails.to} as "to", ${mails.subject} as subject,
              ${mails.text} as text, ${mails.html} as html`,
      );
      return {
        count: rows.length,
        deliver: () => {
          for (const { id, to, ...mail } of rows) startDelivery(id, to, mail);
        },
      };
    },
    async idle() {
      // Loop: a delivery may finish while another send starts a new one.
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
  };
  return mailer;
}
