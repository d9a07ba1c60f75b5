import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookies, expect, expectNoSeriousA11yIssues, logIn, test } from './fixtures';
import { bearer, enjoyedTrip, json, type TEnjoyedTrip } from './valuation-fixtures';

// Valuations (issue 9) from an enjoyed trip to a review on the boat page. Each test makes a fresh
// client, who books a day on the demo owner's Pitiusa 60–100 days ahead (a free day, found
// through the availability API); the owner accepts, and the lifecycle job, run as if the day
// after the trip had come, makes the booking `enjoyed`. In the browser the client rates the trip
// (it waits for the owner), the owner rates the client through the API (both are published),
// the owner answers the client's review once on the received tab, and the boat page shows it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const copy = {
  es: {
    title: 'Valoraciones',
    toWrite: /Por valorar/,
    written: /Escritas/,
    received: /Recibidas/,
    rate: 'Valorar',
    overall: 'Valoración general',
    categories: ['Estado del barco', 'Limpieza', 'Comunicación con el armador', 'Calidad-precio'],
    stars: (n: number) => `${n} de 5 estrellas`,
    comment: 'Tu comentario',
    submit: 'Publicar valoración',
    starsError: 'Elige de 1 a 5 estrellas',
    commentShort: 'Escribe al menos 10 caracteres',
    sentWaiting: (name: string) => `Tu valoración se publicará cuando ${name} escriba la suya`,
    waiting: (name: string) => `Esperando a ${name}`,
    published: /Publicada el/,
    nothingToRate: 'Nada pendiente de valorar',
    replyOpen: 'Responder públicamente',
    replyLabel: (name: string) => `Tu respuesta a ${name}`,
    replySubmit: 'Publicar respuesta',
    replied: 'Tu respuesta ya está publicada.',
    yourReply: 'Tu respuesta',
    reviewText: (stamp: string) =>
      `Pitiusa estaba impecable y el armador nos explicó todo con calma antes de salir. Repetiremos (${stamp}).`,
    ownerText: (stamp: string) => `Clientes puntuales y muy cuidadosos con el barco (${stamp}).`,
    replyText: (stamp: string) =>
      `¡Gracias por navegar con nosotros! Volved cuando queráis (${stamp}).`,
  },
  en: {
    title: 'Valuations',
    toWrite: /To rate/,
    written: /Written/,
    received: /Received/,
    rate: 'Rate',
    overall: 'Overall rating',
    categories: ['Boat condition', 'Cleanliness', 'Owner communication', 'Value for money'],
    stars: (n: number) => `${n} of 5 stars`,
    comment: 'Your comment',
    submit: 'Publish review',
    starsError: 'Choose from 1 to 5 stars',
    commentShort: 'Write at least 10 characters',
    sentWaiting: (name: string) => `Your review will be published when ${name} writes theirs`,
    waiting: (name: string) => `Waiting for ${name}`,
    published: /Published on/,
    nothingToRate: 'Nothing to rate',
    replyOpen: 'Reply publicly',
    replyLabel: (name: string) => `Your reply to ${name}`,
    replySubmit: 'Publish reply',
    replied: 'Your reply is now published.',
    yourReply: 'Your reply',
    reviewText: (stamp: string) =>
      `Pitiusa was spotless and the owner walked us through everything before we left. We will be back (${stamp}).`,
    ownerText: (stamp: string) => `Punctual clients who took great care of the boat (${stamp}).`,
    replyText: (stamp: string) => `Thank you for sailing with us! Come back any time (${stamp}).`,
  },
};

type TLang = keyof typeof copy;
type TBoat = { id: string; slug: string; name: string; owner: { firstName: string } };
type TTrip = TEnjoyedTrip & { firstName: string };

let boat: TBoat;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // no skipper and no licence asked: a fresh client may book it as they are
  boat = await json<TBoat>(await api.get('/api/boat/pitiusa-formentera'));
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** A fresh client's enjoyed day on the boat (no skipper, no licence asked). */
async function tripOf(api: APIRequestContext, lang: TLang): Promise<TTrip> {
  const stamp = `${lang}-${Date.now() % 1_000_000}`;
  const firstName = lang === 'es' ? 'Ximena' : 'Quentin';
  const trip = await enjoyedTrip(api, {
    boatId: boat.id,
    // the two tests look in different ranges, so their days never collide
    fromDays: (lang === 'es' ? 60 : 80) + (Date.now() % 7),
    skipper: false,
    client: {
      email: `valuations-${stamp}@example.com`,
      name: firstName,
      surname: 'Rovira',
      locale: lang,
    },
  });
  return { ...trip, firstName };
}

