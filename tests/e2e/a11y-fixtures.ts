import type { APIRequestContext, ElementHandle, Locator, Page } from '@playwright/test';
import { expect, logIn, seriousA11yIssues } from './fixtures';

export type TLang = 'es' | 'en';

/**
 * Counts the page's `fetch` calls in flight and when the last one settled: `window.__quiet(ms)`
 * is true once none has been in flight for `ms`. The pages' data comes through fetch; pictures,
 * fonts and the chat's event stream do not hold the check back, as they would `networkidle`,
 * which waits for half a second of no request at all (decision 0048).
 */
function countFetches() {
  let inFlight = 0;
  let settledAt = performance.now();
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof window.fetch>) => {
    inFlight += 1;
    return fetch(...args).finally(() => {
      inFlight -= 1;
      settledAt = performance.now();
    });
  };
  Object.assign(window, {
    __quiet: (ms: number) => inFlight === 0 && performance.now() - settledAt >= ms,
  });
}

/**
 * Visits each page (the fixture's `goto` waits for React to hydrate, which starts the pages'
 * fetches; then for its data: no fetch in flight for 200 ms; for the login modal to open where the
 * URL asks for it; then for the page's finite animations to end) and checks it with axe. Every
 * page is checked before failing, and the failure names each page, its language and what axe
 * found. A page that redirects elsewhere (a guard) fails too: it would check the wrong page.
 */
export async function expectAccessiblePages(page: Page, lang: TLang, paths: string[]) {
  const found: string[] = [];
  await page.addInitScript(countFetches);
  for (const path of paths) {
    const response = await page.goto(path);
    await page.waitForFunction(
      () => (window as unknown as { __quiet: (ms: number) => boolean }).__quiet(200),
      undefined,
      { polling: 50 },
    );
    // the login modal comes from a chunk of its own, an import that no fetch counts: it is there
    // before the animations are looked at, or axe could catch it in its fade-in
    if (new URL(path, 'http://x').searchParams.has('login'))
      await page.getByRole('dialog').waitFor();
    // a dialog fading in (the login modal) has its text at part opacity: axe would read that as
    // low contrast; endless animations (a placeholder's pulse) are left running
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { polling: 50 },
    );
    const expectedStatus = path.includes('no-such-page') ? 404 : 200;
    expect.soft(response?.status(), `status of ${path}`).toBe(expectedStatus);
    expect.soft(new URL(page.url()).pathname, `${path} stays on its page`).toBe(path.split('?')[0]);
    for (const issue of await seriousA11yIssues(page)) found.push(`${path} (${lang}) → ${issue}`);
  }
  expect(found, `serious or critical axe violations (${lang})`).toEqual([]);
}

/** The first link on the page at `path` whose href matches, e.g. a boat from the search page. */
export async function hrefOn(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const link = page.locator('a[href]').filter({ visible: true });
  let href: string | undefined;
  await expect(async () => {
    const hrefs = await link.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    href = hrefs.find((h) => pattern.test(h));
    expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  }).toPass();
  return href!.split(/[?#]/)[0]!;
}

/**
 * Presses `key` (Tab unless told) until `target` has the focus, `max` presses at most; fails
 * naming the element that has it then. The target is found once and then compared with the
 * focused element after each press: finding it by role or label again each time (the accessible
 * names of the whole page) made a wizard's journey take minutes on a busy machine. A target that
 * is not there yet (`…:focus`), or that React replaced, is looked for again.
 */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 40 } = {}) {
  let handle: ElementHandle | null = null;
  // a target replaced at every look would never let the loop end: as many looks as presses
  for (let presses = 0, looks = 0; presses < max && looks < max;) {
    if (!handle && (await target.count()) === 1) handle = await target.elementHandle();
    if (handle) {
      const state = await handle.evaluate((el) =>
        !el.isConnected ? 'gone' : el === document.activeElement ? 'focused' : 'elsewhere',
      );
      if (state !== 'elsewhere') await handle.dispose();
      if (state === 'focused') return;
      if (state === 'gone') {
        handle = null;
        looks += 1;
        continue;
      }
    }
    await page.keyboard.press(key);
    presses += 1;
  }
  await handle?.dispose();
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}> "${name}"`;
  });
  await expect(
    target,
    `reached with ${key} (at most ${max} presses); the focus is on ${focused}`,
  ).toBeFocused({ timeout: 1 });
}

/** Moves a focused, closed `<select>` with the arrow keys until it shows `value`. */
export async function arrowToOption(page: Page, select: Locator, value: string, max = 80) {
  await expect(select).toBeFocused();
  for (let i = 0; i < max && (await select.inputValue()) !== value; i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** The client's conversation (started or reused) about `target`; its id. */
export async function clientConversation(
  api: APIRequestContext,
  target: { boatId: string } | { support: true },
  message: string,
): Promise<string> {
  const token = await logIn(api, 'client@marea.test');
  const response = await api.post('/api/conversation', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...target, message },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}
