import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookies, expect, expectNoSeriousA11yIssues, logIn, test } from './fixtures';
import { bearer, enjoyedTrip, json } from './valuation-fixtures';

// The admins' moderation of valuations (issue 9). A fresh client books a day on the demo owner's
// Posidonia 60–90 days ahead (with its skipper: no licence asked), the owner accepts, the lifecycle
// job run as if the next day had come makes the trip `enjoyed`, and both sides rate it through
// the API, which publishes the pair. The review is on the boat page; an admin hides it with a
// reason on /backoffice/valuations, and it leaves the page and the boat's count; then the
// English page shows it again.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type TBoat = { id: string; slug: string; name: string; rating: { count: number } };

const slug = 'posidonia-palma';
let boat: TBoat;
let review: string;
let stamp: string;
let author: string;

const ratingCount = async (api: APIRequestContext) =>
  (await json<TBoat>(await api.get(`/api/boat/${slug}`))).rating.count;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  boat = await json<TBoat>(await api.get(`/api/boat/${slug}`));
  stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  author = 'Valentina';
  const { token, ownerToken, bookingId } = await enjoyedTrip(api, {
    boatId: boat.id,
    fromDays: 60 + (Date.now() % 10),
    skipper: true,
    client: {
      email: `moderation-${stamp}@example.com`,
      name: author,
      surname: 'Ferrer',
      locale: 'es',
    },
  });

  review = `Posidonia de diez: velas nuevas, cubierta impecable y un fondeo de postal (${stamp}).`;
  const written = await api.post(`/api/booking/${bookingId}/valuation`, {
    headers: bearer(token),
    data: {
      rating: 5,
      categories: { boatCondition: 5, cleanliness: 5, communication: 5, value: 4 },
      comment: review,
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const answered = await api.post(`/api/booking/${bookingId}/valuation`, {
    headers: bearer(ownerToken),
    data: { rating: 5, comment: `Valentina cuidó el barco como si fuera suyo (${stamp}).` },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  await api.dispose();
});

async function loggedOut(page: Page, baseURL: string | undefined) {
  await page.context().clearCookies();
  await acceptCookies(page.context(), baseURL);
}

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('es: an admin hides a review with a reason and it leaves the boat page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const before = await ratingCount(api);

  // the published review is on the boat page, server-rendered among the first ones
  await page.goto(`/es/boats/${slug}`);
  const reviews = page.getByRole('region', { name: 'Valoraciones' });
  await expect(reviews.getByText(review)).toBeVisible();
  await expect(reviews.getByRole('heading', { level: 3, name: author })).toBeVisible();
  await expect(reviews.getByText(`${before} valoraciones`)).toBeVisible();
  await expect(reviews.getByText('Estado del barco')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // the admin finds it by its words
  await logIn(page, 'admin@marea.test');
  await page.goto('/es/backoffice/valuations');
  await expect(page.getByRole('heading', { level: 1, name: 'Valoraciones' })).toBeVisible();
  await expect(page).toHaveTitle(/Valoraciones/);
  await page.getByLabel('Barco, autor o texto').fill(stamp);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('listitem').filter({ hasText: review });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Publicada', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // the reason is required: too short, the dialog says so and stays
  await row.getByRole('button', { name: /^Ocultar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ocultar esta valoración' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ocultar valoración' }).click();
  await expect(dialog.getByText('Escribe un motivo de al menos 5 caracteres.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByLabel('Motivo').fill('Incluye publicidad de otra empresa');
  await dialog.getByRole('button', { name: 'Ocultar valoración' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Valoración ocultada.')).toBeVisible();
  await expect(row.getByText('Oculta', { exact: true })).toBeVisible();
  await expect(row.getByText('Motivo: Incluye publicidad de otra empresa')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Volver a mostrar/ })).toBeVisible();

  // the boat page no longer shows it, and the boat counts one fewer (seen by a visitor: an admin
  // on the public site is asked to go to the back office)
  expect(await ratingCount(api)).toBe(before - 1);
  await loggedOut(page, baseURL);
  await page.goto(`/es/boats/${slug}`);
  await expect(reviews).toBeVisible();
  await expect(page.getByText(review)).toHaveCount(0);
  if (before > 1) await expect(reviews.getByText(`${before - 1} valoraciones`)).toBeVisible();
  await api.dispose();
});

test('en: the hidden filter lists it, and showing it again puts it back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const before = await ratingCount(api);
  await logIn(page, 'admin@marea.test');
  await page.goto('/en/backoffice/valuations');
  await page.getByRole('button', { name: 'Hidden', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hidden', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const row = page.getByRole('listitem').filter({ hasText: review });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Reason: Incluye publicidad de otra empresa')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await row.getByRole('button', { name: /^Show again/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Show this valuation again' });
  await dialog.getByLabel('Reason').fill('Reviewed again: the link was removed');
  await dialog.getByRole('button', { name: 'Show valuation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The valuation is visible again.')).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  expect(await ratingCount(api)).toBe(before + 1);
  await loggedOut(page, baseURL);
  await page.goto(`/en/boats/${slug}`);
  const reviews = page.getByRole('region', { name: 'Valuations' });
  await expect(reviews.getByText(review)).toBeVisible();
  await expect(reviews.getByText('Written in Spanish').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await api.dispose();
});
