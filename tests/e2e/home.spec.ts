import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, test } from './fixtures';

/** Types in the hero's destination and picks a suggestion (shown as "Name · detail"). */
async function pickPlace(field: Locator, typed: string, name: string) {
  const option = field
    .page()
    .getByRole('option', { name: new RegExp(`^${name} · `) })
    .first();
  await field.fill(typed);
  await expect(option).toBeVisible();
  await option.click();
  await expect(field).toHaveValue(name);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

test.describe('home page', () => {
  test('shows destinations and featured boats from the database', async ({ page }) => {
    await page.goto('/es');
    const destinations = page.getByRole('region', { name: 'Dónde navegar' });
    await expect(destinations.getByRole('link')).toHaveCount(10);
    await expect(destinations.getByText(/^\d+ barcos?$/).first()).toBeVisible();
    const featured = page.getByRole('region', { name: 'Barcos destacados' });
    const cards = featured.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByText(/Desde .*€/)).toBeVisible();
    // every picture is a real, decodable image from the media endpoint
    const image = cards.first().getByRole('img');
    await expect(image).toHaveAttribute('srcset', /\/media\/[0-9a-f-]+\/320\.webp 320w/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('the search form leads to the search page with DD-MM-YYYY dates, today to tomorrow by default', async ({
    page,
  }) => {
    await page.goto('/en');
    const form = page.getByRole('form', { name: 'Search boats' });
    await pickPlace(form.getByRole('combobox', { name: 'Destination' }), 'Ibiza', 'Ibiza');
    await form.getByLabel('Duration').selectOption('half_day');
    const start = await form.getByLabel('Departure').inputValue();
    const end = await form.getByLabel('Return').inputValue();
    expect(new Date(`${end}T12:00:00Z`).getTime() - new Date(`${start}T12:00:00Z`).getTime()).toBe(
      86_400_000,
    );
    await form.getByRole('button', { name: 'Search boats' }).click();
    const [y, m, d] = start.split('-');
    await expect(page).toHaveURL(
      new RegExp(
        `/en/boats\\?place=ibiza&duration=half_day&start_date=${d}-${m}-${y}&end_date=\\d{2}-\\d{2}-\\d{4}$`,
      ),
    );
  });

  test('a misspelt destination in the hero is suggested, picked and searched', async ({ page }) => {
    await page.goto('/es');
    const form = page.getByRole('form', { name: 'Buscar barcos' });
    const place = form.getByRole('combobox', { name: 'Destino' });
    await expect(place).toHaveAttribute('placeholder', '¿Dónde quieres navegar?');
    await pickPlace(place, 'ibisa', 'Ibiza');
    await expectNoSeriousA11yIssues(page);
    await form.getByRole('button', { name: 'Buscar barcos' }).click();
    await expect(page).toHaveURL(/\/es\/boats\?place=ibiza&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Barcos en Ibiza' })).toBeVisible();
    const cards = page.getByRole('region', { name: /^Barcos/ }).getByRole('article');
    await expect(cards.first()).toContainText(/· Ibiza/i);
  });

  test('the page paints before its scripts are asked for, then hydrates', async ({ page }) => {
    // page.goto waits for the hydration (fixtures.ts)
    await page.goto('/es');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(1);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
    // React owns the page: the hero suggests destinations
    const form = page.getByRole('form', { name: 'Buscar barcos' });
    await pickPlace(form.getByRole('combobox', { name: 'Destino' }), 'ibisa', 'Ibiza');
  });

  test('without JavaScript the hero sends the destination as typed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es');
    const form = page.getByRole('form', { name: 'Buscar barcos' });
    await form.getByRole('combobox', { name: 'Destino' }).fill('ibisa');
    await form.getByRole('button', { name: 'Buscar barcos' }).click();
    await expect(page).toHaveURL(/\/es\/boats\?place=ibisa&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Barcos en Ibiza' })).toBeVisible();
    await context.close();
  });

  for (const lang of ['es', 'en']) {
    test(`has no serious or critical accessibility violation (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page);
    });
  }
});

test.describe('SEO files', () => {
  test('robots.txt and sitemap.xml list the public pages in both languages', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/es<\/loc>/);
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/en\/cookie-policy<\/loc>/);
    expect(sitemap).toContain('hreflang="x-default"');
  });
});
