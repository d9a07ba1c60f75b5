// Boat search benchmark: `npm run bench:search` (100,000 boats on the local PostgreSQL), or
// `npx tsx bench/search/run.ts [--boats 100000] [--runs 100] [--explain [N]] [--http]`
// Generates a marketplace of --boats boats (bench/search/generate-boats.ts) in a fresh database —
// embedded PGlite, or a throw-away database on the PostgreSQL of DATABASE_URL — then times the
// search service on typical searches (p50/p95/p99 over --runs runs; ">1000" results: the count
// stops there and the page comes from an index, docs/decisions/0016). --explain prints the plans;
// --http also load-tests GET /api/boat with autocannon on 127.0.0.1:--port (default 3299).
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client';
import { openTestDatabase } from '../../server/testing/test-app';
import { syncReferenceData } from '../../db/seed/reference';
import { addDays, todayInMadrid, toQueryDate } from '../../shared/dates';
import { emptySearchFilters, type TBoatSearchFilters } from '../../shared/search';
import { boats } from '../../db/schema';
import { placeRowsOf, resolvePlace } from '../../server/services/search/resolve-place';
import { searchBoats } from '../../server/services/search/search-boats';
import { searchQueries } from '../../server/services/search/search-query';
import { stayOf } from '../../server/services/search/stay-price';
import { generateBoats } from './generate-boats';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const boatCount = option('boats', 100_000);
const runs = option('runs', 100);
const port = option('port', 3299);

const today = todayInMadrid();
const soon = addDays(today, 20);
const scenarios: [string, Partial<TBoatSearchFilters>][] = [
  ['everything, relevance', {}],
  ['one destination', { place: 'ibiza' }],
  [
    'region, 3 days, 6 people',
    {
      place: 'illes-balears',
      startDate: soon,
      endDate: addDays(soon, 2),
      duration: 'days',
      people: 6,
    },
  ],
  ['everything, 1 day', { startDate: soon, duration: 'day' }],
  ['everything, price ↑', { sort: 'price_asc' }],
  [
    'everything, 7 days, price ↑',
    { startDate: soon, endDate: addDays(soon, 6), duration: 'days', sort: 'price_asc' },
  ],
  ['half day in a place', { place: 'barcelona', startDate: soon, duration: 'half_day' }],
  [
    'many filters',
    {
      boatTypes: ['sailboat', 'catamaran'],
      skipper: 'with',
      lengthMin: 8,
      lengthMax: 12,
      minPrice: 100,
      maxPrice: 600,
      plan: 'sunset',
    },
  ],
  ['top rated', { sort: 'rating' }],
  ['newest, page 20', { sort: 'newest', page: 20 }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

// BENCH_DATABASE_URL: a database kept between runs (generated once), to compare query changes
const kept = process.env.BENCH_DATABASE_URL;
const { database, drop, url } = kept
  ? { database: await openDatabase({ url: kept }), drop: async () => {}, url: kept }
  : await openTestDatabase();
try {
  const db = database.db;
  if (kept) await database.migrate();
  await syncReferenceData(db);
  let started = performance.now();
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: sql<number>`count(*)`.mapWith(Number) })
    .from(boats);
  if (existing < boatCount) {
    await generateBoats(db, boatCount - existing);
    console.log(
      `${database.kind}: ${boatCount - existing} boats generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  console.log(`\n${'search'.padEnd(32)} ${'results'.padStart(7)}   p50 ms   p95 ms   p99 ms`);
  for (const [title, filters] of scenarios) {
    const run = () => searchBoats(db, 'es', { ...emptySearchFilters, ...filters });
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    let total = 0;
    let capped = false;
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      const result = await run();
      total = result.total;
      capped = result.totalCapped;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${title.padEnd(32)} ${`${capped ? '>' : ''}${total}`.padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)}`,
    );
  }

  if (args.includes('--explain')) {
    // --explain 3: the plans of the third search above
    const which = option('explain', 0);
    for (const [index, [, filters]] of scenarios.entries()) {
      if (!which || which === index + 1) await explain(db, filters);
    }
  }
  if (args.includes('--http')) await loadTest(url);
} finally {
  await database.close();
  await drop();
}

/** EXPLAIN ANALYZE of the statements a search may send (the probe; past the cap, the page). */
async function explain(db: typeof database.db, filters: Partial<TBoatSearchFilters>) {
  const all = { ...emptySearchFilters, ...filters };
  const extra = [];
  if (all.place) {
    const place = resolvePlace(await placeRowsOf(db), all.place, 'es');
    if (place) extra.push(inArray(boats.harbourId, place.harbourIds));
  }
  const queries = searchQueries(all, stayOf(all), extra);
  for (const [title, query] of [
    ['probe', queries.probe],
    ['page', queries.page],
  ] as const) {
    // the pool's connections run without JIT, as the app's (db/client.ts)
    const rows = await queryRows<object>(db, sql`explain (analyze, buffers) ${query}`);
    console.log(`\nEXPLAIN ANALYZE ${title}: ${JSON.stringify(filters)}`);
    for (const row of rows) console.log(Object.values(row)[0]);
  }
}

async function loadTest(databaseUrl: string | undefined) {
  const { buildApp } = await import('../../server/app');
  const { loadConfig } = await import('../../server/config');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/marea-bench-search',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const secret = 'bench-secret-that-is-long-enough-0123456789';
  const app = await buildApp({
    config,
    database,
    secrets: { jwt: secret, cookie: secret, assetUrl: secret },
    web: 'none',
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const start = toQueryDate(soon);
    const end = toQueryDate(addDays(soon, 2));
    for (const [title, path] of [
      ['GET /api/boat', '/api/boat'],
      [
        'GET /api/boat place+dates',
        `/api/boat?place=ibiza&start_date=${start}&end_date=${end}&duration=days&number_of_people=4`,
      ],
    ] as const) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${path}`,
        connections: 10,
        duration: 10,
      });
      console.log(
        `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
      );
    }
  } finally {
    await app.close();
  }
}
