import type { Page } from '@playwright/test';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  signUpClient,
  test,
} from './fixtures';

// A demo boat with half days, an optional skipper (190 € a day) and a required licence (PER),
// which a fresh client does not hold.
const boat = '/boats/es-vedra-ibiza';
const nextYear = new Date().getFullYear() + 1;
const yy = String(nextYear % 100);
const bookingPage = /\/(es|en)\/booking\/[0-9a-f-]{36}$/;

// One fresh client per project (sign-ups are rate-limited per IP), without a card nor a licence,
// used by the journeys in order: first the card added in place, then the licence refused.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
// the licence refusal is a 422
test.use({ allowedHttpErrors: [422] });

const password = 'Velero2026';
let email = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  email = `checkout-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpClient(api, {
    email,
    password,
    name: 'Nerea',
    surname: 'Vidal',
    phone: '+34 633 456 789',
    locale: 'es',
  });
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** Waits for the next quote answer, caused by `action`. */
async function quoted(page: Page, action: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().includes('/quote?') && r.ok());
  await action();
  await response;
}

test('a visitor asks to book, logs in and is back on the checkout with the same choice', async ({
  page,
}) => {
  await page.goto(`/es${boat}`);
  const form = page.getByRole('form', { name: 'Calculadora de precio' });
  await quoted(page, () => form.getByLabel('Fecha', { exact: true }).fill(`${nextYear}-07-15`));
  await quoted(page, () => form.locator('label', { hasText: 'Medio día' }).click());
  await quoted(page, () => form.locator('label', { hasText: 'Tarde' }).click());
  await quoted(page, async () => {
    await form.getByLabel('Personas').selectOption('3');
  });

  await page.locator('#booking').getByRole('link', { name: 'Solicitar reserva' }).click();
  // the checkout's code loads first, then sends the visitor to the login modal
  const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Email').fill('client@marea.test');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Marea2026!');
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page).toHaveURL(/\/es\/boats\/es-vedra-ibiza\/book\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    start_date: `15-07-${nextYear}`,
    duration: 'half_day',
    slot: 'afternoon',
    people: '3',
  });
  await expect(page.getByRole('heading', { name: 'Solicitar reserva', level: 1 })).toBeVisible();
  const trip = page.getByRole('region', { name: 'Tu viaje' });
  await expect(trip.getByText('Tarde, de 15:00 a 19:00')).toBeVisible();
  await expect(trip.getByText('3 personas')).toBeVisible();
  await expect(
    page.getByText('La tarjeta solo se cobra cuando el armador confirma la disponibilidad.'),
  ).toBeVisible();
  await expect(page.getByText(/El armador tiene 24 horas para responder/)).toBeVisible();
});

test('a client without a card adds one in place and sends the request (es)', async ({ page }) => {
  await logIn(page, email, password);
  await page.goto(
    `/es${boat}/book?start_date=10-06-${nextYear}&duration=day&skipper=true&people=2`,
  );
  const cardSection = page.getByRole('region', { name: 'Pagar con' });
  await expect(cardSection.getByText('Debes añadir una tarjeta.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const cardForm = cardSection.getByRole('form', { name: 'Nueva tarjeta' });
  await cardForm.getByLabel('Número de tarjeta').fill('4000008260000000');
  await cardForm.getByLabel('Caducidad').pressSequentially(`12${yy}`);
  await cardForm.getByLabel('Código CVC').fill('123');
  await cardForm.getByRole('button', { name: 'Guardar y usar esta tarjeta' }).click();
  const saved = cardSection.getByRole('radio', { name: /Visa acabada en 0000/ });
  await expect(saved).toBeChecked();
  // issued in France: each charge carries the card fee
  await expect(cardSection.getByText(/cada cobro lleva una comisión del 1,5\s%/)).toBeVisible();
  await expect(page.getByText(/incluye .* de comisión de tarjeta/).first()).toBeAttached();

  await page.getByLabel('Mensaje para el armador (opcional)').fill('Somos cuatro amigos.');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(bookingPage);
});

test('a client without the licence takes a skipper and sends the request (en)', async ({
  page,
}) => {
  await logIn(page, email, password);
  await page.goto(
    `/en${boat}/book?start_date=16-06-${nextYear}&duration=day&skipper=false&people=4`,
  );
  const trip = page.getByRole('region', { name: 'Your trip' });
  await expect(trip.getByText(/^No skipper/)).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'you need a' });
  await expect(alert).toContainText(
    'To sail this boat without a skipper you need a Recreational Boat Skipper (PER) licence.',
  );
  await expectNoSeriousA11yIssues(page);
  await quoted(page, () =>
    alert.getByRole('button', { name: 'Add a skipper (€190 per day)' }).click(),
  );
  await expect(alert).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Skipper added' })).toBeVisible();
  await expect(trip.getByText(/^With a skipper/)).toBeVisible();
  await expect(page.getByText('Skipper, 1 day × €190').first()).toBeAttached();
  await expect(page).toHaveURL(/skipper=true/);

  // another card, picked for this request: it becomes the default card, the one charged
  const cardSection = page.getByRole('region', { name: 'Pay with' });
  await cardSection.getByRole('button', { name: 'Add another card' }).click();
  const cardForm = cardSection.getByRole('form', { name: 'New card' });
  await cardForm.getByLabel('Card number').fill('378282246310005');
  await cardForm.getByLabel('Expiry date').pressSequentially(`11${yy}`);
  await cardForm.getByLabel('Security code').fill('1234');
  await cardForm.getByRole('button', { name: 'Save and use this card' }).click();
  await expect(
    cardSection.getByRole('radio', { name: /American Express ending in 0005/ }),
  ).toBeChecked();
  await expect(cardSection.getByText('This card will become your default card')).toBeVisible();

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(bookingPage);
  const cards = (await (await page.request.get('/api/billing/client/card')).json()) as {
    items: { last4: string; isDefault: boolean }[];
  };
  expect(cards.items.find((card) => card.isDefault)?.last4).toBe('0005');
});
