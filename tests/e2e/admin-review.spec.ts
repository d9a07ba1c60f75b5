import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInMadrid, toQueryDate } from '../../shared/dates';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  signUpClient,
  test,
  uploadPicture,
} from './fixtures';

// One fresh client per project submits the boats the journeys review: approving makes its owner
// a shipowner, so the demo accounts stay as they are. Sign-ups are rate-limited: one per project.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const password = 'Velero2026';
let clientEmail = '';
let clientToken = '';
const boats = { approve: { id: '', slug: '', name: '' }, reject: { id: '', slug: '', name: '' } };

async function submitBoat(api: APIRequestContext, token: string, name: string) {
  const gallery = [];
  for (const red of [80, 140, 200]) gallery.push(await uploadPicture(api, token, red));
  const res = await api.post('/api/boat', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      boat_type: 'sailboat',
      manufacturer: 'Bavaria',
      model: 'Cruiser 37',
      year: 2019,
      length: 11.3,
      number_of_places: 8,
      description_es:
        'Velero cómodo para navegar por la costa de Barcelona con amigos o en familia.',
      day_places: 8,
      night_places: 6,
      cabins: 3,
      baths: 1,
      skipper: 'optional',
      skipper_price: '170',
      required_titling: 'per',
      cancelation_conditions: 'moderate',
      departure_time: '10:00',
      arrival_time: '19:00',
      equipment: { outdoor: ['bimini'], electronic: ['vhf-radio'], other: [] },
      harbour: 'port-olimpic',
      harbor: { lat: 41.386, lon: 2.2012 },
      gallery,
      prices: {
        high: { day: '420', half_day: '260' },
        mid: { day: '360', half_day: '' },
        low: { day: '290.50', half_day: '' },
      },
      fuel_type: 'diesel',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as { id: string; slug: string }), name };
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  clientEmail = `review-${stamp}@example.com`;
  await signUpClient(api, {
    email: clientEmail,
    password,
    name: 'Iker',
    surname: 'Etxeberria',
    phone: '+34 611 222 333',
    locale: 'es',
  });
  clientToken = await logIn(api, clientEmail, password);
  boats.approve = await submitBoat(api, clientToken, `Alisio ${stamp}`);
  boats.reject = await submitBoat(api, clientToken, `Gregal ${stamp}`);
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the admin reaches the review from the back office and approves a boat (es)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await logIn(page, 'admin@marea.test');
  await page.goto('/es/backoffice');
  await page.getByRole('link', { name: /Revisar barcos enviados/ }).click();
  await expect(page).toHaveURL(/\/es\/backoffice\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisión de barcos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pendientes/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const boat = card(page, boats.approve.name);
  await expect(boat).toBeVisible();
  await expect(boat.getByText(clientEmail)).toBeVisible();
  await expect(boat.getByRole('cell', { name: '420 €' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await boat.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText(`«${boats.approve.name}» ya está publicado.`)).toBeVisible();
  await expect(boat).toHaveCount(0);

  // public now, and its client owner became a shipowner
  expect((await request.get(`/api/boat/${boats.approve.slug}`)).status()).toBe(200);
  const me = await request.get('/api/user/me', {
    headers: { authorization: `Bearer ${clientToken}` },
  });
  expect(((await me.json()) as { role: string }).role).toBe('shipowner');
  await page.getByRole('link', { name: /Publicados/ }).click();
  await expect(card(page, boats.approve.name)).toBeVisible();
  await expect(
    card(page, boats.approve.name).getByRole('link', { name: 'Ver la página pública' }),
  ).toHaveAttribute('href', `/es/boats/${boats.approve.slug}`);

  // and a visitor's search finds it (an admin on the public site is asked to leave it): its
  // harbour, its type and a date (a search with dates is never served from the search's short
  // memory), newest first
  const visitor = await browser.newContext({ baseURL });
  await acceptCookies(visitor, baseURL);
  const search = await visitor.newPage();
  const day = toQueryDate(addDays(todayInMadrid(), 45));
  await search.goto(
    `/es/boats?place=port-olimpic&boat_type=sailboat&start_date=${day}&duration=day&sort=newest`,
  );
  const found = search
    .getByRole('region', { name: /^Barcos/ })
    .getByRole('article')
    .filter({ hasText: boats.approve.name });
  await expect(found).toBeVisible();
  await expect(found.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^/es/boats/${boats.approve.slug}\\?`),
  );
  await visitor.close();
});

test('the admin rejects a boat with a reason, mailed to its owner (en)', async ({
  page,
  request,
}) => {
  await logIn(page, 'admin@marea.test');
  await page.goto('/en/backoffice/review');
  const boat = card(page, boats.reject.name);
  await boat.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject “${boats.reject.name}”` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject and notify' }).click();
  await expect(dialog.getByText('Write at least 10 characters.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const reason = 'The pictures are too dark: please add daylight pictures of the deck.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject and notify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`You've rejected “${boats.reject.name}”`)).toBeVisible();
  await expect(boat).toHaveCount(0);

  await page.getByRole('link', { name: /Rejected/ }).click();
  await expect(card(page, boats.reject.name).getByText(reason)).toBeVisible();
  const mails = (await (await request.get('/api/dev/mail')).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  const mail = mails.find((m) => m.to === clientEmail && m.subject.includes('necesita cambios'));
  expect(mail?.text).toContain(reason);
});

test('other roles are sent away from the review', async ({ page }) => {
  await logIn(page, 'owner@marea.test');
  await page.goto('/es/backoffice/review');
  await expect(page).toHaveURL(/\/es\/backoffice$/);
  await expect(page.getByRole('link', { name: /Revisar barcos enviados/ })).toHaveCount(0);
});
