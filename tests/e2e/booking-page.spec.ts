import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInMadrid } from '../../shared/dates';
import { errorCatalog } from '../../shared/errors';
import { formatMoney } from '../../shared/money';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  saveCard,
  signUpClient,
  test,
  uploadPicture,
} from './fixtures';

// The reservation-request page (issue 5) for both sides, and the client's list. Each project
// makes its own boat (moderate conditions, 300 € a day in every season, skipper 150 € a day),
// owned by the demo owner and approved by the demo admin, so the journeys' dates never collide
// with the other project's. The bookings are requested through the API, as the checkout would.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// a declined card answers 402; a boat or booking not found yet may answer 404
test.use({ allowedHttpErrors: [402, 404] });

const copy = {
  es: {
    answerNeeded: 'Te toca responder',
    accept: 'Aceptar',
    confirmedOwner: 'Reserva confirmada',
    confirmedClient: '¡Reserva confirmada!',
    accepted: 'Aceptada',
    pending: 'Pendiente',
    rejected: 'Rechazada',
    canceled: 'Cancelada',
    canceledTitle: 'Reserva cancelada',
    firstPayment: 'Primer pago',
    card: 'Visa ·· 4242',
    makeOffer: 'Hacer una oferta',
    offerDialog: 'Hacer una oferta',
    newPrice: 'Nuevo precio total (€)',
    note: 'Nota para Lucía (opcional)',
    sendOffer: 'Enviar la oferta',
    currentOffer: 'Oferta actual',
    acceptOffer: 'Aceptar la oferta',
    offerTitle: 'Oferta del armador',
    noOffer: 'Todavía no hay ninguna oferta',
    cardDeclinedReason: /tarjeta rechazada/,
    cancel: 'Cancelar la reserva',
    cancelDialog: '¿Cancelar la reserva?',
    refundText: (refund: string, paid: string) =>
      `te devolveremos ${refund}: el 50 % de lo que has pagado (${paid})`,
    refunded: (amount: string) => `Se han devuelto ${amount} a la tarjeta.`,
    refund: 'Reembolso',
    total: 'Total',
    myBookings: 'Mis reservas',
    filters: 'Filtrar por estado',
    view: (boat: string) => `Ver la reserva de ${boat}`,
  },
  en: {
    answerNeeded: 'Your answer is needed',
    accept: 'Accept',
    confirmedOwner: 'Booking confirmed',
    confirmedClient: 'Your booking is confirmed!',
    accepted: 'Accepted',
    pending: 'Pending',
    rejected: 'Rejected',
    canceled: 'Canceled',
    canceledTitle: 'Booking canceled',
    firstPayment: 'First payment',
    card: 'Visa ·· 4242',
    makeOffer: 'Make an offer',
    offerDialog: 'Make an offer',
    newPrice: 'New total price (€)',
    note: 'Note for Lucía (optional)',
    sendOffer: 'Send the offer',
    currentOffer: 'Current offer',
    acceptOffer: 'Accept the offer',
    offerTitle: "The owner's offer",
    noOffer: 'No offer yet',
    cardDeclinedReason: /card declined/,
    cancel: 'Cancel the booking',
    cancelDialog: 'Cancel the booking?',
    refundText: (refund: string, paid: string) =>
      `we will refund ${refund}: 50% of what you paid (${paid})`,
    refunded: (amount: string) => `${amount} has been refunded to the card.`,
    refund: 'Refund',
    total: 'Total',
    myBookings: 'My bookings',
    filters: 'Filter by status',
    view: (boat: string) => `View the booking of ${boat}`,
  },
};

const password = 'Velero2026';
let boat = { id: '', slug: '', name: '' };
let declinedClient = '';

