import { expect, expectNoSeriousA11yIssues, logIn, test } from './fixtures';

// The plan this spec adds lives on in the shared database: a name of its own per run.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// the duplicate slug is the API's 409, which the form shows under its field
test.use({ allowedHttpErrors: [404, 409] });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'allowCookie', value: 'true', url: baseURL! }]);
});

test('an admin adds a plan, it reaches the create-group wizard, and a rename does too', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const slug = `sunset-${stamp}`;
  const name = `Sunset at Es Vedrà ${stamp}`;
  const renamed = `Es Vedrà at dusk ${stamp}`;
  await logIn(page, 'admin@marea.test');
  await page.goto('/en/backoffice');
  await page.getByRole('link', { name: 'Catalogues', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/backoffice\/catalogues/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogues' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Boat types' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('rowheader', { name: /Sailboat/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('tab', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/kind=plan/);
  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await expect(dialog).toBeVisible();
  // the shared schema checks the form before the API does
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Must be at least 2 characters.').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Name in Spanish').fill(`Atardecer en Es Vedrà ${stamp}`);
  await dialog.getByLabel('Name in English').fill(name);
  await dialog
    .getByLabel('Description in Spanish')
    .fill('Navega hasta el islote al caer la tarde y fondea frente a la puesta de sol.');
  await dialog
    .getByLabel('Description in English')
    .fill('Sail to the islet late in the day and anchor facing the sunset.');
  await dialog.getByLabel('Order in the lists').fill('90');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${name}” created.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();

  // the same slug again: the API's 409 lands under the field
  await page.getByRole('button', { name: 'Add plan' }).click();
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Name in Spanish').fill('Otro plan');
  await dialog.getByLabel('Name in English').fill('Another plan');
  await dialog.getByLabel('Description in Spanish').fill('Una descripción suficientemente larga.');
  await dialog.getByLabel('Description in English').fill('A description that is long enough.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('It already exists in this catalogue.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(dialog).toBeHidden();

  // a client sees it among the wizard's plans
  const client = await browser.newContext({ baseURL });
  await client.addCookies([{ name: 'allowCookie', value: 'true', url: baseURL! }]);
  const clientPage = await client.newPage();
  await logIn(clientPage, 'client@marea.test');
  await clientPage.goto('/en/create-group');
  const plans = clientPage.getByLabel('Plan (route)');
  await expect(plans.locator('option', { hasText: name })).toHaveCount(1);

  // the admin renames it; the wizard shows the new name
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${name}”` });
  await expect(edit.getByText(slug)).toBeVisible();
  await edit.getByLabel('Name in English').fill(renamed);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`“${renamed}” saved.`)).toBeVisible();
  await clientPage.reload();
  await expect(plans.locator('option', { hasText: renamed })).toHaveCount(1);
  await expect(plans.locator('option', { hasText: name })).toHaveCount(0);
  await client.close();

  // unused and not reference data: it may go
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${renamed}” deleted.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(renamed) })).toHaveCount(0);
});

test('the figures page shows the period as cards and charts with their tables (es)', async ({
  page,
}) => {
  await logIn(page, 'admin@marea.test');
  await page.goto('/es/backoffice');
  await page.getByRole('link', { name: 'Cifras', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/backoffice\/figures$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cifras de la plataforma' }),
  ).toBeVisible();
  await expect(page.locator('dl').getByText('Volumen bruto', { exact: true })).toBeVisible();
  for (const chart of [
    'Volumen bruto por mes',
    'Comisión por mes',
    'Solicitudes por estado',
    'Grupos por estado',
  ])
    await expect(page.getByRole('img', { name: new RegExp(chart) })).toBeVisible();
  const table = page.getByText('Ver los datos en una tabla').first();
  await table.click();
  await expect(page.getByRole('table', { name: 'Volumen bruto por mes' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // another period, kept in the address
  await page.getByLabel('Desde').fill('2026-01');
  await page.getByLabel('Hasta').fill('2026-03');
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  await expect(page).toHaveURL(/from=2026-01&to=2026-03/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'De enero de 2026 a marzo de 2026' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Comisión por mes/ })).toBeVisible();
});
