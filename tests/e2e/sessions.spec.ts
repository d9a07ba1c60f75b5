import type { Browser, Page } from '@playwright/test';
import { validationMessages } from '../../shared/validation-messages';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  signUpClient,
  test,
} from './fixtures';

// One fresh account per project, used by the journeys in order: sign-ups are rate-limited per IP.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
// The journeys provoke 'Wrong password' (403), a session already ended (404) and, on the devices
// logged out, 401s.
test.use({ allowedHttpErrors: [401, 403, 404] });

const password = 'Bitacora2026';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
let email = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  email = `sessions-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpClient(api, {
    email,
    password,
    name: 'Iker',
    surname: 'Arrieta',
    phone: '+34 622 345 678',
    locale: 'es',
  });
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** Another device: a browser of its own (its own cookies), logged in to the account. */
async function logInElsewhere(browser: Browser, baseURL: string | undefined, userAgent: string) {
  const context = await browser.newContext({ baseURL, userAgent });
  await acceptCookies(context, baseURL);
  const page = await context.newPage();
  await logIn(page, email, password);
  expect((await page.request.get('/api/user/me')).status()).toBe(200);
  return page;
}

/** Whether the device's session still works: its id token is refused once the session ended. */
async function profileStatus(device: Page) {
  return (await device.request.get('/api/user/me')).status();
}

test('one session: the list shows both devices; a wrong password, then the other device is logged out', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = await logInElsewhere(browser, baseURL, iPhone);
  await logIn(page, email, password);
  await page.goto('/es/settings/account');

  const section = page.getByRole('region', { name: 'Sesiones activas' });
  const rows = section.getByRole('list', { name: 'Tus sesiones activas' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // the current session first, marked, with no button to end it
  await expect(rows.first()).toContainText('Este dispositivo');
  await expect(rows.first()).toContainText('Activa ahora');
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  await expect(rows.nth(1)).toContainText('Safari en iOS');
  await expect(rows.nth(1)).toContainText(/Sesión iniciada el \d{1,2} \w+ \d{4}/);
  await expect(rows.nth(1).getByRole('img', { name: 'Móvil' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await section.getByRole('button', { name: 'Cerrar sesión en Safari en iOS' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Cerrar la sesión en Safari en iOS?' });
  const field = dialog.getByLabel('Tu contraseña', { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'current-password');
  await expectNoSeriousA11yIssues(page);
  // nothing typed: said in the browser, without a call
  await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(dialog.getByText(validationMessages.required.es)).toBeVisible();
  await field.fill('Wrong-pass1');
  await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(dialog.getByText('Contraseña incorrecta')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await profileStatus(phone)).toBe(200);

  await field.fill(password);
  await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sesión cerrada en Safari en iOS.' }),
  ).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(
    section.getByText('Solo tienes la sesión abierta en este dispositivo.'),
  ).toBeVisible();

  // the phone is logged out: its token is refused, and the private page sends it away
  expect(await profileStatus(phone)).toBe(401);
  await phone.goto('/es/settings/account');
  await expect(phone).toHaveURL(/\/es(\?login=1)?$/);
  await phone.context().close();

  // this device goes on
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('all the others: one already ended is said so, then every other device is logged out', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = await logInElsewhere(browser, baseURL, iPhone);
  const laptop = await logInElsewhere(browser, baseURL, firefoxOnWindows);
  await logIn(page, email, password);
  await page.goto('/en/settings/account');

  const section = page.getByRole('region', { name: 'Active sessions' });
  const rows = section.getByRole('list', { name: 'Your active sessions' }).getByRole('listitem');
  // the sessions of the earlier journey's browser (never logged out) may still be there
  await expect(rows.first()).toContainText('This device');
  await expect(rows.filter({ hasText: 'Safari on iOS' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Firefox on Windows' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Firefox on Windows' })).toContainText('Active now');
  await expectNoSeriousA11yIssues(page);

  // the phone logs itself out meanwhile: ending it from here finds it gone, and the list is read again
  expect((await phone.request.post('/api/auth/logout')).ok()).toBe(true);
  await section.getByRole('button', { name: 'Log out of Safari on iOS' }).click();
  const one = page.getByRole('alertdialog', { name: 'Log out of Safari on iOS?' });
  await one.getByLabel('Your password', { exact: true }).fill(password);
  await one.getByRole('button', { name: 'Log out' }).click();
  await expect(one).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'had already ended' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Safari on iOS' })).toHaveCount(0);
  await phone.context().close();

  const others = (await rows.count()) - 1;
  expect(others).toBeGreaterThanOrEqual(1);
  await section.getByRole('button', { name: 'Log out of all other sessions' }).click();
  const all = page.getByRole('alertdialog', { name: 'Log out of all other sessions?' });
  const field = all.getByLabel('Your password', { exact: true });
  await expect(field).toBeFocused();
  await field.fill('Wrong-pass1');
  await all.getByRole('button', { name: 'Log out of the others' }).click();
  await expect(all.getByText('Wrong password')).toBeVisible();
  expect(await profileStatus(laptop)).toBe(200);
  await field.fill(password);
  await all.getByRole('button', { name: 'Log out of the others' }).click();
  await expect(all).toBeHidden();
  const ended = others === 1 ? '1 other session' : `${others} other sessions`;
  await expect(
    page.getByRole('status').filter({ hasText: `Logged out of ${ended}.` }),
  ).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');
  await expect(section.getByRole('button', { name: 'Log out of all other sessions' })).toHaveCount(
    0,
  );
  await expect(section.getByText('You are only logged in on this device.')).toBeVisible();
  expect(await profileStatus(laptop)).toBe(401);
  await laptop.context().close();

  // this device goes on
  expect((await page.request.get('/api/user/me')).ok()).toBe(true);
});
