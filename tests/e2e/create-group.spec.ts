import type { Page } from '@playwright/test';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  saveCard,
  signUpClient,
  test,
} from './fixtures';

// The create-group wizard (PRODUCT.md §4, docs/decisions/0028-groups.md): Port Olímpic
// (Barcelona) has skippered boats offering the coastal day trip.
const harbour = 'port-olimpic';
const plan = 'coastal-day-trip';
const groupPage = /\/(es|en)\/groups\/[0-9a-f-]{36}$/;

/** A date `days` from today, `YYYY-MM-DD` (far enough for the 48-hour rule, free in the demo). */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// One fresh client per project (sign-ups are rate-limited per IP), with a card on file.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const password = 'Grupo2026x';
let email = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  email = `group-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpClient(api, {
    email,
    password,
    name: 'Lucía',
    surname: 'Ferrer',
    phone: '+34 644 123 456',
    locale: 'es',
  });
  await saveCard(api, await logIn(api, email, password));
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** Step 1 filled: the date, Port Olímpic and the coastal day trip. */
async function fillPlace(page: Page, labels: { date: string; harbour: string; plan: string }) {
  await page.getByLabel(labels.date).fill(dateIn(75));
  await page.getByLabel(labels.harbour).selectOption(harbour);
  await page.getByLabel(labels.plan).selectOption(plan);
}

test('a client goes through the four steps and lands on the new group (en)', async ({ page }) => {
  await logIn(page, email, password);
  await page.goto('/en/create-group');
  await expect(
    page.getByRole('heading', { level: 1, name: 'When and where do you sail?' }),
  ).toBeVisible();
  await expect(page.getByText(/48 hours before departure/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await fillPlace(page, { date: 'Sail date', harbour: 'Harbour', plan: 'Plan (route)' });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: "Choose the group's boat" }),
  ).toBeVisible();
  await page.getByLabel('Number of people').fill('4');
  const boats = page.getByRole('group', { name: 'Choose a boat' });
  await expect(boats.getByRole('radio').first()).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText(/per person, skipper included/).first()).toBeVisible();
  // the list answered for four people (while it asks again it is faded, which axe reads as
  // too little contrast)
  await expect(page.locator('section[aria-labelledby="boats-title"]')).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expectNoSeriousA11yIssues(page);
  await boats.locator('label').first().click();
  await expect(boats.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: "Who's coming with you?" }),
  ).toBeVisible();
  // the creator is the first passenger, from the profile
  await expect(page.getByLabel('Passenger 1 name')).toHaveValue('Lucía Ferrer');
  await expect(page.getByLabel('Passenger 1 email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Add passenger' }).click();
  await page.getByLabel('Passenger 2 name').fill('Marc Soler');
  await page.getByLabel('Passenger 2 email').fill('marc.soler@example.com');
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(page.getByText('2 places ×', { exact: false })).toBeVisible();
  await expect(page.getByText('The rest, at check-in')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Introduce your group' })).toBeVisible();
  await page.getByLabel('Group name').fill('Barcelona coast day');
  await page
    .getByLabel('Description')
    .fill('A relaxed day along the coast, swimming and lunch on board.');
  const review = page.getByRole('region', { name: 'Review your group' });
  await expect(review.getByText('Marc Soler', { exact: false })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(groupPage, { timeout: 20_000 });
});

test(
  'empty steps show their messages; a visitor logs in and keeps what was typed (es)',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/es/create-group');
    await page.getByLabel('Día de la salida').fill(dateIn(0));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(
      page.getByText('Los grupos se crean con más de 48 horas de antelación', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Elige el puerto.')).toBeVisible();
    await expect(page.getByText('Elige la ruta.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await fillPlace(page, { date: 'Día de la salida', harbour: 'Puerto', plan: 'Plan (ruta)' });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Elige el barco del grupo' }),
    ).toBeVisible();
    await page.getByLabel('Número de personas').fill('1');
    await page.getByLabel('Mínimo (€)').fill('80');
    await page.getByLabel('Máximo (€)').fill('20');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Un grupo es de 2 a 50 personas.')).toBeVisible();
    await expect(page.getByText('El máximo no puede ser menor que el mínimo.')).toBeVisible();
    await page.getByLabel('Número de personas').fill('5');
    await page.getByLabel('Mínimo (€)').fill('');
    await page.getByLabel('Máximo (€)').fill('');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Elige un barco.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const boats = page.getByRole('group', { name: 'Elige un barco' });
    await boats.locator('label').first().click();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // a visitor logs in here and comes back to the same step with everything kept
    const gate = page.getByRole('region', { name: 'Inicia sesión para continuar' });
    await expect(gate).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await gate.getByRole('link', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByLabel('Nombre del pasajero 1')).toHaveValue('Lucía Ferrer');
    await page.getByLabel('Nombre del pasajero 1').fill('');
    await page.getByLabel('Email del pasajero 1').fill('lucia@');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Escribe el nombre del pasajero.')).toBeVisible();
    await expect(page.getByText('¡Email no válido!')).toBeVisible();
    await page.getByLabel('Nombre del pasajero 1').fill('Lucía Ferrer');
    await page.getByLabel('Email del pasajero 1').fill(email);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Presenta tu grupo' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear grupo' }).click();
    await expect(page.getByText('Ponle un nombre al grupo', { exact: false })).toBeVisible();
    await expect(page.getByText('Describe el plan del grupo', { exact: false })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    // the review keeps the first steps' choices
    await expect(page.getByRole('region', { name: 'Revisa tu grupo' })).toContainText(
      'Port Olímpic',
    );
  },
);

test.describe('a declined card', () => {
  // the sandbox declines 4000 0000 0000 0002 with 402 AA00045
  test.use({ allowedHttpErrors: [404, 402] });

  test(
    'sends the client back to the payment step with the bank message (es)',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const yy = String((new Date().getFullYear() + 3) % 100);
      await logIn(page, email, password);
      await page.goto('/es/create-group');
      await fillPlace(page, { date: 'Día de la salida', harbour: 'Puerto', plan: 'Plan (ruta)' });
      await page.getByRole('button', { name: 'Siguiente' }).click();
      const boats = page.getByRole('group', { name: 'Elige un barco' });
      await expect(boats.getByRole('radio').first()).toBeAttached({ timeout: 15_000 });
      await boats.locator('label').first().click();
      await page.getByRole('button', { name: 'Siguiente' }).click();

      const cardSection = page.getByRole('region', { name: 'Pagar con' });
      await cardSection.getByRole('button', { name: 'Añadir otra tarjeta' }).click();
      const cardForm = cardSection.getByRole('form', { name: 'Nueva tarjeta' });
      await cardForm.getByLabel('Número de tarjeta').fill('4000000000000002');
      await cardForm.getByLabel('Caducidad').pressSequentially(`12${yy}`);
      await cardForm.getByLabel('Código CVC').fill('123');
      await cardForm.getByRole('button', { name: 'Guardar y usar esta tarjeta' }).click();
      await expect(cardSection.getByRole('radio', { name: /Visa acabada en 0002/ })).toBeChecked();
      await page.getByRole('button', { name: 'Siguiente' }).click();

      await page.getByLabel('Nombre del grupo').fill('Calas con tarjeta rechazada');
      await page.getByLabel('Descripción').fill('Un día de calas y baño frente a Barcelona.');
      await page.getByRole('button', { name: 'Crear grupo' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: '¿Quién viene contigo?' }),
      ).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'problemas al procesar tu tarjeta' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/es\/create-group$/);
    },
  );
});
