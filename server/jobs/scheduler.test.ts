import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../../db/client';
import { startJobs, type TJob } from './scheduler';

const job = (name: string, everyMs: number): TJob => ({
  name,
  lockKey: 0,
  everyMs,
  run: () => Promise.resolve(0),
});

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('the job scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A runner whose runs end when the test says: which started, and how many run at once. */
  function heldRuns() {
    const started: string[] = [];
    const ends = new Map<string, () => void>();
    let running = 0;
    let most = 0;
    const runOnce = (_db: TDatabase, run: TJob) =>
      new Promise<number>((resolve) => {
        started.push(run.name);
        running += 1;
        most = Math.max(most, running);
        ends.set(run.name, () => {
          running -= 1;
          resolve(1);
        });
      });
    const end = async (name: string) => {
      ends.get(name)!();
      ends.delete(name);
      await vi.advanceTimersByTimeAsync(0);
    };
    return { runOnce, started, end, most: () => most };
  }

  it('runs at most two jobs at once, the others in the order they fell due', async () => {
    const runs = heldRuns();
    const stop = startJobs(
      {} as TDatabase,
      [job('a', 1000), job('b', 1000), job('c', 1000), job('d', 1000)],
      log,
      { runOnce: runs.runOnce },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.started).toEqual(['a', 'b']);
    await runs.end('b');
    expect(runs.started).toEqual(['a', 'b', 'c']);
    await runs.end('a');
    expect(runs.started).toEqual(['a', 'b', 'c', 'd']);
    expect(runs.most()).toBe(2);
    stop();
  });

  it('skips the round of a job still running or waiting, and runs it again once it ended', async () => {
    const runs = heldRuns();
    const stop = startJobs({} as TDatabase, [job('slow', 1000)], log, { runOnce: runs.runOnce });
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs.started).toEqual(['slow']);
    await runs.end('slow');
    await vi.advanceTimersByTimeAsync(500);
    expect(runs.started).toEqual(['slow', 'slow']);
    stop();
  });

  it('starts nothing more once stopped', async () => {
    const runs = heldRuns();
    const stop = startJobs({} as TDatabase, [job('a', 1000), job('b', 1000), job('c', 1000)], log, {
      runOnce: runs.runOnce,
    });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await runs.end('a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs.started).toEqual(['a', 'b']);
  });
});
