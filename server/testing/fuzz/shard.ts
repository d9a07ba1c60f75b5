import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test-app';
import { createFuzzReport } from './report';
import { apiRoutes, fuzzRoute, fuzzSettings } from './run';
import { createFuzzWorld, isWorldIntact, type TFuzzWorld } from './world';

/**
 * One fuzz test file: its share of the API routes (`shard` of `of`), each fuzzed in turn, and the
 * counts printed at the end. Rate limits are raised so a 429 does not end the exploration early.
 */
export function describeFuzzShard(shard: number, of: number): void {
  const label = `${shard + 1}/${of}`;
  describe(`fuzz ${label}: generated malformed requests to every /api route`, () => {
    let t: TTestApp;
    let world: TFuzzWorld;
    const report = createFuzzReport();
    beforeAll(async () => {
      t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
      world = await createFuzzWorld(t.app);
    }, 180_000);
    afterAll(async () => {
      console.log(report.format(`${label} (seed ${fuzzSettings.seed})`));
      await t?.close();
    });

    it('answers 4xx in the error shape, or 2xx/3xx, and never 5xx', async () => {
      const routes = apiRoutes(t.app, shard, of);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        await fuzzRoute(t.app, route, world, report);
        if (!(await isWorldIntact(t.app, world))) world = await createFuzzWorld(t.app);
      }
      expect(report.totals().routes).toBe(routes.length);
    }, 600_000);
  });
}
