// `node bench/lighthouse/blocking-time.mjs [--runs 7] URL…`: loads each page of a running app
// `--runs` times in Debian's Chromium with the CPU slowed down 4× (as Lighthouse's phone) in a
// phone viewport, traces the page's main thread and prints the median blocking time: the part over
// 50 ms of each task from the first contentful paint until four seconds after the load. Unlike
// Lighthouse's simulation, which scales the tasks of one unthrottled load, this throttles the real
// load, so a change of the page's tasks shows through its noise (docs/performance-history.md).
// Start the app first, for example `npm start`, then pass http://localhost:3000/es/boats/… .
import { chromium } from '@playwright/test';
import { fullChromium } from '../../scripts/e2e-browser.mjs';
import { pageThread } from './trace.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 7;
const urls = args.filter(
  (arg, index) => !arg.startsWith('--') && (runsAt < 0 || index !== runsAt + 1),
);
if (urls.length === 0 || !(runs > 0)) {
  console.error('Usage: node bench/lighthouse/blocking-time.mjs [--runs 7] URL…');
  process.exit(1);
}

async function blockingTime(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const thread = pageThread(events);
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
  if (!paint) throw new Error(`no first contentful paint in the trace of ${url}`);
  const tasks = events.filter(
    (e) =>
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.ts >= paint.ts,
  );
  return tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
}

const browser = await chromium.launch({ executablePath: fullChromium, args: ['--no-sandbox'] });
try {
  for (const url of urls) {
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await blockingTime(browser, url));
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${url}: median blocking time ${median.toFixed(0)} ms over ${runs} loads ` +
        `(${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)} ms)`,
    );
  }
} finally {
  await browser.close();
}
