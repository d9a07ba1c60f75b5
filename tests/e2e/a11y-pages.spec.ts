import { expectAccessiblePages, hrefOn, clientConversation, type TLang } from './a11y-fixtures';
import { acceptCookies, expect, logIn, test } from './fixtures';

// Issue 10, accessibility: axe finds nothing serious or critical on any page type, in Spanish and
// in English, for visitors, clients, owners and admins. Ids and slugs come from the pages' own
// links (the demo's, never hard-coded). The audit log is for superAdmins only: the demo has none.
// Desktop only: the phone layouts are checked by the page specs (home, boat, inbox, groups…).
// axe takes about a second a page on an idle CI runner; the timeout leaves room for a busy one
test.describe.configure({ timeout: 180_000 });

const langs: TLang[] = ['es', 'en'];
const nextYear = new Date().getFullYear() + 1;

for (const lang of langs) {
  test(`public pages have no serious accessibility violation (${lang})`, async ({ page }) => {
    const boat = await hrefOn(page, `/${lang}/boats`, /\/boats\/[a-z0-9-]+$/);
    const group = await hrefOn(page, `/${lang}/groups`, /\/groups\/[0-9a-f-]{36}$/);
    await expectAccessiblePages(page, lang, [
      // the cookie banner shows on the first page: it is checked there
      `/${lang}`,
      `/${lang}/boats`,
      boat,
      `/${lang}/groups`,
      group,
      `/${lang}/groups-info`,
      // the information pages share one template: a plain one and the FAQ's accordions
      `/${lang}/faq`,
      `/${lang}/terms`,
      // the owner's sign-up: the client's form and the company's fields
      `/${lang}/sign-up?type=shipowner`,
      `/${lang}/reset-password`,
      `/${lang}/verify-email`,
      `/${lang}/no-such-page`,
      // the login modal, open over the home page
      `/${lang}?login=1`,
    ]);
  });

  test(`client pages have no serious accessibility violation (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await logIn(page, 'client@marea.test');
    const booking = await hrefOn(page, `/${lang}/settings/bookings`, /\/booking\/[0-9a-f-]{36}$/);
    const thread = await hrefOn(
      page,
      `/${lang}/settings/inbox`,
      /\/settings\/inbox\/[0-9a-f-]{36}$/,
    );
    const boat = await hrefOn(page, `/${lang}/boats`, /\/boats\/[a-z0-9-]+$/);
    await expectAccessiblePages(page, lang, [
      `/${lang}/settings/profile`,
      `/${lang}/settings/account`,
      `/${lang}/settings/favourite`,
      `/${lang}/settings/bookings`,
      booking,
      `/${lang}/settings/inbox`,
      thread,
      `/${lang}/settings/valuations`,
      `${boat}/book?start_date=16-06-${nextYear}&duration=day&skipper=true&people=2`,
      `/${lang}/create-group`,
      `/${lang}/add-boat`,
    ]);
  });

  test(`owner back office has no serious accessibility violation (${lang})`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await acceptCookies(context, baseURL);
    const token = await logIn(page, 'owner@marea.test');
    const fleet = await page.request.get('/api/backoffice/boat?pageSize=50', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fleet.ok()).toBe(true);
    const boats = ((await fleet.json()) as { items: { id: string; slug: string }[] }).items;
    // a boat whose conversation no other journey writes in (they count unread messages)
    const boatId = boats.find((b) => b.slug === 'es-trenc-palma')!.id;
    // a client's question about the boat, so the owner's inbox has a conversation to open
    const conversation = await clientConversation(
      request,
      { boatId },
      'Hola, ¿se puede embarcar con un perro pequeño?',
    );
    await expectAccessiblePages(page, lang, [
      `/${lang}/backoffice`,
      `/${lang}/backoffice/boats`,
      `/${lang}/backoffice/boats/${boatId}/edit`,
      `/${lang}/backoffice/boats/${boatId}/calendar`,
      `/${lang}/backoffice/boats/new`,
      `/${lang}/backoffice/calendar`,
      `/${lang}/backoffice/bookings`,
      `/${lang}/backoffice/earnings`,
      `/${lang}/backoffice/reviews`,
      `/${lang}/backoffice/messages`,
      `/${lang}/backoffice/messages/${conversation}`,
    ]);
  });

  test(`admin back office has no serious accessibility violation (${lang})`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await acceptCookies(context, baseURL);
    await logIn(page, 'admin@marea.test');
    const support = await clientConversation(
      request,
      { support: true },
      'Hola, ¿cómo cambio el idioma de los emails?',
    );
    const user = await hrefOn(
      page,
      `/${lang}/backoffice/users`,
      /\/backoffice\/users\/[0-9a-f-]{36}$/,
    );
    const booking = await hrefOn(
      page,
      `/${lang}/backoffice/all-bookings`,
      /\/all-bookings\/[0-9a-f-]{36}$/,
    );
    const group = await hrefOn(
      page,
      `/${lang}/backoffice/all-bookings?view=groups`,
      /\/all-bookings\/groups\/[0-9a-f-]{36}$/,
    );
    await expectAccessiblePages(page, lang, [
      `/${lang}/backoffice/users`,
      user,
      `/${lang}/backoffice/all-bookings`,
      booking,
      group,
      `/${lang}/backoffice/review`,
      `/${lang}/backoffice/catalogues`,
      `/${lang}/backoffice/figures`,
      `/${lang}/backoffice/valuations`,
      `/${lang}/backoffice/support`,
      `/${lang}/backoffice/support/${support}`,
    ]);
  });
}
