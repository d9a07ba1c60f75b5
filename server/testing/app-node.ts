import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A real app process for multi-node tests: `node --import tsx server/main.ts` with its own port
 * and data folder, its output kept for the error message when it does not start.
 */
export type TAppNode = {
  base: string;
  stop: () => Promise<void>;
  /** `kill -9`: the process ends at once, mid-request (crash tests); `stop` still cleans up */
  kill9: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `count` free ports of the ten the calling test worker may use: 3400–3409 for Vitest's first
 * worker, 3410–3419 for its second… Probed ports are bound later by the app nodes: two files
 * running side by side must not probe the same range.
 */
export async function freePorts(count: number): Promise<number[]> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const first = 3400 + (Number.isInteger(worker) && worker > 0 ? worker - 1 : 0) * 10;
  const free: number[] = [];
  for (let port = first; port < first + 10 && free.length < count; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) free.push(port);
  }
  if (free.length < count) throw new Error(`ports ${first}–${first + 9} are taken`);
  return free;
}

/**
 * One HTTP call on its own connection (no pooled spare connection to hold up a server's close):
 * the status and the JSON body.
 */
export function httpCall(
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: () => Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(url, {
      method,
      agent: false,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) }),
      );
    });
    request.end(payload);
  });
}

/**
 * Starts the app on 127.0.0.1:`port` with `env` (over this process's environment) and resolves
 * once `GET /api/health` answers 200; fails after 45 s with the node's output.
 */
export async function startAppNode(port: number, env: Record<string, string>): Promise<TAppNode> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marea-node-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const node: TAppNode = {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
    async kill9() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  // a busy machine (CI, test files in parallel) may take half a minute to start a node
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const health = await httpCall('GET', `${node.base}/api/health`).catch(() => null);
    if (health?.status === 200) return node;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  throw new Error(`the app node on port ${port} did not start:\n${output.join('')}`);
}

/**
 * A PostgreSQL database of its own for a multi-node run (the machine's server, or DATABASE_URL's),
 * and the environment its app nodes share: one JWT secret (`secret`, to sign test tokens), one
 * Redis channel, no demo, no web app. `drop` removes the database.
 */
export async function createScratchDatabase(prefix: string): Promise<{
  url: string;
  run: string;
  secret: string;
  nodeEnv: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const run = randomBytes(6).toString('hex');
  const name = `${prefix}_${run}`;
  const url = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
  const secret = randomBytes(32).toString('hex');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return {
    url,
    run,
    secret,
    nodeEnv: {
      DATABASE_URL: url,
      CHAT_CHANNEL: `marea:chat:${prefix}:${run}`,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: secret,
      COOKIE_SECRET: secret,
      ASSET_URL_SECRET: secret,
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
