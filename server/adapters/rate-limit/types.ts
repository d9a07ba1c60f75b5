/** Counts hits per key in fixed windows; shared across nodes when backed by Redis. */
export type TRateLimitStore = {
  /** Adds one hit and answers how many there are in the current window and when it ends. */
  hit: (key: string, windowSeconds: number) => Promise<{ count: number; resetInSeconds: number }>;
  close: () => Promise<void>;
};
