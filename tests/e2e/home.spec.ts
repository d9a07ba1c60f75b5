import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

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
    await form.getByLabel('Destination').selectOption('ibiza');
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

  for (const lang of ['es', 'en']) {
    test(`has no serious or critical accessibility violation (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
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
