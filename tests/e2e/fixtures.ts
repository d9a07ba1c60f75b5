import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';

/**
 * Every test fails on a console error or an uncaught page error (React warnings included),
 * except failed responses whose status the test expects: a 404 page's own status, and the API
 * errors a test provokes on purpose (Chromium logs every 4xx response as a console error).
 */
export const test = base.extend<{ consoleErrors: string[]; allowedHttpErrors: number[] }>({
  allowedHttpErrors: [[404], { option: true }],
  // Navigations wait until React has hydrated, so clicks are never lost on server-rendered HTML.
  page: async ({ page }, use) => {
    const waitForHydration = () =>
      page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowedHttpErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const status = /the server responded with a status of (\d{3})/.exec(text)?.[1];
        if (status && allowedHttpErrors.includes(Number(status))) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The page React has rendered is at a URL matching `pattern` (its path and query). After a client
 * navigation the browser's URL changes first; fields and lists of the old page are still there.
 */
export async function expectRendered(page: Page, pattern: RegExp) {
  await expect(page.locator('html')).toHaveAttribute('data-location', pattern);
}

/** The password of every demo account (README). */
export const demoPassword = 'Marea2026!';

/** Hides the cookie banner, which would cover the bottom of small screens. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'allowCookie', value: 'true', url: baseURL! }]);
}

/**
 * Logs in through the API and returns the id token. From a page (its `request`, which shares the
 * browser's cookies) the browser holds the session afterwards.
 */
export async function logIn(
  from: Page | APIRequestContext,
  email: string,
  password = demoPassword,
): Promise<string> {
  const request = 'request' in from ? from.request : from;
  const response = await request.post('/api/auth/login', {
    data: { email, password, rememberMe: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

type TNewClient = {
  email: string;
  password: string;
  name: string;
  surname: string;
  phone: string;
  locale: 'es' | 'en';
};

/**
 * A fresh client, signed up and verified through the API (the link of the dev outbox). Sign-ups
 * are rate-limited per IP: a spec makes one per project at most.
 */
export async function signUpClient(api: APIRequestContext, client: TNewClient) {
  const signup = await api.post('/api/user/signup-client', {
    data: { ...client, check_password: client.password, terms_and_services: true },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const mails = (await (await api.get('/api/dev/mail')).json()) as { to: string; text: string }[];
  const link = mails
    .find((mail) => mail.to === client.email)
    ?.text.match(/verify-email\?token=([^\s&"<]+)/);
  expect(link, 'verification mail').toBeTruthy();
  const verified = await api.post('/api/auth/verify-email', {
    data: { token: decodeURIComponent(link![1]!) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** Saves a sandbox test card (PRODUCT.md §2) on the account of `token`; 4242… is accepted. */
export async function saveCard(api: APIRequestContext, token: string, number = '4242424242424242') {
  const tokenized = await api.post('/api/billing/sandbox/token', {
    data: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  expect(tokenized.ok(), await tokenized.text()).toBe(true);
  const { cardToken } = (await tokenized.json()) as { cardToken: string };
  const saved = await api.post('/api/billing/client/card', {
    headers: { authorization: `Bearer ${token}` },
    data: { cardToken },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A PNG of a few kilobytes (480 × 320 unless told), a different colour for each `red`. */
export function makePicture(red: number, { width = 480, height = 320 } = {}): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: red, g: 117, b: 144 } },
  })
    .png()
    .toBuffer();
}

/** Uploads a boat picture as the wizard does (signed URL, PUT, confirm); returns its asset id. */
export async function uploadPicture(api: APIRequestContext, token: string, red: number) {
  const headers = { authorization: `Bearer ${token}` };
  const body = await makePicture(red);
  const ticket = await api.post('/api/asset/generate-signed-url', {
    headers,
    data: { kind: 'boat_picture', contentType: 'image/png', size: body.length },
  });
  expect(ticket.ok(), await ticket.text()).toBe(true);
  const { id, url } = (await ticket.json()) as { id: string; url: string };
  const put = await api.put(url, { headers: { 'content-type': 'image/png' }, data: body });
  expect(put.ok(), await put.text()).toBe(true);
  expect((await api.put(`/api/asset/${id}/confirm`, { headers })).ok()).toBe(true);
  return id;
}

/**
 * The serious and critical axe violations on the page as it is now, one line each: the rule, its
 * impact and every element it names. All of axe's rules; axe reports only the violations
 * (`resultTypes`), which spares it describing every element that passes. Legacy mode runs axe in
 * the page itself instead of gathering the frames' results in a new blank page, which cost one to
 * two seconds a page on a slow runner (docs/decisions/0048-e2e-time.md); our pages have no
 * cross-origin frame, the one thing it leaves untested.
 */
export async function seriousA11yIssues(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} [${v.impact}]: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe finds nothing serious or critical on the page as it is now. */
export async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousA11yIssues(page)).toEqual([]);
}
