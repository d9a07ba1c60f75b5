// `npm run bench`: the load benchmark of issue 10 on PostgreSQL. Generates a grown marketplace
// once into the database `marea_bench` (kept between runs; --fresh regenerates it), starts the
// real app (production, server-rendered web app from BUILD_DIR=build-bench) and a bare Fastify
// route beside it, and prints rps, p50 and p99 of each scenario as a ratio to the bare route.
// Usage: npm run bench [-- --boats 100000 --users 200000 --bookings 1000000 --messages 1000000
//   --fresh --duration 10 --connections 10 --database marea_bench --generate-only
//   --only search,boat  (the scenarios whose titles contain one of these words, and the bare route)
//   --nodes 2  (the app as `npm run start:cluster`: N processes behind its balancer, on Redis)
//   --runs 3  (each scenario loaded N times in a row: the median of each figure, errors summed)]
// DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../../db/client';
import { syncReferenceData } from '../../db/seed/reference';
import { appNodeFlags } from '../../scripts/node-flags.mjs';
import { sessionToken } from '../../server/testing/session';
import {
  benchEmail,
  benchPassword,
  generateMarketplace,
  ownerCount,
  type TMarketplaceSize,
} from './generate-marketplace';
import { cpuBetween, sampleCpu } from './cpu';
import { loadScenarios, wrongAnswers, type TScenario } from './scenarios';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const size: TMarketplaceSize = {
  boats: option('boats', 100_000),
  users: option('users', 200_000),
  bookings: option('bookings', 1_000_000),
  messages: option('messages', 1_000_000),
};
const duration = option('duration', 10);
const nodes = option('nodes', 0);
const connections = option('connections', 10);
const runs = Math.max(1, option('runs', 1));
const appPort = option('port', 3501);
// past the cluster's nodes, which listen on the ports after the balancer's
const barePort = appPort + 1 + nodes;
const databaseName = args.includes('--database')
  ? args[args.indexOf('--database') + 1]!
  : 'marea_bench';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const complete = 'Marea bench data, generated completely';

