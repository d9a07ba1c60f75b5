import type { Locator, Page } from '@playwright/test';
import { errorCatalog } from '../../shared/errors';
import { arrowToOption, clientConversation, tabTo } from './a11y-fixtures';
import {
  acceptCookies,
  demoPassword,
  expect,
  logIn,
  makePicture,
  signUpClient,
  test,
} from './fixtures';

// Issue 10, accessibility: the login modal, the two wizards and the inbox with the keyboard only
// (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing); no mouse in these tests. Desktop only.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/**
 * Opens the file chooser with `key` on the focused upload control and answers it with pictures
 * (a native dialog cannot be typed into). The page must listen for file choosers beforehand (see
 * the add-boat journey): the listener added here comes too late to be sure of the dialog.
 */
async function chooseFiles(page: Page, key: string, reds: number[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press(key);
  const files = [];
  for (const red of reds)
    files.push({ name: `photo-${red}.png`, mimeType: 'image/png', buffer: await makePicture(red) });
  await (await chooser).setFiles(files);
}

/**
 * A step refused: its first wrong field has the focus and says it is wrong. react-hook-form
 * focuses that field twice, the second time after a timer; keys typed before the timer runs
 * would move on to the next wrong field once this one is right (no person types that fast), so
 * the page's timers run before the test types.
 */
async function expectWrongFieldFocused(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

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

test('the add-boat wizard, every step to the submission with the keyboard (en)', async ({
  page,
  baseURL,
}) => {
  // nine steps typed key by key, photos uploaded: longer than the others on a busy machine
  test.setTimeout(150_000);
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
  // Playwright turns Chromium's file chooser interception on when a listener comes: turned on
  // only by chooseFiles, just before the key press, it sometimes came after the dialog opened
  // and the test waited for it until its timeout
  page.on('filechooser', () => {});
  await page.goto('/en/add-boat');
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });

  // the step's question has the focus; Next with nothing typed focuses the first wrong field
  await expect(heading('Tell us about your boat')).toBeFocused();
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next, { max: 80 });
  await page.keyboard.press('Enter');
  const name = page.getByLabel('Boat name', { exact: true });
  await expectWrongFieldFocused(page, name);
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

  // 6. photos: Next without any focuses the upload control, described by the rule; the control
  // opens the file dialog with Enter or Space (the dialog itself is the system's: Playwright
  // answers it)
  await expect(heading('Add photos of your boat')).toBeFocused();
  await tabTo(page, next, { max: 10 });
  await page.keyboard.press('Enter');
  const choose = page.getByLabel('Choose photos');
  await expect(choose).toBeFocused();
  await expect(choose).toHaveAttribute('aria-invalid', 'true');
  await expect(choose).toHaveAccessibleDescription('Upload at least 3 pictures of the boat.');
  await chooseFiles(page, 'Enter', [8, 120, 240]);
  await expect(page.getByText('3 photos uploaded')).toBeVisible({ timeout: 15_000 });
  // one more with "Add more", then removed again with its button
  await tabTo(page, page.getByRole('button', { name: 'Add more' }), { max: 30 });
  await chooseFiles(page, 'Space', [60]);
  await expect(page.getByText('4 photos uploaded')).toBeVisible({ timeout: 15_000 });
  const tile = (n: number) => page.getByRole('listitem', { name: `Photo ${n} of 3` });
  await tabTo(page, page.getByRole('button', { name: 'Remove photo 4' }), {
    key: 'Shift+Tab',
    max: 30,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByText('3 photos uploaded')).toBeVisible();
  // each button that changes the list leaves the focus on the picture it changed, not the page
  await expect(tile(3)).toBeFocused();
  // the order with the keyboard: the third photo made the cover, the second moved right
  const src = (n: number) => tile(n).getByRole('img').getAttribute('src');
  const [first, second, third] = [await src(1), await src(2), await src(3)];
  await tabTo(page, page.getByRole('button', { name: 'Make cover: photo 3' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(tile(1).getByRole('img')).toHaveAttribute('src', third!);
  await expect(tile(1).getByText('Cover', { exact: true })).toBeVisible();
  await expect(tile(1)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Move photo 2 right' }), { max: 30 });
  await page.keyboard.press('Enter');
  await expect(tile(3).getByRole('img')).toHaveAttribute('src', first!);
  await expect(tile(2).getByRole('img')).toHaveAttribute('src', second!);
  await expect(tile(3)).toBeFocused();
  await tabTo(page, next, { max: 40 });
  await page.keyboard.press('Enter');

  // 7. prices: a wrong one focuses its field; then one per season
  await expect(heading('Set your prices')).toBeFocused();
  const price = (season: string, label = 'Full day') =>
    page.getByRole('group', { name: season }).getByLabel(label, { exact: true });
  await tabTo(page, price('High season'), { max: 10 });
  await page.keyboard.type('12.345');
  await tabTo(page, next, { max: 40 });
  await page.keyboard.press('Enter');
  await expectWrongFieldFocused(page, price('High season'));
  await expect(price('High season')).toHaveAccessibleDescription(/Price format is XXXX\.YY\./);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('450');
  await tabTo(page, price('High season', 'Half day'));
  await page.keyboard.type('280');
  await tabTo(page, price('Mid season'));
  await page.keyboard.type('380.50');
  await tabTo(page, price('Low season'));
  await page.keyboard.type('300');
  await tabTo(page, next, { max: 40 });
  await page.keyboard.press('Enter');

  // 8. technical: the fuel with the arrows, the engine typed; then the review
  await expect(heading('Technical details')).toBeFocused();
  const fuel = page.getByRole('group', { name: 'Fuel' });
  await tabTo(page, fuel.locator('input[type="radio"]:focus'), { max: 10 });
  const diesel = fuel.getByRole('radio', { name: 'Diesel' });
  await tabTo(page, diesel, { key: 'ArrowDown', max: 4 });
  if (!(await diesel.isChecked())) await page.keyboard.press('Space');
  await expect(diesel).toBeChecked();
  await typeIn('Engine power', '40');
  await tabTo(page, page.getByRole('button', { name: 'Review', exact: true }), { max: 40 });
  await page.keyboard.press('Enter');

  // 9. the review, then the submission: the boat stays in review, the skipper's only one (no
  // other journey counts a demo account's pending boats)
  await expect(heading('Review your listing')).toBeFocused();
  await expect(page.getByText('Beneteau Oceanis 38.1')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Submit for review' }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(heading('Thank you! We are reviewing your boat')).toBeFocused();
  const draft = await page.request.get('/api/user/boat-draft');
  expect(((await draft.json()) as { data: object }).data).toEqual({});
  await clearDraft();
});

test('the create-group wizard, every step to the new group with the keyboard (en)', async ({
  page,
  playwright,
  baseURL,
}) => {
  // a fresh client without a card (sign-ups are rate-limited per IP: one per run of this test):
  // the card is typed in the payment form, and the group it pays leaves the demo accounts alone
  const email = `keyboard-group-${Date.now()}@example.com`;
  const password = 'Grupo2026x';
  const api = await playwright.request.newContext({ baseURL });
  await signUpClient(api, {
    email,
    password,
    name: 'Irene',
    surname: 'Soler',
    phone: '+34 644 555 666',
    locale: 'en',
  });
  await api.dispose();
  await logIn(page, email, password);
  await page.goto('/en/create-group');
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  // the step's question has the focus; the next Tab stop is the date: typed (en-US: month, day,
  // year), 80 days ahead (create-group.spec takes its boats 75 days ahead)
  await expect(heading('When and where do you sail?')).toBeFocused();
  const date = page.getByLabel('Sail date');
  await tabTo(page, date, { max: 3 });
  const day = new Date(Date.now() + 80 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [yyyy, mm, dd] = [String(day.getFullYear()), pad(day.getMonth() + 1), pad(day.getDate())];
  await page.keyboard.type(`${mm}${dd}${yyyy}`);
  await expect(date).toHaveValue(`${yyyy}-${mm}-${dd}`);

  // Next without a harbour and a plan: the first wrong field has the focus and its message
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press('Enter');
  const harbour = page.getByLabel('Harbour');
  await expectWrongFieldFocused(page, harbour);
  await expect(harbour).toHaveAccessibleDescription(/harbour/i);
  await tabTo(page, harbour);
  await arrowToOption(page, harbour, 'port-olimpic');
  const plan = page.getByLabel('Plan (route)');
  await tabTo(page, plan);
  await arrowToOption(page, plan, 'coastal-day-trip');
  await tabTo(page, next, { max: 20 });
  await page.keyboard.press('Enter');

  // 2. the boat: people typed, a boat card chosen with the arrows
  await expect(heading("Choose the group's boat")).toBeFocused();
  const people = page.getByLabel('Number of people');
  await tabTo(page, people, { max: 40 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  const boats = page.getByRole('group', { name: 'Choose a boat' });
  await expect(boats.getByRole('radio').first()).toBeAttached({ timeout: 15_000 });
  // the list has answered for four people: a boat chosen now is not replaced by a later answer
  await expect(page.locator('section[aria-labelledby="boats-title"]')).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await tabTo(page, boats.locator('input[type="radio"]:focus'), { max: 60 });
  await page.keyboard.press('Space');
  await expect(boats.locator('input[type="radio"]:checked')).toHaveCount(1);
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press('Enter');

  // 3. the passengers and the payment: the creator comes first, from the profile
  await expect(heading("Who's coming with you?")).toBeFocused();
  await expect(page.getByLabel('Passenger 1 name')).toHaveValue('Irene Soler');
  await expect(page.getByLabel('Passenger 1 email')).toHaveValue(email);
  // a second passenger added with Enter and left empty: Next focuses its name
  await tabTo(page, page.getByRole('button', { name: 'Add passenger' }), { max: 20 });
  await page.keyboard.press('Enter');
  const name2 = page.getByLabel('Passenger 2 name');
  // the new row's name has the focus; left empty, Next brings the focus back to it
  await expect(name2).toBeFocused();
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press('Enter');
  await expectWrongFieldFocused(page, name2);
  await page.keyboard.type('Marc Soler');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Passenger 2 email')).toBeFocused();
  await page.keyboard.type('marc.soler@example.com');

  // no card yet: the card form is in place; Enter with nothing typed focuses the number, then the
  // sandbox's accepted card is typed and saved with Enter
  const cardSection = page.getByRole('region', { name: 'Pay with' });
  await expect(cardSection.getByText('You should add a card.')).toBeVisible();
  const cardForm = cardSection.getByRole('form', { name: 'New card' });
  const cardNumber = cardForm.getByLabel('Card number');
  await tabTo(page, cardNumber, { max: 20 });
  await page.keyboard.press('Enter');
  await expectWrongFieldFocused(page, cardNumber);
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await expect(cardForm.getByLabel('Expiry date')).toBeFocused();
  await page.keyboard.type(`12${String((new Date().getFullYear() + 3) % 100)}`);
  await page.keyboard.press('Tab');
  await expect(cardForm.getByLabel('Security code')).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  const card = cardSection.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(card).toBeChecked();
  // the form goes once the card is saved: the focus is on the card now chosen
  await expect(card).toBeFocused();
  await expect(page.getByText('2 places ×', { exact: false })).toBeVisible();
  await tabTo(page, next, { max: 30 });
  await page.keyboard.press('Enter');

  // 4. the name and description: Create with none focuses the name; then the group is created
  await expect(heading('Introduce your group')).toBeFocused();
  const create = page.getByRole('button', { name: 'Create group' });
  await tabTo(page, create, { max: 60 });
  await page.keyboard.press('Enter');
  const groupField = page.getByLabel('Group name');
  await expectWrongFieldFocused(page, groupField);
  const groupName = `Keyboard coast day ${Date.now() % 100000}`;
  await page.keyboard.type(groupName);
  await tabTo(page, page.getByLabel('Description'), { max: 5 });
  await page.keyboard.type('A relaxed day along the coast, swimming and lunch on board.');
  const review = page.getByRole('region', { name: 'Review your group' });
  await expect(review.getByText('Marc Soler', { exact: false })).toBeVisible();
  await tabTo(page, create, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/groups\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(heading(groupName)).toBeVisible();
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
