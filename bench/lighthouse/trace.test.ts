import { describe, expect, it } from 'vitest';
import { mainThreadTime, pageThread } from './trace.mjs';

const thread = (pid: number, tid: number) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name: 'CrRendererMain' },
});
const task = (pid: number, tid: number, dur: number, tdur?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe("the bench's trace readings", () => {
  const events = [
    thread(1, 1),
    thread(2, 7),
    task(1, 1, 5_000, 5_000),
    // the page's renderer: two tasks that waited for a core part of the time
    task(2, 7, 120_000, 30_000),
    task(2, 7, 40_000, 38_000),
    // another thread of the page's process (a worker), not the main thread
    task(2, 8, 900_000, 900_000),
    { name: 'Layout', ph: 'X', pid: 2, tid: 7, dur: 60_000, tdur: 60_000 },
  ];

  it("pick the renderer's main thread that worked the most", () => {
    expect(pageThread(events)).toMatchObject({ pid: 2, tid: 7 });
  });

  it("sum its tasks' wall and thread times in milliseconds", () => {
    expect(mainThreadTime(events)).toEqual({ wall: 160, cpu: 68 });
  });

  it('read nothing from a trace without a main thread', () => {
    expect(mainThreadTime([task(1, 1, 5_000)])).toEqual({ wall: 0, cpu: 0 });
  });
});
