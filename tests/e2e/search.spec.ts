import type { Locator, Page } from '@playwright/test';
import { addDays, todayInMadrid, toQueryDate } from '../../shared/dates';
import { expect, expectNoSeriousA11yIssues, expectRendered, test } from './fixtures';

/** Phones and tablets search through the "Filters" sheet; wide screens have a sidebar. */
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The filters' form: the sidebar, or the sheet (opened first) on narrow screens. */
async function filters(page: Page, name: 'Filtros' | 'Filters') {
  if (!isNarrow(page)) return page.getByRole('form', { name });
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  return page.getByRole('dialog', { name });
}

const results = (page: Page) => page.getByRole('region', { name: /^(Barcos|Boats)/ });
const cards = (page: Page) => results(page).getByRole('article');
const status = (page: Page) => results(page).getByRole('status');
/** Types in the place field and picks a suggestion (shown as "Name · detail"). */
async function pickPlace(scope: Locator, typed: string, name: string) {
  const field = scope.getByRole('combobox', { name: 'Destination' });
  const option = scope.getByRole('option', { name: new RegExp(`^${name} · `) }).first();
  // typing before hydration would be lost: type again until suggestions come
  await expect(async () => {
    await field.fill('');
    await field.pressSequentially(typed);
    await expect(option).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await option.click();
  await expect(field).toHaveValue(name);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}
const inDays = (days: number) => addDays(todayInMadrid(), days);
// Every published boat: the 72 of the demo, plus those other journeys (admin review, wizard)
// publish in the same database while this file runs.
const everyBoat = { es: /^(7[2-9]|[89]\d|\d{3}) barcos$/, en: /^(7[2-9]|[89]\d|\d{3}) boats$/ };

test.describe('boat search', () => {
  test('a place and dates list the free boats there with the price of the stay', async ({
    page,
  }) => {
    const start = inDays(30);
    const end = inDays(32);
    const response = await page.goto(
      `/es/boats?place=ibiza&start_date=${toQueryDate(start)}&end_date=${toQueryDate(end)}&duration=days`,
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Alquiler de barcos en Ibiza · Marea');
    await expect(page.getByRole('heading', { level: 1, name: 'Barcos en Ibiza' })).toBeVisible();
    await expect(status(page)).toContainText(/^\d+ barcos · libres del/);
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(1);
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(/· Ibiza/i);
      await expect(card).toContainText(/en total · 3 días/);
    }
    // a card opens its boat on the same dates
    await expect(cards(page).first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/es/boats/[a-z0-9-]+\\?start_date=${toQueryDate(start)}&end_date=`),
    );
  });

  test('boat types narrow the list, and a chip removes the filter again', async ({ page }) => {
    await page.goto('/es/boats?place=ibiza');
    const all = await cards(page).count();
    const form = await filters(page, 'Filtros');
    const sailboat = form.getByRole('checkbox', { name: 'Velero' });
    // on phones the filters sheet slides in: wait until it stands still
    await sailboat.scrollIntoViewIfNeeded();
    await sailboat.check({ force: true });
    if (isNarrow(page)) await form.getByRole('button', { name: 'Ver barcos' }).click();
    await expect(page).toHaveURL(/[?&]boat_type=sailboat(&|$)/);
    await expect(page).toHaveURL(/[?&]place=ibiza(&|$)/);
    await expect(cards(page)).not.toHaveCount(all);
    for (const card of await cards(page).all()) await expect(card).toContainText(/Velero/i);
    const chip = page.getByRole('link', { name: 'Quitar: Velero' });
    await chip.click();
    await expect(page).not.toHaveURL(/boat_type=/);
    await expect(cards(page)).toHaveCount(all);
  });

  test('sorting by price orders the cards and the pages follow the order', async ({ page }) => {
    await page.goto('/en/boats');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expectRendered(page, /[?&]sort=price_asc/);
    await expect(status(page)).toHaveText(everyBoat.en);
    const prices = async () =>
      (
        await cards(page)
          .getByText(/^From €[\d,]+$/)
          .allTextContents()
      ).map((text) => Number(text.replace(/[^\d]/g, '')));
    const ascending = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1]! <= v);
    const first = await prices();
    expect(first).toHaveLength(24);
    expect(ascending(first)).toBe(true);
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expectRendered(page, /[?&]page=2/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const second = await prices();
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
  });

  test('the search bar and the sheet change place, dates and people', async ({ page }) => {
    await page.goto('/en/boats');
    const date = inDays(40);
    if (isNarrow(page)) {
      await page.getByRole('button', { name: /^Any destination/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await pickPlace(sheet, 'Formentra', 'Formentera');
      await sheet.getByLabel('Date').fill(date);
      await sheet.getByLabel('People').fill('4');
      await sheet.getByRole('button', { name: 'Show boats' }).click();
    } else {
      const bar = page.getByRole('form', { name: 'Search boats' });
      await pickPlace(bar, 'Formentra', 'Formentera');
      await bar.getByLabel('Date').fill(date);
      await bar.getByLabel('People').fill('4');
      await bar.getByRole('button', { name: 'Search' }).click();
    }
    for (const param of [
      'place=formentera',
      `start_date=${toQueryDate(date)}`,
      'duration=day',
      'number_of_people=4',
    ])
      await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Boats in Formentera' }),
    ).toBeVisible();
    await expect(status(page)).toContainText('· free on');
  });

  test('no result says why and offers a way out', async ({ page }) => {
    await page.goto('/es/boats?place=formentera&number_of_people=60');
    await expect(status(page)).toHaveText('0 barcos');
    await expect(
      page.getByRole('heading', { name: 'Ningún barco encaja con tu búsqueda' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Borrar filtros' }).last().click();
    await expect(page).toHaveURL(/\/es\/boats\?place=formentera$/);
    await expect(cards(page).first()).toBeVisible();

    await page.goto('/en/boats?place=Atlantida');
    await expect(
      page.getByRole('heading', { name: 'We could not find “Atlantida”' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See every destination' }).click();
    await expect(page).toHaveURL(/\/en\/boats$/);
    await expect(status(page)).toHaveText(everyBoat.en);
  });

  test('the map shows the boats of the page', async ({ page }) => {
    await page.goto('/es/boats?place=palma');
    await page.getByRole('button', { name: 'Mostrar mapa' }).click();
    const map = page.getByRole('region', { name: 'Mapa de los barcos de esta página' });
    await expect(map).toBeVisible();
    // boats of one harbour share a pin (a count bubble); every harbour has one
    await expect(
      map.getByRole('list', { name: 'Lugares en el mapa' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Ocultar mapa' }).click();
    await expect(map).toHaveCount(0);
  });

  test('a link from the home page search lands on the results', async ({ page }) => {
    await page.goto('/en');
    const form = page.getByRole('form', { name: 'Search boats' });
    await pickPlace(form, 'menorca', 'Menorca');
    await form.getByRole('button', { name: 'Search boats' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Boats in Menorca' })).toBeVisible();
    await expect(cards(page).first()).toContainText(/Menorca/i);
  });

  test('works without JavaScript: results, pages and (wide screens) filters', async ({
    browser,
    baseURL,
    viewport,
    isMobile,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport,
      isMobile,
    });
    const page = await context.newPage();
    await page.goto('/es/boats?sort=price_asc');
    await expect(status(page)).toHaveText(everyBoat.es);
    const total = await status(page).textContent();
    await expect(page.getByRole('button', { name: 'Mostrar mapa' })).toBeHidden();
    await page.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page)).toHaveCount(24);
    if ((page.viewportSize()?.width ?? 1280) >= 1024) {
      const form = page.getByRole('form', { name: 'Filtros' });
      await form.getByText('Velero', { exact: true }).click();
      await form.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(/[?&]boat_type=sailboat&/);
      await expect(status(page)).not.toHaveText(total!);
      for (const card of await cards(page).all()) await expect(card).toContainText(/Velero/i);
    }
    await context.close();
  });

  for (const lang of ['es', 'en'] as const) {
    test(`has no serious or critical accessibility violation (${lang})`, async ({ page }) => {
      await page.goto(
        `/${lang}/boats?place=illes-balears&boat_type=sailboat%2Ccatamaran&start_date=${toQueryDate(inDays(20))}&duration=day`,
      );
      await page.waitForLoadState('networkidle');
      if (isNarrow(page)) await filters(page, lang === 'es' ? 'Filtros' : 'Filters');
      await expectNoSeriousA11yIssues(page);
    });
  }
});
