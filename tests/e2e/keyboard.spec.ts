import type { Page } from '@playwright/test';
import { errorCatalog } from '../../shared/errors';
import { arrowToOption, clientConversation, tabTo } from './a11y-fixtures';
import { acceptCookies, demoPassword, expect, logIn, test } from './fixtures';

// Issue 10, accessibility: the login modal, the two wizards and the inbox with the keyboard only
// (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing); no mouse in these tests. Desktop only.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** Whether the focus is inside the open dialog (Radix traps it there). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

test.describe('login modal', () => {
  // the wrong password answers 401 on purpose
  test.use({ allowedHttpErrors: [401, 404] });

  test('opens from the header, traps the focus, reports a wrong password, closes (es)', async ({
    page,
  }) => {
    await page.goto('/es/faq');
    const trigger = page.locator('header').getByRole('link', { name: 'Iniciar sesión' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('Email');
    await expect(email).toBeFocused();

    // Tab and Shift+Tab go round the dialog's controls and never leave it
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `focus after ${i + 1} Tab`).toBe(true);
    }
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), `focus after ${i + 1} Shift+Tab`).toBe(true);
    }

    // a wrong password, sent with Enter: the error is an alert inside the dialog
    await tabTo(page, email);
    await page.keyboard.type('client@marea.test');
    const password = dialog.getByLabel('Contraseña', { exact: true });
    await tabTo(page, password);
    await page.keyboard.type('NotThePassword1');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(errorCatalog.AA00012.es);
    await expect(dialog).toBeVisible();

    // Escape closes it and gives the focus back to the header's link
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // again, the right password this time: logged in
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await page.keyboard.type('client@marea.test');
    await tabTo(page, password);
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('header').getByRole('button', { name: /^Menú de usuario/ }),
    ).toBeVisible();
  });
});

test('the add-boat wizard, five steps with the keyboard (en)', async ({ page, baseURL }) => {
  // a client of the demo that no other journey uses: its draft is this test's own
  await logIn(page, 'skipper@marea.test');
  // start from an empty draft (another run may have left one), and leave none behind
  const clearDraft = async () => {
    const cleared = await page.request.delete('/api/user/boat-draft', {
      headers: { origin: baseURL! },
    });
    expect(cleared.ok(), await cleared.text()).toBe(true);
  };
  await clearDraft();
  await page.goto('/en/add-boat');
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });

  // the step's question has the focus; Next with nothing typed focuses the first wrong field
  await expect(heading('Tell us about your boat')).toBeFocused();
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next, { max: 80 });
  await page.keyboard.press('Enter');
  const name = page.getByLabel('Boat name', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/This field is required\./);

  await page.keyboard.type('Brisa');
  await tabTo(page, page.getByLabel('Boat type', { exact: true }));
  await arrowToOption(page, page.getByLabel('Boat type', { exact: true }), 'sailboat');
  const typeIn = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  };
  await typeIn('Length', '11.5');
  await typeIn('Builder or manufacturer', 'Beneteau');
  await typeIn('Model', 'Oceanis 38.1');
  await typeIn('Year built', '2018');
  await typeIn('Capacity', '8');
  await typeIn(
    'Description in Spanish',
    'Velero cómodo y luminoso, perfecto para calas y puestas de sol.',
  );
  await tabTo(page, next, { max: 80 });
  await page.keyboard.press('Enter');

  // 2. accommodation: the counters' buttons with Enter
  await expect(heading('How many people fit?')).toBeFocused();
  const more = page.getByRole('button', { name: 'One more: Day places' });
  await tabTo(page, more);
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Enter');
  await expect(page.getByLabel('Day places', { exact: true })).toHaveValue('8');
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press('Enter');

  // 3. conditions: radio cards with Space and the arrows
  await expect(heading('Your conditions')).toBeFocused();
  const skipper = page.getByRole('group', { name: 'With a skipper?' });
  await tabTo(page, skipper.locator('input[type="radio"]:focus'), { max: 60 });
  const optional = skipper.getByRole('radio', { name: /^Optional skipper/ });
  await tabTo(page, optional, { key: 'ArrowDown', max: 4 });
  if (!(await optional.isChecked())) await page.keyboard.press('Space');
  await expect(optional).toBeChecked();
  // the skipper's price appears for an optional skipper: the next Tab stop
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Skipper price per day', { exact: true })).toBeFocused();
  await page.keyboard.type('150');
  const policy = page.getByRole('group', { name: 'Cancellation policy' });
  await tabTo(page, policy.locator('input[type="radio"]:focus'), { max: 30 });
  const moderate = policy.getByRole('radio', { name: /^Moderate/ });
  await tabTo(page, moderate, { key: 'ArrowDown', max: 4 });
  if (!(await moderate.isChecked())) await page.keyboard.press('Space');
  await expect(moderate).toBeChecked();
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press('Enter');

  // 4. equipment: a check chip with Space
  await expect(heading('What is on board?')).toBeFocused();
  const bimini = page.getByRole('checkbox', { name: 'Bimini top' });
  await tabTo(page, bimini, { max: 60 });
  await page.keyboard.press('Space');
  await expect(bimini).toBeChecked();
  await tabTo(page, next, { max: 80 });
  await page.keyboard.press('Enter');

  // 5. location: the harbour combobox, searched by typing and chosen with the arrows and Enter
  await expect(heading('Where is it moored?')).toBeFocused();
  const harbour = page.getByRole('combobox', { name: 'Harbour' });
  await tabTo(page, harbour, { max: 20 });
  await page.keyboard.type('olímpic');
  // the results of each keystroke arrive in turn: wait for the last search's (one harbour), or
  // ArrowDown would move within an earlier, longer list
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: /Port Olímpic/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(harbour).toHaveValue('Port Olímpic · Barcelona');
  await typeIn('Berth', 'Pantalán 3');
  await tabTo(page, next, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(heading('Add photos of your boat')).toBeFocused();
  await clearDraft();
});

