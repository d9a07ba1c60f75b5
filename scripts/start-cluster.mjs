// `npm run start:cluster -- --nodes 2`: several app processes on one PostgreSQL and one Redis behind
// a small load balancer on PORT, the way production runs several stateless nodes behind its own
// balancer (docs/decisions/0038-scale-out-and-crash-safety.md). A node that dies is started again.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildIfStale, root } from './build-if-stale.mjs';
import { createLoadBalancer } from './load-balancer.mjs';
import { appNodeFlags } from './node-flags.mjs';

const { values } = parseArgs({ options: { nodes: { type: 'string' } } });
const count = Number(values.nodes ?? Math.max(2, os.availableParallelism()));
if (!Number.isInteger(count) || count < 1 || count > 32) {
  console.error('--nodes must be a whole number from 1 to 32');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marea';
const shared = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // one folder for every node: stored files (without S3_BUCKET), picture cache, generated secrets
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  // the balancer is the edge and sets X-Forwarded-*: client addresses for the rate limits
  TRUST_PROXY: 'true',
  HOST: '127.0.0.1',
};

/** The database of DATABASE_URL, made when the server has none of that name (a first start). */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

const nodes = Array.from({ length: count }, (_, i) => ({
  index: i + 1,
  port: port + 1 + i,
  child: null,
  crashes: [],
}));
let stopping = false;

function prefixLines(stream, label, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
}

function startNode(node) {
  const child = spawn(process.execPath, [...appNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...shared, PORT: String(node.port) },
  });
  node.child = child;
  prefixLines(child.stdout, `[node ${node.index}]`, process.stdout);
  prefixLines(child.stderr, `[node ${node.index}]`, process.stderr);
  child.once('exit', (code, signal) => {
    node.child = null;
    if (stopping) return;
    // restarted at once, unless it keeps dying at start (a bad configuration): then slower
    const now = Date.now();
    node.crashes = [...node.crashes.filter((at) => now - at < 60_000), now];
    const delay = node.crashes.length > 3 ? 10_000 : 500;
    console.error(`[cluster] node ${node.index} exited (${signal ?? code}); restarting`);
    setTimeout(() => !stopping && startNode(node), delay);
  });
}

async function waitHealthy(node, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${node.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`node ${node.index} did not become healthy on port ${node.port}`);
}

const balancer = createLoadBalancer({
  targets: nodes.map((node) => `http://127.0.0.1:${node.port}`),
});

async function stop(reason, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`[cluster] ${reason}: stopping`);
  if (balancer.server.listening) await balancer.close();
  await Promise.all(
    nodes.map(
      (node) =>
        new Promise((resolve) => {
          if (!node.child) return resolve();
          node.child.once('exit', resolve);
          node.child.kill('SIGTERM');
          setTimeout(() => node.child?.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  process.exit(exitCode);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

try {
  if (process.env.SERVE_WEB !== 'false') buildIfStale();
  await ensureDatabase(databaseUrl);
  // the first node migrates, seeds the demo on an empty database and writes DATA_DIR/secrets.json;
  // the others start after it (migrations and the seed also take advisory locks)
  startNode(nodes[0]);
  await waitHealthy(nodes[0]);
  nodes.slice(1).forEach(startNode);
  await Promise.all(nodes.slice(1).map((node) => waitHealthy(node)));
  await balancer.listen(port, host);
  console.log(
    `[cluster] ${count} nodes (ports ${nodes[0].port}–${nodes.at(-1).port}) behind ${shared.PUBLIC_URL}`,
  );
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
  await stop('start failed', 1);
}
