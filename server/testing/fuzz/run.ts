import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { TRouteEntry } from '../../plugins/route-table';
import { caseArbitrary } from './cases';
import type { TFuzzReport } from './report';
import { problemOf, sendCase } from './send';
import type { TFuzzWorld } from './world';

/**
 * `FUZZ_RUNS` scales the inputs per route (default 60); `FUZZ_SEED` explores elsewhere or replays a
 * failure; `FUZZ_LOG=<file>` appends every request and its status as JSON lines, to see how deep
 * the inputs get.
 */
export const fuzzSettings = {
  runsPerRoute: Number(process.env.FUZZ_RUNS ?? 60),
  seed: Number(process.env.FUZZ_SEED ?? 20_261_122),
  log: process.env.FUZZ_LOG,
};

/**
 * Every route under `/api` in the app's own table, in a fixed order; `shard`/`of` split them
 * between test files that run in parallel (each route lands in exactly one).
 */
export function apiRoutes(app: FastifyInstance, shard = 0, of = 1): TRouteEntry[] {
  return app.routeTable
    .filter((route) => route.url.startsWith('/api'))
    .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`))
    .filter((_, index) => index % of === shard);
}

/**
 * Sends generated requests to one route and requires no 5xx and the error shape on every 4xx.
 * fast-check shrinks a failure and prints the seed and path to replay it.
 */
export async function fuzzRoute(
  app: FastifyInstance,
  route: TRouteEntry,
  world: TFuzzWorld,
  report: TFuzzReport,
): Promise<void> {
  const context = { uuids: world.uuids, ints: world.ints };
  await fc.assert(
    fc.asyncProperty(caseArbitrary(route, context), async (fuzzCase) => {
      const response = await sendCase(app, route, world, fuzzCase);
      report.add(route.method, route.url, response.status);
      if (fuzzSettings.log)
        appendFileSync(
          fuzzSettings.log,
          `${JSON.stringify({ route: `${route.method} ${route.url}`, fuzzCase, status: response.status })}\n`,
        );
      const problem = problemOf(response);
      if (problem) throw new Error(`${route.method} ${fuzzCase.url}: ${problem}`);
    }),
    { numRuns: fuzzSettings.runsPerRoute, seed: fuzzSettings.seed, endOnFailure: false },
  );
}
