import type { APIRequestContext } from '@playwright/test';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  saveCard,
  signUpClient,
  test,
} from './fixtures';

// The admin finds a fresh client by email, makes them a shipowner, disables them (their open
// session ends on its next request) and cancels their accepted booking with a full refund.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const password = 'Velero2026';
const email = `bo-admin-${Date.now()}@example.com`;
let bookingId = '';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signUpClient(api, {
    email,
    password,
    name: 'Nerea',
    surname: 'Ibáñez',
    phone: '+34 655 123 987',
    locale: 'es',
  });
  const clientToken = await logIn(api, email, password);
  await saveCard(api, clientToken);
  const ownerToken = await logIn(api, 'owner@marea.test');
  const owner = { authorization: `Bearer ${ownerToken}` };
  const fleet = await json<{ items: { id: string; name: string }[] }>(
    await api.get('/api/backoffice/boat?pageSize=50', { headers: owner }),
  );
  const boat = fleet.items.find((b) => b.name === 'Posidonia')!;
  // one of 300 days, 400 to 700 days ahead (bookings open two years ahead): a retry, in a new
  // worker, books another day
  const startDate = new Date(Date.now() + (400 + (Date.now() % 300)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const booking = await json<{ id: string }>(
    await api.post('/api/booking', {
      headers: { authorization: `Bearer ${clientToken}` },
      data: {
        boatId: boat.id,
        start_date: startDate,
        duration: 'day',
        skipper: true,
        people: 2,
      },
    }),
  );
  bookingId = booking.id;
  await json(await api.post(`/api/booking/${bookingId}/accept`, { headers: owner }));
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('es: the admin finds the client, makes them a shipowner and disables them; their session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  // the client's own browser, logged in
  const clientContext = await browser.newContext({ baseURL });
  await acceptCookies(clientContext, baseURL);
  const clientPage = await clientContext.newPage();
  await logIn(clientPage, email, password);
  expect((await clientPage.request.get('/api/user/me')).status()).toBe(200);

  await logIn(page, 'admin@marea.test');
  await page.goto('/es/backoffice');
  // the administration's sections are on their own row; the audit log is for superAdmins only
  const nav = page.getByRole('navigation', { name: 'Administración' });
  await expect(nav.getByRole('link', { name: 'Revisión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.getByLabel('Nombre, apellidos o email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 resultado')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Nerea Ibáñez' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nerea Ibáñez' })).toBeVisible();

  // an admin is offered client and shipowner only
  const role = page.getByLabel('Rol de la cuenta');
  await expect(role.locator('option')).toHaveText(['Cliente', 'Armador']);
  await role.selectOption('shipowner');
  await page.getByRole('button', { name: 'Guardar rol' }).click();
  await expect(page.getByText('Rol cambiado a Armador.')).toBeVisible();

  await page.getByRole('button', { name: 'Desactivar cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Desactivar la cuenta de Nerea Ibáñez?' });
  await dialog.getByLabel('Motivo').fill('Pagos sospechosos');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Desactivar cuenta' }).click();
  await expect(page.getByText('Cuenta desactivada.')).toBeVisible();
  await expect(page.getByText('Motivo: Pagos sospechosos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivar cuenta' })).toBeVisible();

  // the client's next request is refused and their browser's session is gone
  const me = await clientPage.request.get('/api/user/me');
  expect(me.status()).toBe(403);
  expect(((await me.json()) as { code: string }).code).toBe('AA00140');
  await clientPage.goto('/es/settings/profile');
  await expect(clientPage).toHaveURL(/\/es\?login=1$/);
  const refused = await clientPage.request.post('/api/auth/login', {
    data: { email, password },
  });
  expect(refused.status()).toBe(403);
  await clientContext.close();
});

test('es: the admin cancels the booking with a full refund, shown in its ledger', async ({
  page,
}) => {
  await logIn(page, 'admin@marea.test');
  await page.goto('/es/backoffice/all-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas y grupos' })).toBeVisible();
  await page.getByLabel('ID, cliente, armador o barco').fill(email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: new RegExp(`^Reserva ${bookingId.slice(0, 8)}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva en Posidonia' })).toBeVisible();
  const totals = page.getByTestId('ledger-totals');
  const charged = await totals.locator('dd').first().textContent();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Cancelar con reembolso' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar esta reserva?' });
  await dialog.getByLabel('Motivo').fill('Avería del barco');
  await dialog.getByRole('button', { name: 'Cancelar con reembolso' }).click();
  await expect(page.getByText(`Reserva cancelada. Reembolso: ${charged}.`)).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell').getByText('Reembolso', { exact: true })).toBeVisible();
  // refunded equals charged, to the cent
  await expect(totals.locator('dd').nth(2)).toHaveText(charged!);
});
