import { validationMessages } from '../../shared/validation-messages';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  makePicture,
  signUpClient,
  test,
} from './fixtures';

// One fresh account per project, used by the journeys in order: sign-ups are rate-limited per IP
// (10 an hour), so every test does not make its own. The journeys are long: 60 s each.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
// The journeys provoke a server field error (400), a wrong login (401) and 'Wrong password' (403).
test.use({ allowedHttpErrors: [400, 401, 403, 404] });

const password = 'Velero2026';
const newPassword = 'Catamaran2027';
let email = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  email = `settings-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpClient(api, {
    email,
    password,
    name: 'Nerea',
    surname: 'Costa',
    phone: '+34 612 345 678',
    locale: 'es',
  });
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('profile: details and a cropped picture are saved, shown after a reload and in the header', async ({
  page,
  isMobile,
}) => {
  await logIn(page, email, password);
  await page.goto('/es/settings/profile');
  const name = page.getByLabel('Nombre', { exact: true });
  await expect(name).toHaveValue('Nerea');
  const city = page.getByLabel('Ciudad');

  // a server field error lands under its field, in the page's language
  await page.route('**/api/user/me', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            code: 'AA00001',
            message: {
              es: 'Revisa los datos marcados.',
              en: 'Please check the highlighted fields.',
            },
            fields: [
              { field: 'city', message: { es: 'Ciudad desconocida.', en: 'Unknown city.' } },
            ],
          },
        })
      : route.fallback(),
  );
  await city.fill('Atlántida');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Ciudad desconocida.')).toBeVisible();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await page.unrouteAll();

  // the button is disabled while the request is in flight
  await page.route('**/api/user/me', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 600));
    await route.fallback();
  });
  await name.fill('Marina');
  await city.fill('Palma');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados.' })).toBeVisible();
  await expect(city).not.toHaveAttribute('aria-invalid');
  await page.unrouteAll();

  // the picture: chosen, framed, cropped to 200 × 200 in the browser, uploaded
  const upload = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/asset/upload/'),
  );
  await page.getByLabel('Subir foto').setInputFiles({
    name: 'yo.png',
    mimeType: 'image/png',
    // landscape: the crop must make it square
    buffer: await makePicture(200, { width: 320, height: 240 }),
  });
  const dialog = page.getByRole('dialog', { name: 'Encuadra tu foto' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('slider', { name: 'Zoom' }).fill('1.5');
  await dialog.getByRole('button', { name: 'Acercar' }).click();
  await dialog.getByRole('button', { name: 'Guardar foto' }).click();
  const sent = await upload;
  expect(sent.headers()['content-type']).toBe('image/jpeg');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Foto de perfil actualizada.' }),
  ).toBeVisible();
  const picture = page.getByRole('img', { name: 'Tu foto de perfil' });
  await expect(picture).toHaveAttribute('src', /^\/media\/[\w-]+\/320\.webp$/);
  const header = page.locator('header');
  await expect(
    header.locator('img[src^="/media/"]').filter({ visible: true }).first(),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Marina');
  await expect(page.getByLabel('Ciudad')).toHaveValue('Palma');
  await expect(picture).toHaveAttribute('src', /^\/media\/[\w-]+\/320\.webp$/);
  // the media variants never enlarge: a 200 × 200 picture proves the crop (from 320 × 240)
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([200, 200]);
  await expect(
    header.locator('img[src^="/media/"]').filter({ visible: true }).first(),
  ).toBeVisible();
  if (!isMobile) await expect(header.getByTestId('user-name')).toHaveText('Marina');
});

test('profile: degrees and professions are added and removed at once', async ({ page }) => {
  await logIn(page, email, password);
  await page.goto('/es/settings/profile');
  const per = page.getByRole('button', { name: 'Patrón de Embarcaciones de Recreo (PER)' });
  await expect(per).toHaveAttribute('aria-pressed', 'false');
  await per.click();
  await expect(per).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Patrón de Embarcaciones de Recreo (PER): añadida.' }),
  ).toBeVisible();
  const skipper = page.getByRole('button', { name: 'Patrón profesional' });
  await skipper.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Patrón profesional: añadida.' }),
  ).toBeVisible();
  await skipper.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Patrón profesional: quitada.' }),
  ).toBeVisible();

  await page.reload();
  await expect(per).toHaveAttribute('aria-pressed', 'true');
  await expect(skipper).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousA11yIssues(page);
});

test('account: preferences, a wrong password on the email change, then a new password to log in with', async ({
  page,
  isMobile,
}) => {
  await logIn(page, email, password);
  await page.goto('/en/settings/account');
  const news = page.getByRole('switch', { name: 'News and offers' });
  await expect(news).toHaveAttribute('aria-checked', 'false');
  await news.click();
  await expect(news).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Preferences saved.' })).toBeVisible();

  await page.getByRole('button', { name: 'Change email' }).click();
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await expect(emailForm.getByLabel('New email')).toBeFocused();
  await emailForm.getByLabel('New email').fill('not-an-email');
  await emailForm.getByLabel('Your password', { exact: true }).fill('Wrong-pass1');
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(emailForm.getByText('Invalid email!')).toBeVisible();
  await emailForm.getByLabel('New email').fill(`new-${email}`);
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(emailForm.getByText('Wrong password')).toBeVisible();
  await emailForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(emailForm).toBeHidden();

  const passwordForm = page.getByRole('form', { name: 'Password', exact: true });
  await passwordForm.getByLabel('Current password', { exact: true }).fill(password);
  await passwordForm.getByLabel('New password', { exact: true }).fill(password);
  await passwordForm.getByLabel('Repeat the new password', { exact: true }).fill(password);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(
    passwordForm.getByText('The new password must differ from the current one.'),
  ).toBeVisible();
  // one of the most common passwords is refused by the server, under its field
  await passwordForm.getByLabel('New password', { exact: true }).fill('Iloveyou1');
  await passwordForm.getByLabel('Repeat the new password', { exact: true }).fill('Iloveyou1');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText(validationMessages.passwordCommon.en)).toBeVisible();
  await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(passwordForm.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Strong',
  );
  await passwordForm.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  await expect(passwordForm.getByLabel('Current password', { exact: true })).toHaveValue('');
  // every other session (the earlier journeys' logins) ended: the list, read again, holds this one
  const sessions = page.getByRole('list', { name: 'Your active sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');

  // log out, then in again with the new password
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  } else {
    await page
      .locator('header')
      .getByRole('button', { name: /User menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en?login=1');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  expect((await page.request.get('/api/user/me')).ok()).toBe(true);
});

test('private page: a logged-out visitor logs in and comes back to the settings', async ({
  page,
}) => {
  await page.goto('/es/settings/profile');
  await expect(page).toHaveURL(/\/es\?login=1$/);
  const login = page.getByRole('dialog', { name: 'Inicia sesión' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Marina');
  // the settings navigation leads to the other page, and only to pages that exist
  // desktop shows the side navigation, phones the tabs: one of them is in the accessibility tree
  const nav = page.getByRole('navigation', { name: 'Ajustes de la cuenta' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  await expect(nav.getByRole('link', { name: /Mis barcos/ })).toHaveAttribute(
    'href',
    '/es/settings/favourite',
  );
  await nav.getByRole('link', { name: /Cuenta/ }).click();
  await expect(page).toHaveURL(/\/es\/settings\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
});

test('account: cancelling asks for the password, then the session is gone', async ({
  page,
  baseURL,
}) => {
  await logIn(page, email, newPassword);
  await page.goto('/en/settings/account');
  await expect(page.getByRole('switch', { name: 'News and offers' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close your account for good?' });
  const field = dialog.getByLabel('Password', { exact: true });
  await expect(field).toBeFocused();
  await field.fill('Wrong-pass1');
  await dialog.getByRole('button', { name: 'Yes, close my account' }).click();
  await expect(dialog.getByText('Wrong password')).toBeVisible();
  await field.fill(newPassword);
  await dialog.getByRole('button', { name: 'Yes, close my account' }).click();
  // '/' of the current language (as logout does): the English visitor stays in English
  await expect(page).toHaveURL(`${baseURL}/en`);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('loggedInUser');
  const again = await page.request.post('/api/auth/login', {
    data: { email, password: newPassword },
  });
  expect(again.ok()).toBe(false);
});
