import { createMemoryRateLimitStore } from '../adapters/rate-limit/memory';
import { createRedisRateLimitStore } from '../adapters/rate-limit/redis';
import type { TRateLimitStore } from '../adapters/rate-limit/types';
import { appError } from '../errors';

export type TLimit = { max: number; windowSeconds: number };

/** The limits of PRODUCT.md §6: login, recovery and sign-up, per account and per IP. */
export const limits = {
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 50, windowSeconds: 15 * 60 },
  recoveryPerAccount: { max: 3, windowSeconds: 60 * 60 },
  recoveryPerIp: { max: 20, windowSeconds: 60 * 60 },
  signupPerIp: { max: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, TLimit>;

export type TRateLimiter = {
  /** Counts a hit for each key; throws 429 (AA00007) with the seconds to wait when any is over. */
  consume: (...checks: [key: string, limit: TLimit][]) => Promise<void>;
  close: () => Promise<void>;
};

export function createRateLimiter(options: {
  redisUrl?: string;
  store?: TRateLimitStore;
  /** multiplies every limit's `max` (RATE_LIMIT_FACTOR; 1 in production) */
  factor?: number;
}): TRateLimiter {
  const factor = options.factor ?? 1;
  const store =
    options.store ??
    (options.redisUrl ? createRedisRateLimitStore(options.redisUrl) : createMemoryRateLimitStore());
  return {
    async consume(...checks) {
      const results = await Promise.all(
        checks.map(([key, limit]) =>
          store.hit(key, limit.windowSeconds).then((r) => ({ ...r, limit })),
        ),
      );
      const over = results.filter((r) => r.count > r.limit.max * factor);
      if (over.length > 0) {
        const error = appError('AA00007');
        error.retryAfterSeconds = Math.max(...over.map((r) => r.resetInSeconds));
        throw error;
      }
    },
    close: () => store.close(),
  };
}
