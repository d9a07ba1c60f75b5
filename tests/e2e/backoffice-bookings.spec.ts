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

// One fresh client per project (sign-ups are rate-limited per IP) asks for two of the demo
// owner's boats; the owner accepts one and rejects the other from the back office list. Each
// project has its own boats and month, so the two projects never compete for the same days.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const password = 'Velero2026';
const nextYear = new Date().getFullYear() + 1;
const setups: Record<string, { name: string; month: string; boats: [string, string] }> = {
  desktop: { name: 'Irene', month: '03', boats: ['Posidonia', 'Sa Calobra'] },
  mobile: { name: 'Olaia', month: '04', boats: ['Migjorn', 'Tagomago'] },
};

let setup = setups.desktop!;
let clientToken = '';
const requests = { accept: '', reject: '' };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  setup = setups[testInfo.project.name] ?? setups.desktop!;
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const email = `bo-bookings-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpClient(api, {
    email,
    password,
    name: setup.name,
    surname: 'Soler',
    phone: '+34 644 567 890',
    locale: 'es',
  });
  clientToken = await logIn(api, email, password);
  const asClient = { authorization: `Bearer ${clientToken}` };
  await saveCard(api, clientToken);

  const ownerToken = await logIn(api, 'owner@marea.test');
  const fleet = await json<{ items: { id: string; name: string }[] }>(
    await api.get('/api/backoffice/boat?pageSize=50', {
      headers: { authorization: `Bearer ${ownerToken}` },
    }),
  );
  const boatId = (name: string) => fleet.items.find((boat) => boat.name === name)!.id;
  const day = 10 + (Date.now() % 15);
  for (const [key, boat, offset] of [
    ['accept', setup.boats[0], 0],
    ['reject', setup.boats[1], 1],
  ] as const) {
    const booking = await json<{ id: string; status: string }>(
      await api.post('/api/booking', {
        headers: asClient,
        data: {
          boatId: boatId(boat),
          start_date: `${nextYear}-${setup.month}-${day + offset}`,
          duration: 'day',
          skipper: true,
          people: 2 + offset,
        },
      }),
    );
    expect(booking.status).toBe('pending');
    requests[key] = booking.id;
  }
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('es: the owner sees the request pending with its time left and accepts it from the list; the client is charged', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [boat] = setup.boats;
  await logIn(page, 'owner@marea.test');
  await page.goto('/es/backoffice');
  const panel = page.getByRole('region', { name: 'Solicitudes pendientes' });
  await expect(panel.getByTestId('time-left').first()).toHaveText(/^Quedan \d+/);
  await expect(page.getByRole('region', { name: 'Próximos check-ins' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Secciones del back office' });
  await expect(nav.getByTestId('pending-count')).toBeVisible();
  // a shipowner has no administration row
  await expect(page.getByRole('navigation', { name: 'Administración' })).toHaveCount(0);

  await nav.getByRole('link', { name: /^Solicitudes y reservas/ }).click();
  await expect(page).toHaveURL(/\/es\/backoffice\/bookings$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitudes y reservas' }),
  ).toBeVisible();
  const row = page.locator(`[data-booking-id="${requests.accept}"]`);
  await expect(row.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(row.getByTestId('time-left')).toHaveText(/^Quedan \d+ h( \d+ min)?$/);
  await expect(row.getByText(setup.name, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await row
    .getByRole('button', { name: `Aceptar la solicitud de ${setup.name} para ${boat}` })
    .click();
  await expect(row.getByText('Aceptada', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Se ha cobrado' })).toHaveText(
    `Solicitud de ${setup.name} aceptada. Se ha cobrado el primer pago.`,
  );
  await expect(row.getByRole('button', { name: /^Aceptar/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Abrir la reserva/ })).toHaveAttribute(
    'href',
    `/es/booking/${requests.accept}`,
  );

  // the client sees it accepted, with the first payment charged
  const api = await playwright.request.newContext({ baseURL });
  const booking = await json<{
    status: string;
    payments: { items: { kind: string; status: string; amountCents: number }[] };
  }>(
    await api.get(`/api/booking/${requests.accept}`, {
      headers: { authorization: `Bearer ${clientToken}` },
    }),
  );
  await api.dispose();
  expect(booking.status).toBe('accepted');
  expect(booking.payments.items[0]).toMatchObject({ kind: 'first-payment', status: 'succeeded' });
  expect(booking.payments.items[0]!.amountCents).toBeGreaterThan(0);

  // beside the booking, the conversation with its client: started from the row
  await row.getByRole('link', { name: `Mensajes con ${setup.name} sobre esta reserva` }).click();
  await expect(page).toHaveURL(`/es/backoffice/messages/new?booking=${requests.accept}`);
  await expect(page.getByRole('textbox', { name: 'Escribe un mensaje' })).toBeVisible();
});

test('en: the owner rejects a request after confirming, and filters the list by status and boat', async ({
  page,
}) => {
  const [accepted, other] = setup.boats;
  await logIn(page, 'owner@marea.test');
  await page.goto('/en/backoffice/bookings');
  const row = page.locator(`[data-booking-id="${requests.reject}"]`);
  const acceptedRow = page.locator(`[data-booking-id="${requests.accept}"]`);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByTestId('time-left')).toHaveText(/^\d+ h( \d+ min)? left$/);

  await row.getByRole('button', { name: `Reject ${setup.name}'s request for ${other}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Reject ${setup.name}'s request?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Reject/ })).toHaveCount(0);

  // the accepted booking's owner actions open over the list
  await acceptedRow
    .getByRole('button', { name: `Manage ${setup.name}'s booking on ${accepted}` })
    .click();
  const manage = page.getByRole('dialog', { name: `${setup.name} · ${accepted}` });
  await expect(manage.getByRole('button', { name: /Cancel/ })).toBeVisible();
  await expect(manage.getByRole('link', { name: 'Open the booking page' })).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).click();
  await expect(manage).toBeHidden();

  const filters = page.getByRole('group', { name: 'Filter by status' });
  await filters.getByRole('button', { name: /^Rejected/ }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(row).toBeVisible();
  await expect(acceptedRow).toBeHidden();
  await expect(
    page.locator('[data-testid="owner-booking"]:not([data-status="rejected"])'),
  ).toHaveCount(0);

  await filters.getByRole('button', { name: /^Accepted/ }).click();
  await expect(acceptedRow).toBeVisible();
  await expect(row).toBeHidden();

  await filters.getByRole('button', { name: /^All/ }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(row).toBeVisible();
  const boatFilter = page.getByRole('combobox', { name: /^Boat/ });
  await boatFilter.selectOption({ label: other });
  await expect(page).toHaveURL(/boat=/);
  await expect(row).toBeVisible();
  await expect(acceptedRow).toBeHidden();
  await expect(page.getByTestId('owner-booking-boat')).not.toHaveCount(0);
  for (const name of await page.getByTestId('owner-booking-boat').allTextContents())
    expect(name.trim()).toBe(other);

  await boatFilter.selectOption({ label: 'All boats' });
  await expect(acceptedRow).toBeVisible();
  await expect(row).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
