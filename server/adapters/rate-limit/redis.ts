import { Redis } from 'ioredis';
import type { TRateLimitStore } from './types';

/** Counters in Redis (INCR + EXPIRE in one round trip), shared by every app node. */
export function createRedisRateLimitStore(url: string): TRateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowSeconds) {
      const redisKey = `marea:rl:${key}`;
      const result = await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds, 'NX')
        .ttl(redisKey)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async close() {
      await redis.quit();
    },
  };
}