/** Creates the bench database when missing (dropped first with --fresh). */
async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const name = pg.escapeIdentifier(databaseName);
    if (args.includes('--fresh')) await admin.query(`drop database if exists ${name} with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

async function prepare(): Promise<TScenario[]> {
  await ensureDatabase();
  // one connection: the generator keeps temporary tables between statements
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    const count = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ n: number }>(database.db, query))[0]!.n;
    // the database's comment marks a generation that finished (an interrupted one is redone)
    const [marked] = await queryRows<{ note: string | null }>(
      database.db,
      sql`select shobj_description(oid, 'pg_database') note from pg_database
          where datname = current_database()`,
    );
    if (marked?.note !== complete) {
      if (await count(sql`select count(*)::int n from users`)) {
        throw new Error(`${databaseName} holds an unfinished generation: run with --fresh`);
      }
      console.log(
        `Generating ${size.boats} boats, ${size.users} users, ${size.bookings} bookings, ${size.messages} messages into ${databaseName}…`,
      );
      const started = performance.now();
      await generateMarketplace(database.db, size, console.log);
      console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await database.db.execute(
        sql.raw(`comment on database ${pg.escapeIdentifier(databaseName)} is '${complete}'`),
      );
    } else {
      console.log(`${databaseName} kept from an earlier run (--fresh to generate it again)`);
    }
    const [boats, users, bookings, messages] = await Promise.all(
      ['boats', 'users', 'bookings', 'messages'].map((table) =>
        count(sql`select count(*)::int n from ${sql.identifier(table)}`),
      ),
    );
    console.log(`data: ${boats} boats, ${users} users, ${bookings} bookings, ${messages} messages`);
    const clients = Math.max(1, users! - ownerCount(users!));
    return await loadScenarios(database.db, {
      logins: Array.from({ length: Math.min(clients, 5000) }, (_, i) => ({
        email: benchEmail('client', i + 1),
        password: benchPassword,
      })),
      sign: (id) => sessionToken(database.db, secret, { id, role: 'client' }),
    });
  } finally {
    await database.close();
  }
}

function start(command: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, command, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(address: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${address}: the process exited`);
    const ok = await fetch(address).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${address} did not answer within ${seconds} s`);
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Where each scenario's next request is in its list. The warm-up and the runs go on from where the
 * last one stopped: starting each at the list's head again sent, within the page cache's seconds,
 * pages the warm-up had just rendered, so some of the "fresh" pages came from the cache.
 */
const cursors = new Map<TScenario, number>();

/** autocannon over the scenario's requests, one after the other (each connection in turn). */
function load(base: string, scenario: TScenario, seconds: number) {
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const at = cursors.get(scenario) ?? 0;
          cursors.set(scenario, at + 1);
          return { ...request, ...scenario.requests[at % scenario.requests.length] };
        },
      },
    ],
  });
}

const secret = randomBytes(32).toString('hex');
const only = args.includes('--only')
  ? args[args.indexOf('--only') + 1]!.toLowerCase().split(',')
  : [];
const scenarios = (await prepare()).filter(
  (scenario) =>
    only.length === 0 ||
    scenario.bare ||
    only.some((word) => scenario.title.toLowerCase().includes(word)),
);
if (args.includes('--generate-only')) process.exit(0);

const dataDir = mkdtempSync(path.join(tmpdir(), 'marea-bench-'));
const children: ChildProcess[] = [];
try {
  const app = start(
    nodes
      ? ['scripts/start-cluster.mjs', '--nodes', String(nodes)]
      : [...appNodeFlags, 'scripts/start.mjs'],
    {
      BUILD_DIR: process.env.BUILD_DIR ?? 'build-bench',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      LOG_LEVEL: 'warn',
      // login allows 50 attempts per IP and 10 per account in 15 minutes: ×1000 for the load
      RATE_LIMIT_FACTOR: '1000',
      JWT_SECRET: secret,
      COOKIE_SECRET: secret,
      ASSET_URL_SECRET: secret,
    },
  );
  const bare = start(['bench/load/bare-server.mjs', String(barePort)], {});
  children.push(app, bare);
  // the first start builds the web app (a few minutes)
  await waitFor(`http://127.0.0.1:${appPort}/api/health`, app, 600);
  await waitFor(`http://127.0.0.1:${barePort}/bare`, bare, 30);

  console.log(
    `\n${nodes ? `app: ${nodes} processes behind the cluster's balancer` : 'app: one process'}; autocannon: ${connections} connections, ${duration} s per scenario (after a 2 s warm-up)${runs > 1 ? `, the median of ${runs} runs` : ''}\n`,
  );
  console.log(
    '| Scenario | Requests/s | p50 | p99 | Errors or wrong status | Ratio to bare | Server CPU/request | PostgreSQL CPU/request | autocannon CPU/request |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let bareRps = 0;
  // PostgreSQL's processes are only this machine's to read when the database is here
  const localDatabase = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  for (const scenario of scenarios) {
    const base = `http://127.0.0.1:${scenario.bare ? barePort : appPort}`;
    await load(base, scenario, 2);
    const server = (scenario.bare ? bare : app).pid!;
    const before = sampleCpu(server);
    // autocannon runs in this process: its CPU is this process's (the sampling is negligible)
    const ownBefore = process.cpuUsage();
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await load(base, scenario, duration));
    const after = sampleCpu(server);
    const own = process.cpuUsage(ownBefore);
    const rps = median(results.map((result) => result.requests.average));
    const p50 = median(results.map((result) => result.latency.p50));
    const p99 = median(results.map((result) => result.latency.p99));
    const errors = results.reduce(
      (sum, r) => sum + r.errors + r.timeouts + wrongAnswers(scenario, r),
      0,
    );
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    const perRequest = (ms: number) => (requests > 0 ? `${(ms / requests).toFixed(2)} ms` : '-');
    if (scenario.bare) bareRps = rps;
    const ratio = bareRps ? (rps / bareRps).toFixed(3) : '-';
    const serverCpu = before && after ? perRequest(cpuBetween(before.app, after.app)) : '-';
    const databaseCpu =
      before && after && localDatabase && !scenario.bare
        ? perRequest(cpuBetween(before.postgres, after.postgres))
        : '-';
    const loadCpu = perRequest((own.user + own.system) / 1000);
    console.log(
      `| ${scenario.title} | ${Math.round(rps)} | ${p50} ms | ${p99} ms | ${errors} | ${ratio} | ${serverCpu} | ${databaseCpu} | ${loadCpu} |`,
    );
  }
} finally {
  for (const child of children) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
