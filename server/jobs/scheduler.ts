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

/** How many jobs one process runs at once: each run holds a pooled connection (decision 0067). */
const concurrentJobs = 2;

/**
 * Runs each job on an interval. Every run is one transaction holding the job's advisory lock,
 * taken with `pg_try_advisory_xact_lock`: when several nodes share a database, one runs the job
 * and the others skip that round. Within a process at most `concurrentJobs` run at once, the
 * others wait their turn in the order they fell due, so that jobs falling due together (every
 * minute, and all of them each hour) leave most of the pool to requests; a job still running or
 * waiting when it falls due again skips that round.
 */
export function startJobs(
  db: TDatabase,
  jobs: TJob[],
  log: FastifyBaseLogger,
  // tests give their own runner
  { runOnce = runJobOnce } = {},
): () => void {
  const waiting: TJob[] = [];
  // running or waiting: a job is never queued twice
  const pending = new Set<TJob>();
  let running = 0;
  const startNext = () => {
    while (running < concurrentJobs && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      void runOnce(db, job)
        .then(
          (count) => count > 0 && log.info({ job: job.name, count }, 'job done'),
          (error: unknown) => log.error({ err: error, job: job.name }, 'job failed'),
        )
        .finally(() => {
          running -= 1;
          pending.delete(job);
          startNext();
        });
    }
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (pending.has(job)) return;
      pending.add(job);
      waiting.push(job);
      startNext();
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    timers.forEach((timer) => clearInterval(timer));
    waiting.length = 0;
  };
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
