import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { acceptCookies, expect, logIn, test } from './fixtures';

// Issue 6, real time: the demo client (in the settings inbox) and the demo owner (in the back
// office) have the same conversation open in two browser contexts; each sees the other's
// messages appear without a reload, and the client's header dropdown lights up on another page.
// Each project writes about its own boat of the owner, so the two never share a conversation.
test.describe.configure({ timeout: 90_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The client asks about one of the owner's published boats (one boat per project). */
async function startConversation(api: APIRequestContext, project: number, text: string) {
  const client = await logIn(api, 'client@marea.test');
  const owner = await logIn(api, 'owner@marea.test');
  const boats = (await (
    await api.get('/api/backoffice/boat?pageSize=50', { headers: bearer(owner) })
  ).json()) as { items: { id: string; status: string }[] };
  const published = boats.items.filter((b) => b.status === 'published');
  const boat = published[published.length - 1 - project]!;
  const res = await api.post('/api/conversation', {
    headers: bearer(client),
    data: { boatId: boat.id, message: text },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function openAs(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  await acceptCookies(context, baseURL);
  const page = await context.newPage();
  await logIn(page, email);
  return { context, page };
}

async function send(page: Page, label: string, text: string) {
  const composer = page.getByRole('textbox', { name: label });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
}

test('client and owner exchange messages live; the dropdown lights up', async ({
  browser,
  page: clientPage,
  context: clientContext,
  baseURL,
  playwright,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const lang = mobile ? 'en' : 'es';
  const label = mobile ? 'Write a message' : 'Escribe un mensaje';
  const stamp = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
  const api = await playwright.request.newContext({ baseURL });
  const id = await startConversation(api, mobile ? 1 : 0, `Hola, ¿hay nevera a bordo? ${stamp}`);

  await acceptCookies(clientContext, baseURL);
  await logIn(clientPage, 'client@marea.test');
  await clientPage.goto(`/${lang}/settings/inbox/${id}`);
  await expect(
    clientPage.getByText(`Hola, ¿hay nevera a bordo? ${stamp}`, { exact: true }),
  ).toBeVisible();

  const owner = await openAs(browser, baseURL, 'owner@marea.test');
  try {
    await owner.page.goto(`/${lang}/backoffice/messages/${id}`);
    await expect(
      owner.page.getByText(`Hola, ¿hay nevera a bordo? ${stamp}`, { exact: true }),
    ).toBeVisible();

    // the client writes: the owner's open page shows it, no reload
    const question = `¿Y sombra en la cubierta? ${stamp}`;
    await send(clientPage, label, question);
    await expect(owner.page.getByText(question, { exact: true })).toBeVisible({ timeout: 10_000 });

    // the owner answers: the client's open page shows it
    const answer = `Sí, bimini y nevera de 40 litros ${stamp}`;
    await send(owner.page, label, answer);
    await expect(clientPage.getByText(answer, { exact: true })).toBeVisible({ timeout: 10_000 });

    // elsewhere on the site (the thread closed, so nothing marks it read), the client's header
    // shows the dot and the new message in the dropdown as 'sender: message', linking to it
    await clientPage.goto(`/${lang}`);
    const later = `Os espero a las 10:00 en el pantalán ${stamp}`;
    await send(owner.page, label, later);
    await expect(clientPage.getByTestId('messages-dot').filter({ visible: true })).toBeVisible({
      timeout: 10_000,
    });
    await clientPage
      .locator(`header button[aria-label^="${mobile ? 'Messages' : 'Mensajes'}"]:visible`)
      .click();
    const item = clientPage.getByRole('menuitem', { name: new RegExp(`: ${later}`) });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('href', `/${lang}/settings/inbox/${id}`);
  } finally {
    await owner.context.close();
    await api.dispose();
  }
});