/** Leaves the browser's session and logs in as someone else. */
async function switchTo(page: Page, baseURL: string | undefined, email: string, pass?: string) {
  await page.context().clearCookies();
  await acceptCookies(page.context(), baseURL);
  await logIn(page, email, pass);
}

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: a client rates an enjoyed trip, the owner rates back and replies, the boat page shows it`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const c = copy[lang];
    const api = await playwright.request.newContext({ baseURL });
    const trip = await tripOf(api, lang);
    const stamp = trip.bookingId.slice(0, 8);
    const owner = boat.owner.firstName;

    // the client: the trip waits on "To rate", with the boat, the person rated and the time left
    await logIn(page, trip.email, trip.password);
    await page.goto(`/${lang}/settings/valuations`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(c.title));
    const toWriteTab = page.getByRole('tab', { name: c.toWrite });
    await expect(toWriteTab).toHaveAttribute('aria-selected', 'true');
    await expect(toWriteTab).toContainText('1');
    const card = page.getByRole('article', { name: boat.name });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await card.getByRole('button', { name: c.rate, exact: true }).click();
    const submit = page.getByRole('button', { name: c.submit });
    // nothing chosen yet: every group of stars and the comment say what is missing
    await submit.click();
    await expect(page.getByText(c.starsError)).toHaveCount(5);
    await expect(page.getByText(c.commentShort)).toBeVisible();

    const overall = page.getByRole('radiogroup', { name: c.overall });
    await overall.getByRole('radio', { name: c.stars(5) }).check();
    await expect(overall.getByRole('radio', { name: c.stars(5) })).toBeChecked();
    // the stars work with the keyboard: the arrow keys move along the radio group
    const first = page.getByRole('radiogroup', { name: c.categories[0] });
    await first.getByRole('radio', { name: c.stars(3) }).check();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('radio', { name: c.stars(5) })).toBeChecked();
    for (const [index, name] of c.categories.slice(1).entries())
      await page
        .getByRole('radiogroup', { name })
        .getByRole('radio', { name: c.stars(index === 2 ? 4 : 5) })
        .check();
    const review = c.reviewText(stamp);
    await page.getByLabel(c.comment).fill(review);
    await expect(page.getByText(c.starsError)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await submit.click();

    // sent: a notice, nothing left to rate, and the review waits for the owner on "Written"
    await expect(page.getByRole('status').filter({ hasText: c.sentWaiting(owner) })).toBeVisible();
    await expect(page.getByText(c.nothingToRate)).toBeVisible();
    const writtenTab = page.getByRole('tab', { name: c.written });
    await writtenTab.click();
    await expect(writtenTab).toHaveAttribute('aria-selected', 'true');
    const written = page.getByRole('tabpanel').getByRole('article').filter({ hasText: review });
    await expect(written.getByText(c.waiting(owner))).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // the owner rates the client (API): both are published together
    const { ownerToken } = trip;
    const ownerReview = await json<{ publishedAt: string | null }>(
      await api.post(`/api/booking/${trip.bookingId}/valuation`, {
        headers: bearer(ownerToken),
        data: { rating: 5, comment: c.ownerText(stamp) },
      }),
    );
    expect(ownerReview.publishedAt).not.toBeNull();
    await page.reload();
    await page.getByRole('tab', { name: c.written }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('article')
        .filter({ hasText: review })
        .getByText(c.published),
    ).toBeVisible();
    await page.getByRole('tab', { name: c.received }).click();
    await expect(page.getByRole('tabpanel').getByText(c.ownerText(stamp))).toBeVisible();

    // the owner answers the client's review once, on "Received"
    await switchTo(page, baseURL, 'owner@marea.test');
    await page.goto(`/${lang}/settings/valuations?tab=received`);
    await expect(page.getByRole('tab', { name: c.received })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const received = page.getByRole('article').filter({ hasText: review });
    await received.getByRole('button', { name: c.replyOpen }).click();
    const reply = c.replyText(stamp);
    await received.getByLabel(c.replyLabel(trip.firstName)).fill(reply);
    await received.getByRole('button', { name: c.replySubmit }).click();
    await expect(page.getByRole('status').filter({ hasText: c.replied })).toBeVisible();
    await expect(received.getByText(reply)).toBeVisible();
    await expect(received.getByText(c.yourReply)).toBeVisible();
    await expect(received.getByRole('button', { name: c.replyOpen })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    // public: the review and its reply, newest first, on the boat's valuations
    const listed = await json<{ items: { comment: string; reply: string | null }[] }>(
      await api.get(`/api/boat/${boat.id}/valuation?page=1&pageSize=6`),
    );
    expect(listed.items[0]).toMatchObject({ comment: review, reply });
    await page.goto(`/${lang}/boats/${boat.slug}`);
    await expect(page.getByText(review)).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();
    await api.dispose();
  });
}
