// `npm run bench:start`: starts Marea on a fresh embedded database and prints the figures that matter
// for the foundation: cold start (migrate + seed + listen), the home page's JavaScript (gzip),
// and throughput/latency of the health check, the SSR home page and a cached picture.
// Usage: npm run bench:start [-- --duration 10 --connections 20]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 20);
const port = option('port', 3200);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'marea-bench-'));

const started = performance.now();
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function run(title, url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { 'accept-encoding': 'gzip' } },
      (error, result) => {
        if (error) return reject(error);
        console.log(
          `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
        );
        resolve(result);
      },
    );
  });
}

try {
  await waitForHealth();
  console.log(
    `cold start (fresh data folder, migrate + seed + listen): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const html = await (await fetch(`${base}/es`)).text();
  const scripts = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])),
  ];
  let gzip = 0;
  let brotli = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(base + script)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
    // what browsers receive: the build's precompressed brotli (scripts/precompress.mjs)
    brotli += brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `home page JavaScript: ${scripts.length} files, ${kb(brotli)} KB brotli as sent (${kb(gzip)} KB gzip)`,
  );
  const picture = /\/media\/[0-9a-f-]+\/640\.webp/.exec(html)?.[0];
  if (picture) await fetch(base + picture);
  console.log(`\nautocannon: ${connections} connections, ${duration} s each`);
  await run('GET /api/health', `${base}/api/health`);
  await run('GET /es (SSR home)', `${base}/es`);
  if (picture) await run('GET picture 640w (cached)', base + picture);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
