import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, test } from './fixtures';

// A demo boat with four pictures, half-day prices, an optional skipper (190 €) and 10:00–19:00.
const demoBoat = '/boats/es-vedra-ibiza';

test.beforeEach(async ({ context, baseURL }) => {
  // the cookie banner answered, so it never covers the calculator
  await context.addCookies([{ name: 'allowCookie', value: 'true', url: baseURL! }]);
});

/** Waits for the next quote answer, caused by `action`. */
async function quoted(page: Page, action: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().includes('/quote?') && r.ok());
  await action();
  await response;
}

test.describe('boat page', () => {
  test('opens from the featured boats with every section, structured data and Open Graph', async ({
    page,
  }) => {
    await page.goto('/es');
    const card = page
      .getByRole('region', { name: 'Barcos destacados' })
      .getByRole('article')
      .first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/es\/boats\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(name);
    for (const section of [
      'Sobre el barco',
      'Alojamiento',
      'Equipamiento',
      'Datos técnicos',
      'Precios por temporada',
      'Disponibilidad',
      'Dónde embarcas',
      'Cancelación',
      'Tu armador',
      'Valoraciones',
      'Barcos parecidos',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeAttached();
    }
    await expect(page.getByText(/^\d+([,.]\d+)? m de eslora$/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Barcos parecidos' }).getByRole('article'),
    ).toHaveCount(4);
    await expect(page.getByText('Total', { exact: true })).toBeAttached();

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
    );
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name,
      offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR' },
    });
    expect(jsonLd[1]['@type']).toBe('BreadcrumbList');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/media\/[0-9a-f-]+\/1280\.webp$/,
    );
  });

  test('the gallery opens full screen and moves with buttons and keys', async ({ page }) => {
    await page.goto(`/en${demoBoat}`);
    await page.getByRole('button', { name: 'Open picture 1 of 4 full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Pictures of Es Vedrà, full screen' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 / 4')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Es Vedrà, picture 1 of 4' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Next picture' }).click();
    await expect(viewer.getByText('2 / 4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('4 / 4')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Es Vedrà, picture 4 of 4' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('the harbour map loads when its section comes near', async ({ page }) => {
    await page.goto(`/en${demoBoat}`);
    const map = page.getByLabel('Map of Marina Ibiza', { exact: true });
    await expect(map).toHaveCount(0);
    await page.getByRole('heading', { name: 'Where you board' }).scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
  });

  test('the calendar fetches later months, and a picked day is priced', async ({ page }) => {
    await page.goto(`/en${demoBoat}`);
    const calendar = page.getByRole('region', { name: 'Availability' });
    const captions = calendar.locator('caption');
    const first = (await captions.first().textContent())!;
    await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // the page carries two months; the third comes from GET /boat/{id}/availability
    const fetched = page.waitForResponse((r) => r.url().includes('/availability?') && r.ok());
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await fetched;
    await expect(captions.first()).not.toHaveText(first);
    const day = calendar.getByRole('button', { name: /^\w+, 10 .+: Free$/ }).first();
    await expect(day).toBeEnabled();
    const label = (await day.getAttribute('aria-label'))!;
    await quoted(page, () => day.click());
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    const iso = new Date(`${label.replace(/^\w+, | *: Free$/g, '')} 12:00 UTC`)
      .toISOString()
      .slice(0, 10);
    const form = page.getByRole('form', { name: 'Price calculator' });
    await expect(form.getByLabel('Date', { exact: true })).toHaveValue(iso);
  });

  test('the calendar months come after the scripts in the space the server kept for them', async ({
    page,
    browser,
    baseURL,
  }) => {
    // without scripts: the months' names, a note that the days need scripts, no day button
    const noScripts = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: page.viewportSize(),
    });
    await noScripts.addCookies([{ name: 'allowCookie', value: 'true', url: baseURL! }]);
    const still = await noScripts.newPage();
    await still.goto(`/en${demoBoat}`);
    const served = still.locator('section#availability');
    // what the page shows (Playwright's text locators skip <noscript>, which is shown here)
    const shown = await served.evaluate((section: HTMLElement) => section.innerText);
    expect(shown).toContain('Turn on JavaScript to see the free days and book.');
    await expect(served.locator('table')).toHaveCount(0);
    const servedHeight = (await served.boundingBox())!.height;
    await noScripts.close();

    // with scripts: the day buttons, and the section as high as before (nothing below moves)
    await page.goto(`/en${demoBoat}`);
    const calendar = page.locator('section#availability');
    await expect(calendar.getByRole('button', { name: /: Free$/ }).first()).toBeVisible();
    expect(await calendar.evaluate((section: HTMLElement) => section.innerText)).not.toContain(
      'Turn on JavaScript',
    );
    expect((await calendar.boundingBox())!.height).toBeCloseTo(servedHeight, 0);
  });

  test('after a client-side navigation the calendar months show at once, with no placeholder', async ({
    page,
  }) => {
    await page.goto('/en');
    // the placeholders pulse (MonthPlaceholder): noted if one is ever added after the click
    await page.evaluate(() => {
      const seen = window as unknown as { placeholderSeen: boolean };
      seen.placeholderSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('#availability [class*="animate-pulse"]'))
          seen.placeholderSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // the boat route's data (the layout's comes in a request of its own)
    const data = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('.data') && url.searchParams.get('_routes') === 'routes/boat';
    });
    await page
      .getByRole('region', { name: 'Featured boats' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/boats\/[a-z0-9-]+$/);
    // the navigation's data came whole, compressed in one piece: it has a length (decision 0063)
    const headers = (await data).headers();
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(Number(headers['content-length'])).toBeGreaterThan(0);
    const calendar = page.locator('section#availability');
    await expect(calendar.getByRole('button', { name: /: Free$/ }).first()).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { placeholderSeen: boolean }).placeholderSeen,
      ),
    ).toBe(false);
  });

  test('the calculator prices a half day, several days and a skipper', async ({ page }) => {
    await page.goto(`/en${demoBoat}`);
    const form = page.getByRole('form', { name: 'Price calculator' });
    const card = page.getByRole('region', { name: 'Work out your price' });
    const option = (text: string) => form.locator('label', { hasText: text });
    // mid-July next year: high season, 550 € a day, 340 € a half day
    const july = `${new Date().getFullYear() + 1}-07-15`;
    await quoted(page, () => form.getByLabel('Date', { exact: true }).fill(july));
    await expect(card.getByText('1 day × €550, high season')).toBeVisible();

    await quoted(page, () => option('Half day').click());
    await expect(form.getByRole('radio', { name: /Morning/ })).toBeChecked();
    await expect(card.getByText('Half day (morning 10:00–14:00), high season')).toBeVisible();
    await expect(card.getByText('(4 h × €6.50/h)')).toBeVisible();
    await quoted(page, () => option('Afternoon').click());
    await expect(card.getByText('Half day (afternoon 15:00–19:00), high season')).toBeVisible();

    await quoted(page, () => option('Several days').click());
    await expect(form.getByLabel('Return')).toBeVisible();
    await expect(card.getByText('2 days × €550, high season')).toBeVisible();
    await expect(card.getByText('(18 h × €6.50/h)')).toBeVisible();

    await quoted(page, () => form.getByRole('switch', { name: /With a skipper/ }).check());
    await expect(card.getByText('Skipper, 2 days × €190')).toBeVisible();
    await expect(card.getByText('€380', { exact: true })).toBeVisible();
    await expect(card.getByText('€1,480', { exact: true })).toBeVisible();
    await expect(card.getByText('Free on these dates')).toBeVisible();
    // 30 % of 1,480 € when the owner accepts, the rest at check-in
    await expect(card.getByText('€444', { exact: true })).toBeVisible();
    await expect(card.getByText('€1,036', { exact: true })).toBeVisible();
  });

  test('an unknown boat is a 404 page', async ({ page }) => {
    const response = await page.goto('/en/boats/no-such-boat');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const lang of ['es', 'en']) {
    test(`has no serious or critical accessibility violation (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}${demoBoat}`);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page);
    });
  }
});
