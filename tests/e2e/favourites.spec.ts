import type { Page, TestInfo } from '@playwright/test';
import {
  acceptCookies,
  demoPassword,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  test,
} from './fixtures';

// Both projects (desktop, mobile) run at once with the demo client: each uses its own boats, and
// the tests log in twice per project at most (logins are rate-limited per account).
test.describe.configure({ timeout: 90_000 });
// one test makes the server refuse a save (503) on purpose
test.use({ allowedHttpErrors: [404, 503] });

const client = { email: 'client@marea.test', password: demoPassword };

const copy = {
  es: {
    featured: 'Barcos destacados',
    heart: /^Guardar .+ en favoritos$/,
    loginFirst: 'Primero debes iniciar sesión',
    loginDialog: 'Inicia sesión',
    submit: 'Iniciar sesión',
    password: 'Contraseña',
    title: 'Mis barcos',
    settingsNav: 'Ajustes de la cuenta',
    removed: (name: string) => `Has quitado ${name} de tus barcos.`,
    undo: 'Deshacer',
    empty: 'Aún no has guardado ningún barco',
    explore: 'Explorar barcos',
  },
  en: {
    featured: 'Featured boats',
    heart: /^Save .+ to favourites$/,
    loginFirst: 'You should log in first',
    loginDialog: 'Log in',
    submit: 'Log in',
    password: 'Password',
    title: 'My boats',
    settingsNav: 'Account settings',
    removed: (name: string) => `You removed ${name} from your boats.`,
    undo: 'Undo',
    empty: 'No saved boats yet',
    explore: 'Explore boats',
  },
};

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** A featured card of the home page that no other test of this run touches. */
function featuredCard(page: Page, lang: 'es' | 'en', testInfo: TestInfo, offset: number) {
  const slot = (testInfo.project.name === 'mobile' ? 1 : 0) + offset;
  return page.getByRole('region', { name: copy[lang].featured }).getByRole('article').nth(slot);
}

test('logged out, a heart asks to log in first; after the login the boat is saved, then removed from my boats', async ({
  page,
}, testInfo) => {
  const t = copy.es;
  await page.goto('/es');
  const card = featuredCard(page, 'es', testInfo, 0);
  const name = await card.getByRole('heading').innerText();
  const heart = card.getByRole('button', { name: t.heart });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText(t.loginFirst)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: t.loginDialog });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/es\?login=1$/);

  await dialog.getByLabel('Email').fill(client.email);
  await dialog.getByLabel(t.password, { exact: true }).fill(client.password);
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog).toBeHidden();
  // the click that asked for the login counts: the boat is saved
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/es/settings/favourite');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: t.heart }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t.removed(name) })).toBeVisible();
  const undo = page.getByRole('button', { name: t.undo });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('button', { name: t.heart })).toBeFocused();
  await expect(saved.getByRole('button', { name: t.heart })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await saved.getByRole('button', { name: t.heart }).click();
  await expect(saved).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(saved).toHaveCount(0);
});

test('in English: the logged-out message, a saved boat in my boats, a refused save, the empty state', async ({
  page,
}, testInfo) => {
  const t = copy.en;
  await page.goto('/en');
  const card = featuredCard(page, 'en', testInfo, 2);
  await card.getByRole('button', { name: t.heart }).click();
  await expect(page.getByText(t.loginFirst)).toBeVisible();
  await expect(page.getByRole('dialog', { name: t.loginDialog })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en$/);

  await logIn(page, client.email, client.password);
  // a logged-in visitor's page is rendered for them and sent whole, compressed in one piece: it
  // has a length (decision 0065)
  const home = (await page.goto('/en'))!.headers();
  expect(home['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(Number(home['content-length'])).toBeGreaterThan(0);
  const name = await card.getByRole('heading').innerText();
  const heart = card.getByRole('button', { name: t.heart });
  // the visitor's click before the login was not a login through this page: nothing saved
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // a save the server refuses: the heart goes back and says why
  const other = featuredCard(page, 'en', testInfo, 4).getByRole('button', { name: t.heart });
  await page.route('**/api/user/favourite/*', (route) =>
    route.fulfill({
      status: 503,
      json: {
        code: 'AA00011',
        message: {
          es: 'El servicio no está disponible ahora mismo.',
          en: 'The service is unavailable right now.',
        },
      },
    }),
  );
  await other.click();
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable right now' })).toBeVisible();
  await expect(other).toHaveAttribute('aria-pressed', 'false');
  await page.unrouteAll();

  await page.goto('/en/settings/favourite');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: t.settingsNav }).getByRole('link', { name: t.title }),
  ).toHaveAttribute('aria-current', 'page');
  const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(saved.getByRole('button', { name: t.heart })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yIssues(page);
  await saved.getByRole('button', { name: t.heart }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t.removed(name) })).toBeVisible();

  // nothing saved: a friendly way back to the boats
  await page.route('**/api/user/favourite?lang=en', (route) =>
    route.fulfill({ json: { ids: [], items: [] } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
  await expect(page.getByRole('link', { name: t.explore })).toHaveAttribute('href', '/en/boats');
  await expectNoSeriousA11yIssues(page);
});

test('my boats is private: a logged-out visitor gets the login modal', async ({ page }) => {
  await page.goto('/es/settings/favourite');
  await expect(page).toHaveURL(/\/es\?login=1$/);
  await expect(page.getByRole('dialog', { name: copy.es.loginDialog })).toBeVisible();
});