test('the create-group wizard, to the passengers step with the keyboard (en)', async ({ page }) => {
  await logIn(page, 'client@marea.test');
  await page.goto('/en/create-group');
  // the step's question has the focus; the next Tab stop is the date: typed (en-US: month, day,
  // year), 75 days ahead
  await expect(
    page.getByRole('heading', { level: 1, name: 'When and where do you sail?' }),
  ).toBeFocused();
  const date = page.getByLabel('Sail date');
  await tabTo(page, date, { max: 3 });
  const day = new Date(Date.now() + 75 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [yyyy, mm, dd] = [String(day.getFullYear()), pad(day.getMonth() + 1), pad(day.getDate())];
  await page.keyboard.type(`${mm}${dd}${yyyy}`);
  await expect(date).toHaveValue(`${yyyy}-${mm}-${dd}`);

  // Next without a harbour and a plan: the first wrong field has the focus and its message
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press('Enter');
  const harbour = page.getByLabel('Harbour');
  await expect(harbour).toBeFocused();
  await expect(harbour).toHaveAttribute('aria-invalid', 'true');
  await expect(harbour).toHaveAccessibleDescription(/harbour/i);
  await tabTo(page, harbour);
  await arrowToOption(page, harbour, 'port-olimpic');
  const plan = page.getByLabel('Plan (route)');
  await tabTo(page, plan);
  await arrowToOption(page, plan, 'coastal-day-trip');
  await tabTo(page, next, { max: 20 });
  await page.keyboard.press('Enter');

  // 2. the boat: people typed, a boat card chosen with the arrows
  await expect(
    page.getByRole('heading', { level: 1, name: "Choose the group's boat" }),
  ).toBeVisible();
  const people = page.getByLabel('Number of people');
  await tabTo(page, people, { max: 40 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  const boats = page.getByRole('group', { name: 'Choose a boat' });
  await expect(boats.getByRole('radio').first()).toBeAttached({ timeout: 15_000 });
  await tabTo(page, boats.locator('input[type="radio"]:focus'), { max: 60 });
  await page.keyboard.press('Space');
  await expect(boats.locator('input[type="radio"]:checked')).toHaveCount(1);
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press('Enter');

  // 3. the passengers
  await expect(
    page.getByRole('heading', { level: 1, name: "Who's coming with you?" }),
  ).toBeVisible();
});

test('the inbox: open a conversation and send a message with the keyboard (es)', async ({
  page,
  request,
}) => {
  // a question about another boat than the one the back-office axe check writes about
  const slug = 'es-vedra-ibiza';
  const boat = await request.get(`/api/boat/${slug}`);
  expect(boat.ok()).toBe(true);
  const { id: boatId } = (await boat.json()) as { id: string };
  const conversation = await clientConversation(request, { boatId }, '¿Hay nevera a bordo?');

  await logIn(page, 'client@marea.test');
  await page.goto('/es/settings/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Buzón' })).toBeVisible();
  await tabTo(page, page.locator(`a[href$="/settings/inbox/${conversation}"]`), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/es/settings/inbox/${conversation}$`));

  const composer = page.getByRole('textbox', { name: 'Escribe un mensaje' });
  await tabTo(page, composer, { max: 60 });
  const text = `¿Podemos embarcar a las diez? (${Date.now()})`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByText(text)).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(composer).toBeFocused();
});
