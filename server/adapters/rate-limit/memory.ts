import type { TRateLimitStore } from './types';

/** One node's counters in memory; old windows are swept as they expire. */
export function createMemoryRateLimitStore(now: () => number = Date.now): TRateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowSeconds) {
      const time = now();
      if (time - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInSeconds: Math.ceil((window.resetAt - time) / 1000) };
    },
    async close() {
      windows.clear();
    },
  };
}
