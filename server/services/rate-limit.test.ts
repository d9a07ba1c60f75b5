import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../adapters/rate-limit/memory';
import { createRedisRateLimitStore } from '../adapters/rate-limit/redis';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('lets max hits through per window, then answers 429 with Retry-After', async () => {
    let clock = 0;
    const limiter = createRateLimiter({ store: createMemoryRateLimitStore(() => clock) });
    const limit = { max: 2, windowSeconds: 60 };
    await limiter.consume(['login:a', limit]);
    await limiter.consume(['login:a', limit]);
    await expect(limiter.consume(['login:a', limit])).rejects.toMatchObject({
      code: 'AA00007',
      status: 429,
      retryAfterSeconds: 60,
    });
    await limiter.consume(['login:b', limit]);
    clock = 60_000;
    await limiter.consume(['login:a', limit]);
  });

  it('multiplies every limit by the configured factor', async () => {
    const limiter = createRateLimiter({ store: createMemoryRateLimitStore(), factor: 3 });
    const limit = { max: 1, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await limiter.consume(['login:f', limit]);
    await expect(limiter.consume(['login:f', limit])).rejects.toMatchObject({ status: 429 });
  });

  it('checks every key given: the account and the IP', async () => {
    const limiter = createRateLimiter({ store: createMemoryRateLimitStore() });
    await limiter.consume(
      ['ip:1', { max: 1, windowSeconds: 60 }],
      ['acct:x', { max: 5, windowSeconds: 60 }],
    );
    await expect(
      limiter.consume(
        ['ip:1', { max: 1, windowSeconds: 60 }],
        ['acct:y', { max: 5, windowSeconds: 60 }],
      ),
    ).rejects.toMatchObject({ status: 429 });
  });

  describe('on Redis (shared by nodes)', () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const stores = [createRedisRateLimitStore(url), createRedisRateLimitStore(url)];
    afterAll(() => Promise.all(stores.map((s) => s.close())));

    it('counts hits from two nodes together', async () => {
      const key = `test:${Date.now()}:${Math.random()}`;
      const [a, b] = stores.map((store) => createRateLimiter({ store }));
      const limit = { max: 3, windowSeconds: 30 };
      await a!.consume([key, limit]);
      await b!.consume([key, limit]);
      await a!.consume([key, limit]);
      await expect(b!.consume([key, limit])).rejects.toMatchObject({ code: 'AA00007' });
    });
  });
});