/** The demo owner's new boat, published by the admin. */
async function publishBoat(api: APIRequestContext, name: string) {
  const ownerToken = await logIn(api, 'owner@marea.test');
  const gallery = [];
  for (const red of [40, 110, 180]) gallery.push(await uploadPicture(api, ownerToken, red));
  const price = { day: '300', half_day: '' };
  const created = await api.post('/api/boat', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      name,
      boat_type: 'sailboat',
      manufacturer: 'Jeanneau',
      model: 'Sun Odyssey 349',
      year: 2021,
      length: 10.3,
      number_of_places: 8,
      description_es: 'Velero luminoso y fácil de llevar para descubrir la costa con amigos.',
      day_places: 8,
      night_places: 6,
      cabins: 2,
      baths: 1,
      skipper: 'optional',
      skipper_price: '150',
      required_titling: 'per',
      cancelation_conditions: 'moderate',
      departure_time: '10:00',
      arrival_time: '19:00',
      harbour: 'port-olimpic',
      harbor: { lat: 41.386, lon: 2.2012 },
      gallery,
      prices: { high: price, mid: price, low: price },
      fuel_type: 'diesel',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  const adminToken = await logIn(api, 'admin@marea.test');
  const approved = await api.post(`/api/backoffice/admin/boat/${id}/approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { id, slug, name };
}

/** Saves a sandbox card as the browser form does (token first); it becomes the default. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const stamp = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
  boat = await publishBoat(api, `Garbí ${stamp}`);
  declinedClient = `declined-${stamp}@example.com`;
  await signUpClient(api, {
    email: declinedClient,
    password,
    name: 'Oriol',
    surname: 'Serra',
    phone: '+34 622 333 444',
    locale: 'es',
  });
  await saveCard(api, await logIn(api, declinedClient, password), '4000000000000002');
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

const langOf = (project: string) => (project === 'mobile' ? 'en' : 'es');

/** A request of the boat for one day, `days` from today, made by a client through the API. */
async function requestBooking(
  api: APIRequestContext,
  email: string,
  days: number,
  clientPassword?: string,
) {
  const token = await logIn(api, email, clientPassword);
  const res = await api.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      boatId: boat.id,
      start_date: addDays(todayInMadrid(), days),
      duration: 'day',
      skipper: true,
      people: 3,
      message: 'Hola, ¿podemos salir a las 10:00?',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** An owner transition through the API (the page's own buttons are tested elsewhere). */
async function ownerDoes(api: APIRequestContext, id: string, action: 'accept' | 'reject') {
  const token = await logIn(api, 'owner@marea.test');
  const res = await api.post(`/api/booking/${id}/${action}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Leaves the browser's session and logs in as someone else. */
async function switchTo(page: Page, baseURL: string | undefined, email: string) {
  await page.context().clearCookies();
  await acceptCookies(page.context(), baseURL);
  await logIn(page, email);
}

const statusCard = (page: Page) => page.locator('section[aria-labelledby="booking-next-title"]');

test('the owner accepts on the booking page; the client sees it accepted and the first charge', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = copy[lang];
  const id = await requestBooking(request, 'client@marea.test', 20);

  await logIn(page, 'owner@marea.test');
  await page.goto(`/${lang}/booking/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: boat.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.answerNeeded })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.offerTitle })).toBeVisible();
  await expect(page.getByText(t.noOffer)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: t.accept, exact: true }).click();
  // the buttons used are gone: the focus goes to what happened
  await expect(page.getByRole('heading', { name: t.confirmedOwner })).toBeFocused();
  await expect(page.getByText(t.accepted, { exact: true })).toBeVisible();

  await switchTo(page, baseURL, 'client@marea.test');
  await page.goto(`/${lang}/booking/${id}`);
  await expect(page.getByRole('heading', { name: t.confirmedClient })).toBeVisible();
  const first = formatMoney(13500, lang); // 30 % of 450 €
  await expect(statusCard(page)).toContainText(first);
  const payments = page.getByRole('region', { name: lang === 'es' ? 'Pagos' : 'Payments' });
  await expect(payments.getByText(t.firstPayment, { exact: true })).toBeVisible();
  await expect(payments.getByText(t.card, { exact: false })).toBeVisible();
  await expect(payments.getByText(first, { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test(
  'the owner makes an offer; the client accepts it at the offered price',
  { tag: '@desktop-only' },
  async ({ page, request, baseURL }, testInfo) => {
    const lang = langOf(testInfo.project.name);
    const t = copy[lang];
    const id = await requestBooking(request, 'client@marea.test', 22);

    await logIn(page, 'owner@marea.test');
    await page.goto(`/${lang}/booking/${id}`);
    await page.getByRole('button', { name: t.makeOffer }).click();
    const dialog = page.getByRole('dialog', { name: t.offerDialog });
    await expect(dialog).toBeVisible();
    // the shared schema's message, before anything is sent
    await dialog.getByLabel(t.newPrice).fill('38.123');
    await dialog.getByRole('button', { name: t.sendOffer }).click();
    await expect(
      dialog.getByText(
        lang === 'es' ? 'El precio debe tener el formato XXXX.YY.' : 'Price format is XXXX.YY.',
      ),
    ).toBeVisible();
    await dialog.getByLabel(t.newPrice).fill('380');
    await dialog.getByLabel(t.note).fill('Con una parada para el baño en Cala Bona.');
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: t.sendOffer }).click();
    await expect(dialog).toBeHidden();
    const offered = formatMoney(38000, lang);
    await expect(page.getByText(t.currentOffer)).toBeVisible();
    await expect(page.getByText(offered, { exact: true })).toBeVisible();

    await switchTo(page, baseURL, 'client@marea.test');
    await page.goto(`/${lang}/booking/${id}`);
    await expect(page.getByText(t.currentOffer)).toBeVisible();
    await expect(page.getByText('Con una parada para el baño en Cala Bona.')).toBeVisible();
    await page.getByRole('button', { name: t.acceptOffer }).click();
    await expect(page.getByRole('heading', { name: t.confirmedClient })).toBeVisible();
    const price = page.getByRole('region', {
      name: lang === 'es' ? 'Desglose del precio' : 'Price details',
    });
    await expect(price.locator('div', { hasText: t.total }).last()).toContainText(offered);
    // the first payment is 30 % of the offered total
    await expect(statusCard(page)).toContainText(formatMoney(11400, lang));
  },
);

test(
  "the client's card is declined when the owner accepts: the owner sees why, it stays pending",
  { tag: '@desktop-only' },
  async ({ page, request }, testInfo) => {
    const lang = langOf(testInfo.project.name);
    const t = copy[lang];
    const id = await requestBooking(request, declinedClient, 24, password);

    await logIn(page, 'owner@marea.test');
    await page.goto(`/${lang}/booking/${id}`);
    await page.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: errorCatalog.AA00045[lang] }),
    ).toBeVisible();
    await expect(page.getByText(t.cardDeclinedReason)).toBeVisible();
    await expect(page.getByText(t.pending, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.answerNeeded })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  },
);

test(
  'the client cancels an accepted booking inside the penalty window and gets half back',
  { tag: '@desktop-only' },
  async ({ page, request }, testInfo) => {
    const lang = langOf(testInfo.project.name);
    const t = copy[lang];
    // moderate conditions: 3 days before the departure refunds 50 % of what was paid
    const id = await requestBooking(request, 'client@marea.test', 3);
    await ownerDoes(request, id, 'accept');

    await logIn(page, 'client@marea.test');
    await page.goto(`/${lang}/booking/${id}`);
    await page.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('alertdialog', { name: t.cancelDialog });
    const refund = formatMoney(6750, lang);
    await expect(dialog).toContainText(t.refundText(refund, formatMoney(13500, lang)));
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: t.canceledTitle })).toBeFocused();
    await expect(page.getByText(t.canceled, { exact: true })).toBeVisible();
    await expect(statusCard(page)).toContainText(t.refunded(refund));
    await expect(page.getByText(t.refund, { exact: true })).toBeVisible();
  },
);

test('settings/bookings lists a booking under its label and leads to its page', async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = copy[lang];
  const id = await requestBooking(request, 'client@marea.test', 26);
  await ownerDoes(request, id, 'reject');

  await logIn(page, 'client@marea.test');
  await page.goto(`/${lang}/settings/bookings`);
  await expect(page.getByRole('heading', { level: 1, name: t.myBookings })).toBeVisible();
  const nav = page
    .getByRole('navigation', { name: lang === 'es' ? 'Ajustes de la cuenta' : 'Account settings' })
    .filter({ visible: true });
  await expect(
    nav.getByRole('link', { name: lang === 'es' ? /reservas/i : /bookings/i }),
  ).toHaveAttribute('aria-current', 'page');
  const filters = page.getByRole('group', { name: t.filters });
  await filters.getByRole('button', { name: new RegExp(`^${t.rejected}`) }).click();
  const card = page.getByRole('article').filter({ hasText: boat.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(t.rejected, { exact: true })).toBeVisible();
  // another label hides it
  await filters.getByRole('button', { name: new RegExp(`^${t.accepted}`) }).click();
  await expect(
    page.getByRole('article').filter({ hasText: boat.name }).filter({ hasText: t.rejected }),
  ).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await filters.getByRole('button', { name: new RegExp(`^${t.rejected}`) }).click();
  await card.getByRole('link', { name: t.view(boat.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/booking/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: boat.name })).toBeVisible();
});
