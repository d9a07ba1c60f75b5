import type { TMailer } from '../services/mail/types';
import type { TJob } from './scheduler';

/**
 * Delivers the mails a node stored but did not deliver because it stopped first (a crash, a
 * deploy): outbox mails older than ten minutes, claimed with `SKIP LOCKED` and an attempt counted,
 * so each is tried by one node at a time, at most three times, ten minutes apart. Without SMTP there is nothing
 * to deliver (the outbox is the demo's mail viewer).
 */
export function createMailDeliveryJob(mailer: TMailer): TJob {
  return {
    name: 'mail-delivery',
    lockKey: 7_415_110,
    everyMs: 60_000,
    async run(tx, now) {
      const { count, deliver } = await mailer.claimStale(tx, now);
      return { count, afterCommit: async () => deliver() };
    },
  };
}
