import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eBrowserPath } from './scripts/e2e-browser.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data folder per run: the app migrates and seeds the demo like a first `npm start`.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'marea-e2e-'));

const launchOptions = {
  // Debian's Chromium headless shell (`npm test` installs it as root), else the full browser
  executablePath: e2eBrowserPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Journeys whose steps and rules are the same at every width: their screens are covered at 390 px
 * by the page specs (shell, home, search, boat and booking pages, checkout, inbox, groups,
 * create-group), so these run on the desktop project only.
 */
const desktopOnlySpecs = [
  'accounts.spec.ts',
  'settings.spec.ts',
  'payment-cards.spec.ts',
  'add-boat.spec.ts',
  'favourites.spec.ts',
  'messages-dropdown.spec.ts',
  'messaging-realtime.spec.ts',
  'backoffice-bookings.spec.ts',
  'admin-review.spec.ts',
  'group-journey.spec.ts',
  'group-deadline.spec.ts',
  'backoffice-calendar.spec.ts',
  'backoffice-earnings.spec.ts',
  'backoffice-admin.spec.ts',
  'backoffice-ical.spec.ts',
  'backoffice-admin-catalog.spec.ts',
  'valuations-moderation.spec.ts',
  'valuations.spec.ts',
  'a11y-pages.spec.ts',
  'keyboard.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A step that loads a page's scripts and navigates on the client (a redirect to the login
  // modal, a list after a write) took over 7 s on a slow 2-core machine running two workers and
  // the app: 15 s waits for what is coming, and a step that fails still fails.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results',
  // a trace (screenshots of every frame, DOM snapshots) is recorded on a failed test's retry only:
  // recording it for every test cost 40 % of the run (docs/decisions/0054-e2e-trace-on-retry.md)
  use: { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // the pages people use on a phone (docs/decisions/0029-e2e-projects.md); the journeys whose
      // steps do not change with the width run on the desktop project only, which keeps CI short
      name: 'mobile',
      // one device pixel per CSS pixel: the layout at 390 px is the same, and the browser paints
      // 6.9 times fewer pixels than at the Pixel 7's 2.625 (docs/decisions/0056)
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        launchOptions,
      },
      testIgnore: desktopOnlySpecs,
      // journeys inside the phone's page specs whose steps do not change with the width either
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // like `npm start`: the demo keeps /api/dev/mail on (docs/decisions/0011), where the journeys read links
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // the journeys log the demo accounts in far more often than people do (limits: API tests)
      RATE_LIMIT_FACTOR: '20',
      // the iCal journey imports a feed the spec serves itself on 127.0.0.1
      ICAL_ALLOW_PRIVATE_HOSTS: 'true',
      // a run on another port (E2E_PORT) builds into its own folder: runs in parallel never share one
      BUILD_DIR: process.env.E2E_PORT ? `build-e2e-${port}` : 'build',
    },
  },
});
