import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase, TTransaction } from '../../db/client';
import { queryRows } from '../../db/client';

/**
 * What a round did: how many rows it handled, and optionally work for after the commit (mails
 * about the rows it moved, which must not go out for a round that rolled back).
 */
export type TJobResult = number | { count: number; afterCommit?: () => Promise<void> };

export type TJob = {
  name: string;
  /** distinct per job: the advisory lock that makes one node run it at a time */
  lockKey: number;
  everyMs: number;
  run: (tx: TTransaction, now: Date) => Promise<TJobResult>;
};

/**
 * Runs each job on an interval. Every run is one transaction holding the job's advisory lock,
 * taken with `pg_try_advisory_xact_lock`: when several nodes share a database, one runs the job
 * and the others skip that round.
 */
export function startJobs(db: TDatabase, jobs: TJob[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    const tick = () => {
      void runJobOnce(db, job).then(
        (count) => count > 0 && log.info({ job: job.name, count }, 'job done'),
        (error: unknown) => log.error({ err: error, job: job.name }, 'job failed'),
      );
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}

/** One run of a job; answers how many rows it handled, or -1 when another node holds it. */
export async function runJobOnce(db: TDatabase, job: TJob, now = new Date()): Promise<number> {
  const result = await db.transaction(async (tx): Promise<TJobResult> => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`,
    );
    if (!lock?.locked) return -1;
    return job.run(tx, now);
  });
  if (typeof result === 'number') return result;
  await result.afterCommit?.();
  return result.count;
}
