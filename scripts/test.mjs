// `npm test`: every test. Unit and API tests (Vitest), then the browser journeys (Playwright in
// Debian's Chromium, installed through apt when missing and running as root).
//   --unit-only   only Vitest      --e2e-only   only Playwright
//   --db-only     only the Vitest tests that use a database (server/ and db/)
// With DATABASE_URL set, the Vitest tests run against that PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { e2eBrowserPath, fullChromium, headlessShell } from './e2e-browser.mjs';

const args = new Set(process.argv.slice(2));
const dbOnly = args.has('--db-only');
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only') && !dbOnly;
const reports = mkdtempSync(path.join(tmpdir(), 'marea-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function bin(pkg, file) {
  return path.join(root, 'node_modules', pkg, file);
}

/** The browser path, installing the headless shell with apt when missing and running as root. */
function ensureChromium() {
  const found = e2eBrowserPath();
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(found)) return found;
    console.error(`\nCHROMIUM_PATH names no file: ${found}\n`);
    return null;
  }
  if (found === headlessShell) return headlessShell;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    if (existsSync(fullChromium)) {
      console.warn(
        `\nUsing ${fullChromium}: the journeys run faster in Chromium's headless shell:\n  sudo apt-get install -y chromium-headless-shell\n`,
      );
      return fullChromium;
    }
    console.error(
      `\nChromium is missing (${headlessShell}). Install Debian's Chromium headless shell and run again:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n`,
    );
    return null;
  }
  console.log("Installing Chromium's headless shell with apt (once)…");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], env) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], env) !== 0
  ) {
    console.error('apt-get could not install chromium-headless-shell.');
    return null;
  }
  return existsSync(headlessShell) ? headlessShell : null;
}

if (runUnit) {
  const file = path.join(reports, 'vitest.json');
  const status = run(process.execPath, [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    // the web and shared tests never open a database: the PostgreSQL rerun leaves them out
    ...(dbOnly ? ['server', 'db'] : []),
  ]);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (status !== 0) failedStep = true;
}

if (runE2e) {
  const chromiumPath = ensureChromium();
  if (!chromiumPath) {
    failedStep = true;
  } else {
    buildIfStale();
    const file = path.join(reports, 'playwright.json');
    const status = run(process.execPath, [bin('@playwright/test', 'cli.js'), 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      CHROMIUM_PATH: chromiumPath,
    });
    if (existsSync(file)) {
      const { stats } = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
    if (status !== 0) failedStep = true;
  }
}

rmSync(reports, { recursive: true, force: true });
if (failedStep && totals.failed === 0)
  console.error('\nA test step failed before it could report its tests (see above).');
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
