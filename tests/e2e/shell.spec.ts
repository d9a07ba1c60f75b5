import { expect, test } from './fixtures';

test.describe('server rendering and languages', () => {
  test('/ redirects to the Spanish home', async ({ request }) => {
    const res = await request.get('/', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/es');
  });

  test('both languages are rendered on the server', async ({ request }) => {
    const es = await (await request.get('/es')).text();
    expect(es).toContain('<html lang="es"');
    expect(es).toContain('Tu día en el mar empieza aquí');
    expect(es).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/127\.0\.0\.1:\d+\/en"/i);
    const en = await (await request.get('/en')).text();
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('Your day at sea starts here');
    expect(en).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/en"/);
    expect(en).toContain('property="og:title"');
  });

  test('the language switch keeps the rest of the path', async ({ page, isMobile }) => {
    await page.goto('/es/faq?ref=test#pagos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Cambiar a English' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?ref=test#pagos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /frequently asked questions|FAQ/i,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (!isMobile) await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await header.getByRole('link', { name: 'Switch to Español' }).click();
    await expect(page).toHaveURL(/\/es\/faq\?ref=test#pagos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('unknown paths give a translated 404', async ({ page }) => {
    const es = await page.goto('/es/esto-no-existe');
    expect(es?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Esta página se ha ido a la deriva',
    );
    const en = await page.goto('/en/no/such/page');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has drifted away');
    const other = await page.goto('/fr/page');
    expect(other?.status()).toBe(404);
  });
});

test.describe('cookie banner', () => {
  test('accepting stores allowCookie=true for 150 days and stays away', async ({
    page,
    context,
  }) => {
    await page.goto('/es');
    const banner = page.getByRole('region', { name: 'Tu privacidad' });
    await expect(banner).toBeVisible();
    const consent = async () => (await context.cookies()).find((c) => c.name === 'allowCookie');
    // a click landing while React is still attaching handlers is retried, as a person would
    await expect(async () => {
      if (await banner.isVisible()) await banner.getByRole('button', { name: 'Aceptar' }).click();
      expect((await consent())?.value).toBe('true');
    }).toPass();
    await expect(banner).toBeHidden();
    const cookie = await consent();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(149.9);
    expect(days).toBeLessThan(150.1);
    await page.reload();
    await page.goto('/en/faq');
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  });

  test('declining is remembered too', async ({ page, context }) => {
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await expect(async () => {
      if (await banner.isVisible()) await banner.getByRole('button', { name: 'Decline' }).click();
      expect((await context.cookies()).find((c) => c.name === 'allowCookie')?.value).toBe('false');
    }).toPass();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  });
});

test.describe('header', () => {
  test('is see-through over the home hero and solid after 150 px or on other pages', async ({
    page,
  }) => {
    await page.goto('/es');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-look', 'overlay');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-look', 'solid');
    await page.goto('/es/about');
    await expect(header).toHaveAttribute('data-look', 'solid');
  });

  test('offers create group, submit boat and log in', async ({ page, isMobile }) => {
    await page.goto('/en');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Create group' })).toHaveAttribute(
        'href',
        '/en/create-group',
      );
      await expect(menu.getByRole('link', { name: 'List your boat' })).toHaveAttribute(
        'href',
        '/en/add-boat',
      );
      await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
    } else {
      const header = page.locator('header');
      await expect(header.getByRole('link', { name: 'Create group' })).toHaveAttribute(
        'href',
        '/en/create-group',
      );
      await expect(header.getByRole('link', { name: 'List your boat' })).toHaveAttribute(
        'href',
        '/en/add-boat',
      );
      await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    }
  });
});

// their text is the same at every width: the phone project leaves them out (decision 0048)
test.describe('footer pages', { tag: '@desktop-only' }, () => {
  for (const slug of [
    'cookie-policy',
    'faq',
    'terms',
    'privacy',
    'legal-notice',
    'about',
    'contact',
    'how-it-works',
    'owners',
    'safety',
  ]) {
    test(`/${slug} has real text in both languages`, async ({ page }) => {
      for (const lang of ['es', 'en']) {
        const res = await page.goto(`/${lang}/${slug}`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        expect((await page.locator('main').innerText()).length).toBeGreaterThan(800);
      }
    });
  }
});
