// `npm run bench:lighthouse`: starts the production app on a fresh data folder (with the demo),
// runs Lighthouse in mobile mode (its defaults: Moto G Power emulation, simulated slow 4G) on the
// home, search, a boat and a group page, prints the four category scores of each page and the home
// page's initial JavaScript, and exits non-zero when a page misses a target (issue 10).
// Usage: npm run bench:lighthouse [-- --port 3520 --langs es,en --runs 1 --out /tmp/marea-lighthouse --h2]
// --h2 puts an HTTPS + HTTP/2 front on port + 1 (./h2-proxy.mjs), as a deployment's proxy would.
// BUILD_DIR picks the build (scripts/start.mjs builds it first when it is stale).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fullChromium } from '../../scripts/e2e-browser.mjs';
import { startH2Proxy } from './h2-proxy.mjs';
import { mainThreadTime } from './trace.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', 3520));
const langs = option('langs', 'es,en').split(',');
// performance varies from run to run even with simulated throttling: the median is kept
const runs = Number(option('runs', 1));
const outDir = option('out', path.join(tmpdir(), 'marea-lighthouse'));
const h2 = args.includes('--h2');
const chromePath = process.env.CHROME_PATH ?? fullChromium;
// the full browser, not the headless shell of `npm test` (decision 0049)
if (!existsSync(chromePath)) {
  console.error(
    `Chromium is missing (${chromePath}). Install Debian's Chromium:\n  sudo apt-get install -y chromium\n(or set CHROME_PATH)`,
  );
  process.exit(1);
}
const base = `http://127.0.0.1:${port}`;
// the origin Lighthouse visits: the app itself, or its HTTP/2 front
const pageBase = h2 ? `https://127.0.0.1:${port + 1}` : base;

const targets = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
const homeJsBudgetKb = 150;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(h2 ? ['--ignore-certificate-errors'] : []),
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'marea-lighthouse-data-'));
mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // canonical and hreflang links name the origin Lighthouse visits
    PUBLIC_URL: pageBase,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let tries = 0; tries < 3000; tries += 1) {
    if (server.exitCode !== null) throw new Error('the app stopped before it listened');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the app did not start within 5 minutes');
}

/** The first link of a list page that matches `pattern`: a demo boat or group. */
async function firstLink(listPath, pattern) {
  const html = await (await fetch(base + listPath)).text();
  const found = pattern.exec(html)?.[0];
  if (!found) throw new Error(`no link like ${pattern} on ${listPath}`);
  return found;
}

/**
 * Visits a page once before it is measured, with every picture size it offers: pictures are
 * resized on their first request and kept (server/services/media/render-variant.ts), so a fresh
 * data folder would otherwise time the resizing, which a live site did long before.
 */
async function warmUp(url) {
  const html = await (await fetch(url.replace(pageBase, base))).text();
  const pictures = [...new Set(html.match(/\/media\/[^\s"',]+\.webp/g) ?? [])];
  for (let i = 0; i < pictures.length; i += 8) {
    await Promise.all(
      pictures.slice(i, i + 8).map(async (picture) => (await fetch(base + picture)).arrayBuffer()),
    );
  }
}

/** Bytes of a response as sent (brotli when the server has it), before any decoding. */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/** Every script the page loaded before Lighthouse stopped, compressed as sent (no headers). */
async function initialScripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const urls = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
  const sizes = await Promise.all(urls.map((url) => sentBytes(url.replace(pageBase, base))));
  return { files: urls.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * One Lighthouse run in a fresh browser: its report, and the time of the page's main-thread tasks
 * in its trace (wall and on CPU). A run that failed to record (a busy machine can lose the trace:
 * NO_NAVSTART, NO_FCP) is tried again, twice at most.
 */
async function audit(url, tries = 3) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  let run;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    run = { lhr: result.lhr, mainThread: mainThreadTime(result.artifacts.Trace.traceEvents) };
  } finally {
    chrome.kill();
  }
  if (!run.lhr.runtimeError || tries <= 1) return run;
  console.log(`  (${url}: ${run.lhr.runtimeError.code}, run again)`);
  return audit(url, tries - 1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The failing audits of a category, for the report: what to fix. */
function failures(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map(
      (a) => `${a.id} (${Math.round(a.score * 100)}${a.displayValue ? `, ${a.displayValue}` : ''})`,
    );
}

let missed = 0;
let stopProxy = async () => {};
try {
  await waitForHealth();
  if (h2) stopProxy = await startH2Proxy({ port: port + 1, appPort: port, dir: dataDir });
  const boat = await firstLink('/es/boats', /\/boats\/[a-z0-9-]+(?=")/);
  const group = await firstLink('/es/groups', /\/groups\/[0-9a-f-]{36}(?=")/);
  const pages = [
    ['home', ''],
    ['search', '/boats'],
    ['boat', boat],
    ['group', group],
  ];
  console.log(
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, ${h2 ? 'HTTP/2 + TLS front' : 'HTTP/1.1'}, reports in ${outDir}`,
  );
  // simulated throttling scales the main thread's measured work: a busy machine lowers performance
  console.log(`load average ${loadavg()[0].toFixed(1)}`);
  console.log(`${'page'.padEnd(22)} perf  a11y  best   seo`);
  for (const lang of langs) {
    for (const [name, pagePath] of pages) {
      const url = `${pageBase}/${lang}${pagePath}`;
      await warmUp(url);
      const audits = [];
      for (let run = 0; run < runs; run += 1) audits.push(await audit(url));
      const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
      // the report kept is the run with the median performance score
      const perf = median(audits.map(({ lhr }) => score(lhr, 'performance')));
      const { lhr, mainThread } = audits.find((a) => score(a.lhr, 'performance') === perf);
      writeFileSync(path.join(outDir, `${lang}-${name}.json`), JSON.stringify(lhr));
      const scores = Object.keys(targets).map((category) => score(lhr, category));
      // the simulation scales the tasks' wall time: the part spent waiting for a core (other
      // processes, Chromium's own included, on a machine of few cores) is scaled with the rest
      console.log(
        `${`${lang} ${name}`.padEnd(22)} ${scores.map((s) => String(s).padStart(4)).join('  ')}` +
          `   (CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}; main-thread tasks ` +
          `${Math.round(mainThread.wall)} ms, ${Math.round(mainThread.cpu)} ms of them on a core)`,
      );
      if (lhr.runtimeError) console.log(`  Lighthouse error: ${lhr.runtimeError.message}`);
      for (const [index, category] of Object.keys(targets).entries()) {
        if (scores[index] >= targets[category]) continue;
        missed += 1;
        console.log(`  ${category} < ${targets[category]}: ${failures(lhr, category).join(', ')}`);
      }
      if (name === 'home') {
        const scripts = await initialScripts(lhr);
        console.log(
          `  initial JavaScript: ${scripts.files} files, ${kb(scripts.bytes)} KB compressed`,
        );
        if (scripts.bytes > homeJsBudgetKb * 1024) {
          missed += 1;
          console.log(`  initial JavaScript > ${homeJsBudgetKb} KB`);
        }
      }
    }
  }
} finally {
  await stopProxy();
  server.kill('SIGTERM');
  await new Promise((resolve) =>
    server.exitCode !== null ? resolve() : server.once('exit', resolve),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed > 0) {
  console.log(`\n${missed} target(s) missed`);
  process.exitCode = 1;
} else {
  console.log('\nevery target met');
}
