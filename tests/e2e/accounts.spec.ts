import type { APIRequestContext, Page } from '@playwright/test';
import { errorCatalog } from '../../shared/errors';
import { validationMessages } from '../../shared/validation-messages';
import { expect, expectNoSeriousA11yIssues, test } from './fixtures';

const demoPassword = 'Marea2026!';

type TDevMail = { to: string; template: string; text: string };

/** The newest link of a template mailed to an address, from the dev outbox (GET /api/dev/mail). */
async function mailedLink(
  request: APIRequestContext,
  to: string,
  template: 'verify-email' | 'reset-password',
  after?: string,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mail')).json()) as TDevMail[];
      const mail = mails.find((m) => m.to === to && m.template === template);
      link =
        /https?:\/\/\S+\/(?:verify-email|reset-password)\?token=[\w%-]+/.exec(
          mail?.text ?? '',
        )?.[0] ?? '';
      return link !== '' && link !== after;
    })
    .toBe(true);
  return link;
}

function uniqueEmail(project: string): string {
  return `ana.${project}.${Date.now()}@marea.test`;
}

/** Opens the login modal from the header (desktop) or the mobile menu. */
async function openLoginFromHeader(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('dialog', { name: 'Menú' })
      .getByRole('link', { name: 'Iniciar sesión' })
      .click();
  } else {
    await page.locator('header').getByRole('link', { name: 'Iniciar sesión' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  return dialog;
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The header shows the user (desktop: the user menu button; mobile: inside the menu sheet). */
async function expectLoggedInAs(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menú' });
    await expect(sheet.getByText(name, { exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await expect(
      page.locator('header').getByRole('button', { name: `Menú de usuario: ${name}` }),
    ).toBeVisible();
  }
}

test.describe('accounts journey', () => {
  // the common passwords answer 400 and the unverified login 403, on purpose
  test.use({ allowedHttpErrors: [400, 403, 404] });

  test('sign up → verify → log in → user menu → log out → recover → reset → log in', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo.project.name);
    const newPassword = 'Nueva2026pass';

    // sign up as a client
    await page.goto('/es/sign-up');
    await expect(page.locator('header')).toHaveAttribute('data-look', 'overlay');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Apellidos').fill('Prueba');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono').fill('+34 612 345 678');
    // one of the most common passwords is refused under its field (ASVS 2.1.7)
    await page.getByLabel('Contraseña', { exact: true }).fill('Password1');
    await page.getByLabel('Repite la contraseña').fill('Password1');
    await page.getByRole('checkbox', { name: /términos y condiciones/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText(validationMessages.passwordCommon.es)).toBeVisible();
    // a meter says how strong the password being typed is (ASVS 2.1.8)
    const strength = page.getByRole('meter', { name: 'Seguridad de la contraseña' });
    await expect(strength).toHaveAttribute('aria-valuetext', 'Débil');
    // the password can be shown while typed (ASVS 2.1.12), and hidden again
    const password = page.getByLabel('Contraseña', { exact: true });
    await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Password1');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
    await page.getByLabel('Repite la contraseña').fill(demoPassword);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const firstLink = await mailedLink(request, email, 'verify-email');

    // before verifying, login is refused with the server's message (and a new link is mailed)
    await page.goto('/es?login=1');
    await logIn(page, email, demoPassword);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(errorCatalog.AA00019.es);
    const verifyLink = await mailedLink(request, email, 'verify-email', firstLink);

    // the verification link confirms the email and offers to log in
    await page.goto(verifyLink);
    await expect(page.getByRole('heading', { name: '¡Email confirmado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
    await logIn(page, email, demoPassword);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/es$/);
    await expectLoggedInAs(page, isMobile, 'Ana');

    // the user menu has the spec's entries, and logging out goes home logged out
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menú' });
      await expect(sheet.getByRole('link', { name: 'Mis barcos' })).toHaveAttribute(
        'href',
        '/es/settings/favourite',
      );
      await expect(sheet.getByRole('link', { name: 'Backoffice' })).toHaveCount(0);
      await sheet.getByRole('button', { name: 'Cerrar sesión' }).click();
    } else {
      await page.locator('header').getByRole('button', { name: 'Menú de usuario: Ana' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([
        'Mi perfil',
        'Mi cuenta',
        'Mis barcos',
        'Buzón',
        'Valoraciones',
        'Reservas',
        'Cerrar sesión',
      ]);
      await expect(menu.getByRole('menuitem', { name: 'Reservas' })).toHaveAttribute(
        'href',
        '/es/settings/bookings',
      );
      await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    }
    await expect(page).toHaveURL(/\/es$/);
    if (!isMobile)
      await expect(
        page.locator('header').getByRole('link', { name: 'Iniciar sesión' }),
      ).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('loggedInUser');

    // password recovery from the modal: success view, OK back to login
    await page.goto('/es/faq');
    const dialog = await openLoginFromHeader(page, isMobile);
    await dialog.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(page.getByRole('dialog', { name: 'Recupera tu contraseña' })).toBeVisible();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar enlace' }).click();
    const sent = page.getByRole('dialog', { name: 'Revisa tu email' });
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/es\/faq$/);

    // the reset link sets a new password, then the login modal opens from the home page
    await page.goto(await mailedLink(request, email, 'reset-password'));
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Qwerty123');
    await page.getByLabel('Repite la contraseña').fill('Qwerty123');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText(validationMessages.passwordCommon.es)).toBeVisible();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(newPassword);
    await page.getByLabel('Repite la contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Contraseña cambiada' })).toBeVisible();
    await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
    await expect(page).toHaveURL(/\/es\?redirectFromReset=true$/);
    await logIn(page, email, newPassword);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/es$/);
    await expectLoggedInAs(page, isMobile, 'Ana');
  });
});

test.describe('login errors', () => {
  test.use({ allowedHttpErrors: [401, 404] });

  test('a wrong password shows the server message in Spanish and in English', async ({ page }) => {
    await page.goto('/es?login=1');
    await logIn(page, 'client@marea.test', 'NotThePassword1');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(errorCatalog.AA00012.es);

    await page.goto('/en?login=1');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('client@marea.test');
    await dialog.getByLabel('Password', { exact: true }).fill('NotThePassword1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(errorCatalog.AA00012.en);
  });

  test('an invalid or empty email shows the invalid-email message, without calling the server', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/api/auth/login', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/es?login=1');
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog.getByText(validationMessages.invalidEmail.es)).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('whatever');
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
      validationMessages.invalidEmail.es,
    );

    await page.goto('/en?login=1');
    const en = page.getByRole('dialog', { name: 'Log in' });
    await en.getByLabel('Email').fill('still wrong');
    await en.getByRole('button', { name: 'Log in' }).click();
    await expect(en.getByText('Invalid email!')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('the login button is disabled while the request is in flight', async ({ page }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/en?login=1');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('admin@marea.test');
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(dialog.getByRole('alert')).toHaveText(errorCatalog.AA00012.en);
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('recovery of an unknown email offers to sign up; closing removes the parameter', async ({
    page,
  }) => {
    await page.goto('/en/faq?login=1');
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recover your password' });
    await dialog.getByLabel('Email').fill(`nobody.${Date.now()}@marea.test`);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'We could not find an account with this email.',
    );
    await expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en/sign-up?redirect=%2Fen%2Ffaq',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
  });

  test('social login buttons explain that they are not available yet', async ({ page }) => {
    await page.goto('/en?login=1');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    for (const provider of ['Google', 'Facebook']) {
      const button = dialog.getByRole('button', { name: provider });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/not available yet/);
    }
  });
});

test.describe('back office', () => {
  test('a shipowner lands on /es/backoffice; on the public site declining the prompt logs out', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/es?login=1');
    await logIn(page, 'owner@marea.test', demoPassword);
    await expect(page).toHaveURL(/\/es\/backoffice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    await expect(page.getByTestId('backoffice-name')).toHaveText(/^Hola, \S+/);

    await page.goto('/es/faq');
    const prompt = page.getByRole('alertdialog', { name: 'Tu sitio es el back office' });
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'No, cerrar sesión' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/es$/);
    if (!isMobile)
      await expect(
        page.locator('header').getByRole('link', { name: 'Iniciar sesión' }),
      ).toBeVisible();

    // logged out, the back office asks to log in
    await page.goto('/es/backoffice');
    await expect(page).toHaveURL(/\/es\?login=1$/);
  });
});

