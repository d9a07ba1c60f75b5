import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { TDatabase } from '../../../db/client';
import { mails } from '../../../db/schema';
import type { TConfig } from '../../config';
import { renderMail, type TRenderedMail } from './templates';
import type { TMailer, TSendMailInput } from './types';

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

  return {
    async send(input: TSendMailInput) {
      const mail = renderMail(input, input.locale);
      const [row] = await db
        .insert(mails)
        .values({ to: input.to, template: input.template, locale: input.locale, ...mail })
        .returning({ id: mails.id });
      if (!transport || !row) return;
      // Not awaited: the caller has its answer once the mail is safely stored.
      const delivery: Promise<void> = deliver(row.id, input.to, mail)
        .catch((error: unknown) => {
          log.error({ err: error, mailId: row.id }, 'mail delivery could not be recorded');
        })
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async idle() {
      // Loop: a delivery may finish while another send starts a new one.
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
  };
}
