// Readings of a Chromium trace (the events of `Tracing.dataCollected`, or Lighthouse's
// `artifacts.Trace.traceEvents`), shared by run.mjs and blocking-time.mjs.

const isTask = (e) => e.name === 'RunTask' && e.ph === 'X';

/** The renderer's main thread that did the most work: the page's, not the blank tab's. */
export function pageThread(events) {
  const busy = new Map();
  for (const e of events) {
    if (!isTask(e)) continue;
    const key = `${e.pid}:${e.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const busyOf = (thread) => busy.get(`${thread.pid}:${thread.tid}`) ?? 0;
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  return threads.sort((a, b) => busyOf(b) - busyOf(a))[0];
}

/**
 * The page's main-thread tasks in milliseconds: `wall`, how long they took (what Lighthouse's
 * simulation scales by its CPU slowdown), and `cpu`, how much of it the thread ran (`tdur`). On a
 * machine whose cores other processes share, `cpu` is well under `wall`: the task waited for a core.
 */
export function mainThreadTime(events) {
  const thread = pageThread(events);
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (!thread || e.pid !== thread.pid || e.tid !== thread.tid || !isTask(e)) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur ?? 0;
  }
  return { wall: wall / 1000, cpu: cpu / 1000 };
}
