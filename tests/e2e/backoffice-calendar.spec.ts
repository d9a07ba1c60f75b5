import type { APIRequestContext } from '@playwright/test';
import { acceptCookies, expect, expectNoSeriousA11yIssues, logIn, test } from './fixtures';

// The demo owner blocks two free days of one of their boats from its calendar page; then the
// demo client sees them taken on the boat's public page and cannot request them through the
// API. The days are 45 to 100 days ahead, on a boat the other back-office specs leave alone, and
// the owner frees them again at the end.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const usedElsewhere = new Set(['Posidonia', 'Sa Calobra', 'Migjorn', 'Tagomago']);

type TBoat = { id: string; name: string; slug: string; status: string };
let boat: TBoat;
let start = '';
let end = '';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const isoPlus = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};
const queryDate = (iso: string) => iso.split('-').reverse().join('-');

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await logIn(api, 'owner@marea.test');
  const fleet = await json<{ items: TBoat[] }>(
    await api.get('/api/backoffice/boat?status=published&pageSize=50', {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  boat = fleet.items.find((b) => !usedElsewhere.has(b.name))!;
  expect(boat, 'a published boat of the demo owner').toBeTruthy();
  // two free days in a row, somewhere from 45 days ahead
  const from = 45 + (Date.now() % 20);
  const availability = await json<{ days: { date: string; status: string }[] }>(
    await api.get(
      `/api/boat/${boat.id}/availability?from=${queryDate(isoPlus(from))}&to=${queryDate(isoPlus(from + 40))}`,
    ),
  );
  const days = availability.days;
  const index = days.findIndex((d, i) => d.status === 'free' && days[i + 1]?.status === 'free');
  expect(index).toBeGreaterThanOrEqual(0);
  start = days[index]!.date;
  end = days[index + 1]!.date;
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('es: the owner blocks two days from the boat calendar; a client cannot request them', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await logIn(page, 'owner@marea.test');
  await page.goto(`/es/backoffice/calendar?month=${start.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Secciones del back office' });
  await expect(nav.getByRole('link', { name: 'Calendario' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rowLink = page.getByRole('link', { name: `Calendario de ${boat.name}`, exact: true });
  await expect(rowLink).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await rowLink.click();
  await expect(page).toHaveURL(new RegExp(`/es/backoffice/boats/${boat.id}/calendar`));
  await expect(page.getByRole('heading', { level: 1, name: boat.name })).toBeVisible();
  const first = page.locator(`[data-date="${start}"]`);
  const last = page.locator(`[data-date="${end}"]`);
  await expect(first).toHaveAttribute('aria-label', /Libre/);
  await first.click();
  await last.click({ modifiers: ['Shift'] });
  const panel = page.getByRole('complementary', { name: 'Bloquear fechas' });
  await expect(panel.getByText('2 días seleccionados')).toBeVisible();
  await panel.getByLabel('Nota (opcional)').fill('Mantenimiento del motor');
  await expectNoSeriousA11yIssues(page);
  await panel.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Fechas bloqueadas.');
  await expect(first).toHaveAttribute('aria-label', /Bloqueado: Mantenimiento del motor/);
  await expect(last).toHaveAttribute('aria-label', /Bloqueado/);
  await expect(panel.getByRole('heading', { name: 'Bloqueo', exact: true })).toBeVisible();

  // the fleet calendar shows the block as a bar of the boat's row
  await page.goto(`/es/backoffice/calendar?month=${start.slice(0, 7)}`);
  await expect(
    // `first`: a retry blocks the next free days, next to the first attempt's
    page.getByRole('link', { name: /^Bloqueado · .* · Mantenimiento del motor$/ }).first(),
  ).toBeVisible();

  // a client: the boat page shows the days taken, and a request for them is refused
  const client = await browser.newContext({ baseURL });
  await acceptCookies(client, baseURL);
  const visitor = await client.newPage();
  await visitor.goto(`/es/boats/${boat.slug}`);
  // a page of its own context (not the fixture's): wait for hydration, or a click is lost
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const calendar = visitor.getByRole('region', { name: 'Disponibilidad' });
  const monthsAhead =
    (Number(start.slice(0, 4)) - new Date().getUTCFullYear()) * 12 +
    Number(start.slice(5, 7)) -
    (new Date().getUTCMonth() + 1);
  for (let i = 0; i < monthsAhead - 1; i++)
    await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  const longDate = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${start}T12:00:00Z`));
  await expect(
    calendar.getByRole('button', { name: `${longDate}: Ocupado`, exact: true }),
  ).toBeDisabled();
  await client.close();

  const api = await playwright.request.newContext({ baseURL });
  const token = await logIn(api, 'client@marea.test');
  const refused = await api.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      boatId: boat.id,
      start_date: start,
      end_date: end,
      duration: 'days',
      skipper: true,
      people: 2,
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('AA00052');
  await api.dispose();
});

test('en: the owner frees the blocked days again', async ({ page }) => {
  await logIn(page, 'owner@marea.test');
  await page.goto(`/en/backoffice/boats/${boat.id}/calendar?month=${start.slice(0, 7)}`);
  const first = page.locator(`[data-date="${start}"]`);
  await expect(first).toHaveAttribute('aria-label', /Blocked/);
  await first.click();
  const panel = page.getByRole('complementary', { name: 'Block dates' });
  await expect(panel.getByRole('heading', { name: 'Block', exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await panel.getByRole('button', { name: 'Unblock' }).click();
  await expect(panel.getByRole('status')).toHaveText('Dates unblocked.');
  await expect(first).toHaveAttribute('aria-label', /Free/);
});