test.describe('session', () => {
  test.use({ allowedHttpErrors: [401, 404] });

  test('an expired id token is refreshed and the request retried; a failed refresh logs out', async ({
    page,
    context,
    isMobile,
  }) => {
    /** Desktop: the user menu button; mobile: the name inside the menu sheet (or the login link). */
    const expectHeader = async (state: 'in' | 'out') => {
      if (isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        if (state === 'in') await expect(sheet.getByText('Lucía', { exact: true })).toBeVisible();
        else await expect(sheet.getByRole('link', { name: 'Log in' })).toBeVisible();
        await sheet.getByRole('button', { name: 'Close menu' }).click();
        await expect(sheet).toBeHidden();
      } else if (state === 'in') {
        await expect(
          page.locator('header').getByRole('button', { name: /^User menu: / }),
        ).toBeVisible();
      } else {
        await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
      }
    };
    /**
     * Leaves the app's page for a plain JSON one before its tokens go: a late request of its own
     * (the chat stream, the unread count) would otherwise meet them missing first.
     */
    const leaveApp = async () => {
      await page.evaluate(() => window.location.assign('/api/health'));
      await page.waitForURL('**/api/health');
    };
    await page.goto('/en?login=1');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('client@marea.test');
    await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expectHeader('in');

    // the 50-minute id token cookie is gone: the next page's profile call refreshes and retries
    await leaveApp();
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== 'auth.idToken'));
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/token') && r.status() === 200,
    );
    await page.goto('/en');
    await refreshed;
    await expectHeader('in');
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'auth.idToken'))
      .toBe(true);

    // without a refresh token the refresh fails: logged out, back home
    await leaveApp();
    const now = await context.cookies();
    await context.clearCookies();
    await context.addCookies(
      now.filter((c) => c.name !== 'auth.idToken' && c.name !== 'auth.refreshToken'),
    );
    await page.goto('/en/faq');
    await expect(page).toHaveURL(/\/en$/);
    // the app reloads the page after logging out: wait for the new document to hydrate
    await page.waitForLoadState('load');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectHeader('out');
  });

  test('the header is rendered logged in by the server', async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'client@marea.test', password: demoPassword },
    });
    expect(login.ok()).toBe(true);
    const { name } = (await login.json()) as { name: string };
    const html = await (await request.get('/es/faq')).text();
    expect(html).toContain('Menú de usuario');
    expect(html).toContain(name);
    expect(html).not.toContain('?login=1');
  });
});

