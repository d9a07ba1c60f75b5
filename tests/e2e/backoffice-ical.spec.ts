import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { acceptCookies, expect, expectNoSeriousA11yIssues, logIn, test } from './fixtures';

// The spec serves an iCal feed itself on 127.0.0.1 (the app runs with ICAL_ALLOW_PRIVATE_HOSTS)
// with one event on a free day 50 to 90 days ahead. The demo owner imports it from a boat's
// calendar page: the import lists 1 event, the day shows as imported, the public availability
// says busy. The owner removes the import at the end, which frees the day again.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// boats the other back-office specs use; this one takes the last other published boat
const usedElsewhere = new Set(['Posidonia', 'Sa Calobra', 'Migjorn', 'Tagomago']);

type TBoat = { id: string; name: string };
let boat: TBoat;
let day = '';
let server: Server;
let feedUrl = '';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const isoPlus = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const queryDate = (iso: string) => iso.split('-').reverse().join('-');
const compact = (iso: string) => iso.replace(/-/g, '');
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function feed(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Elsewhere//EN',
    'BEGIN:VEVENT',
    `UID:e2e-${day}@elsewhere.test`,
    `DTSTAMP:${compact(isoPlus(0))}T000000Z`,
    `DTSTART;VALUE=DATE:${compact(day)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(day))}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const availabilityOf = async (api: APIRequestContext, date: string) =>
  (
    await json<{ days: { date: string; status: string }[] }>(
      await api.get(
        `/api/boat/${boat.id}/availability?from=${queryDate(date)}&to=${queryDate(date)}`,
      ),
    )
  ).days[0]!.status;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await logIn(api, 'owner@marea.test');
  const fleet = await json<{ items: (TBoat & { status: string })[] }>(
    await api.get('/api/backoffice/boat?status=published&pageSize=50', {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  boat = fleet.items.filter((b) => !usedElsewhere.has(b.name)).at(-1)!;
  expect(boat, 'a published boat of the demo owner').toBeTruthy();
  const from = 50 + (Date.now() % 20);
  const days = (
    await json<{ days: { date: string; status: string }[] }>(
      await api.get(
        `/api/boat/${boat.id}/availability?from=${queryDate(isoPlus(from))}&to=${queryDate(isoPlus(from + 40))}`,
      ),
    )
  ).days;
  day = days.find((d) => d.status === 'free')!.date;
  await api.dispose();

  server = createServer((request, response) => {
    if (request.url === '/elsewhere.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feed());
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/elsewhere.ics`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('es: the owner imports an iCal feed; its day is blocked, then freed on removal', async ({
  page,
  playwright,
  baseURL,
}) => {
  await logIn(page, 'owner@marea.test');
  await page.goto(`/es/backoffice/boats/${boat.id}/calendar?month=${day.slice(0, 7)}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sincronizar calendarios (iCal)' }),
  ).toBeVisible();
  await expect(page.getByLabel('Dirección del calendario')).toHaveValue(
    /\/api\/ical\/[0-9a-f-]{36}\.ics$/,
  );

  // a wrong address is named under its field, before anything is sent
  const form = page.getByRole('form', { name: 'Importar un calendario' });
  await form.getByLabel('Dirección iCal (.ics)').fill('calendario');
  await form.getByRole('button', { name: 'Importar' }).click();
  await expect(form.getByText('Escribe una dirección que empiece por https://')).toBeVisible();

  await form.getByLabel('Nombre').fill('Airbnb');
  await form.getByLabel('Dirección iCal (.ics)').fill(feedUrl);
  await form.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('status').getByText('Calendario importado: 1 evento.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Calendarios importados' });
  const row = list.getByRole('listitem').filter({ hasText: 'Airbnb' });
  await expect(row).toContainText('1 evento');
  await expect(row).toContainText('Sincronizado');
  await expect(row).toContainText(feedUrl);
  await expectNoSeriousA11yIssues(page);

  // the calendar beside the panel loads its days again: the day shows as imported
  await expect(page.locator(`[data-date="${day}"]`)).toHaveAttribute('aria-label', /Importado/);

  const api = await playwright.request.newContext({ baseURL });
  expect(await availabilityOf(api, day)).toBe('busy');

  // sync now, then remove with confirmation: the day is free again
  const synced = page.getByRole('list', { name: 'Calendarios importados' }).getByRole('listitem');
  await synced.getByRole('button', { name: 'Sincronizar ahora' }).click();
  await expect(
    page.getByRole('status').getByText('«Airbnb» sincronizado: 1 evento.'),
  ).toBeVisible();
  await synced.getByRole('button', { name: 'Quitar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Quitar «Airbnb»?' });
  await dialog.getByRole('button', { name: 'Quitar calendario' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Aún no importas ningún calendario.')).toBeVisible();
  await expect(page.locator(`[data-date="${day}"]`)).not.toHaveAttribute('aria-label', /Importado/);
  expect(await availabilityOf(api, day)).toBe('free');
  await api.dispose();
});
