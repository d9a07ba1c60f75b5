import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookies, expect, expectNoSeriousA11yIssues, logIn, test } from './fixtures';

// Issue 6: the header's messages dropdown (spec §2: a dot and up to 3 unread conversations as
// 'sender: message', each linking to it, and the mailbox) and the support chat widget on every
// page. The unread conversations are made through the API, as the other party would write.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(api: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await api.post(`/api${path}`, { headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string };
}

/** The demo owner answers the demo client about one of his boats: unread for the client. */
async function ownerWritesToClient(api: APIRequestContext, text: string) {
  const client = await logIn(api, 'client@marea.test');
  const owner = await logIn(api, 'owner@marea.test');
  const boats = (await (
    await api.get('/api/backoffice/boat', { headers: bearer(owner) })
  ).json()) as { items: { id: string; status: string }[] };
  const boat = boats.items.find((b) => b.status === 'published')!;
  const chat = await post(api, client, '/conversation', {
    boatId: boat.id,
    message: 'Hello Jordi, is there a fridge on board?',
  });
  await post(api, owner, `/chat/${chat.id}/message`, { message: text });
  return chat.id;
}

/** The visible messages button of the header (desktop bar or the phone's). */
const messagesButton = (page: Page) =>
  page.locator('header button[aria-label^="Messages"]:visible');

test('a logged-out visitor is asked to log in to talk to support', async ({ page }) => {
  await page.goto('/en/faq');
  await page.getByRole('button', { name: 'Chat with Marea support' }).click();
  const panel = page.getByRole('dialog', { name: 'Marea support' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Got a question?' })).toBeVisible();
  await panel.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/faq\?login=1$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('textbox', { name: /email/i }).first()).toBeVisible();
});

test('a client writes to Marea support from the widget', async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL);
  await logIn(page, 'client@marea.test');
  await page.goto('/es');
  await page.getByRole('button', { name: /^Chatear con el soporte de Marea/ }).click();
  const panel = page.getByRole('dialog', { name: 'Soporte de Marea' });
  await expect(panel).toBeVisible();
  const text = `¿Puedo llevar a mi perro? ${Date.now()}`;
  const input = panel.getByRole('textbox', { name: 'Tu mensaje' });
  await input.fill(text);
  await input.press('Enter');
  await expect(panel.getByText(text)).toBeVisible();
  await expect(panel.getByText('Enviando…')).toBeHidden();
  await expect(panel.getByText('No se ha enviado.')).toHaveCount(0);
  await expect(input).toHaveValue('');
  // Escape closes it; the message is stored in the support conversation
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const items = (await (await page.request.get('/api/conversation')).json()) as {
    items: { kind: string; lastMessage: { message: string } | null }[];
  };
  expect(items.items.some((c) => c.kind === 'support' && c.lastMessage?.message === text)).toBe(
    true,
  );
});

test('the dropdown shows the dot and the unread conversation as sender: message', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const text = `Yes, there is a fridge ${Date.now()}`;
  const id = await ownerWritesToClient(request, text);
  await acceptCookies(context, baseURL);
  await logIn(page, 'client@marea.test');
  await page.goto('/en/faq');
  const button = messagesButton(page);
  await expect(button).toHaveAccessibleName(/^Messages: \d+ unread conversations?$/);
  await expect(page.getByTestId('messages-dot').locator('visible=true')).toBeVisible();
  await button.click();
  const menu = page.getByRole('menu', { name: 'Messages' });
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: new RegExp(`^Jordi: ${text}`) });
  await expect(item).toHaveAttribute('href', `/en/settings/inbox/${id}`);
  await expect(menu.getByRole('menuitem', { name: 'Go to inbox' })).toHaveAttribute(
    'href',
    '/en/settings/inbox',
  );
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: /^Chat with Marea support/ }).click();
  await expect(page.getByRole('dialog', { name: 'Marea support' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('admins get the back office support queue in the widget, on back-office pages too', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  await logIn(page, 'admin@marea.test');
  await page.goto('/en/backoffice/review');
  await page.getByRole('button', { name: 'Chat with Marea support' }).click();
  const panel = page.getByRole('dialog', { name: 'Marea support' });
  await expect(panel.getByRole('link', { name: 'Open the support queue' })).toHaveAttribute(
    'href',
    '/en/backoffice/support',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with Marea support' })).toBeFocused();
});