test.describe('sign-up page', () => {
  test('switches to the shipowner form keeping the redirect, and validates in English', async ({
    page,
  }) => {
    await page.goto('/en/sign-up?redirect=%2Fen%2Ffaq');
    await page.getByRole('link', { name: 'I own a boat' }).click();
    await expect(page).toHaveURL(/\/en\/sign-up\?redirect=%2Fen%2Ffaq&type=shipowner$/);
    await expect(page.getByRole('link', { name: 'I own a boat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('List your boat on Marea');
    await page.getByLabel('Tax id (CIF/NIF)').fill('nope');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      validationMessages.required.en,
    );
    await expect(page.getByLabel('Tax id (CIF/NIF)')).toHaveAccessibleDescription(
      validationMessages.invalidCif.en,
    );
    await expect(
      page.getByRole('checkbox', { name: /terms and conditions/ }),
    ).toHaveAccessibleDescription(validationMessages.termsRequired.en);
    await expect(
      page.locator('form').getByRole('link', { name: 'terms and conditions' }),
    ).toHaveAttribute('href', '/en/terms');
  });

  for (const lang of ['es', 'en'] as const) {
    test(`sign-up page and login modal have no serious accessibility violation (${lang})`, async ({
      page,
    }) => {
      for (const path of [`/${lang}/sign-up?type=shipowner`, `/${lang}/faq?login=1`]) {
        await page.goto(path);
        if (path.includes('login')) await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yIssues(page);
      }
    });
  }
});
