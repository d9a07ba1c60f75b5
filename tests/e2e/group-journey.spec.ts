import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  saveCard,
  signUpClient,
  test,
} from './fixtures';
import { isoIn } from './group-fixtures';

/*
 * The boat-sharing journey of issue 7 (PRODUCT.md §4): a client creates a group of two through the
 * four steps of the wizard on one of the demo owner's boats (Tagomago, Marina Botafoch); a second
 * user joins from the group's page, which completes the group and sends the request to the owner;
 * the owner accepts it in the back office, and the members see their group confirmed. Each
 * project sails on its own date, clear of the demo bookings.
 */
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('create a group in four steps, a second user joins, the owner accepts in the back office', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const creator = {
    email: `journey-c-${stamp}@example.com`,
    password: 'Velero2026',
    name: 'Alba',
    surname: 'Costa',
  };
  const joiner = {
    email: `journey-j-${stamp}@example.com`,
    password: 'Velero2026',
    name: 'Bruno',
    surname: 'Pons',
  };
  const api = await playwright.request.newContext({ baseURL });
  for (const user of [creator, joiner]) {
    await signUpClient(api, { ...user, phone: '+34 633 456 789', locale: 'en' });
    await saveCard(api, await logIn(api, user.email, user.password));
  }
  const groupName = `Tagomago crew ${stamp}`;

  // 1. the creator, through the four steps
  await logIn(page, creator.email, creator.password);
  await page.goto('/en/create-group');
  await page.getByLabel('Sail date').fill(isoIn(testInfo.project.name === 'mobile' ? 37 : 33));
  await page.getByLabel('Harbour').selectOption('marina-botafoch');
  await page.getByLabel('Plan (route)').selectOption('coastal-day-trip');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: "Choose the group's boat" }),
  ).toBeVisible();
  await page.getByLabel('Number of people').fill('2');
  const boats = page.getByRole('group', { name: 'Choose a boat' });
  const tagomago = boats.locator('label', { hasText: 'Tagomago' });
  await expect(tagomago).toBeVisible({ timeout: 15_000 });
  await tagomago.click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: "Who's coming with you?" }),
  ).toBeVisible();
  await expect(page.getByLabel('Passenger 1 email')).toHaveValue(creator.email);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Group name').fill(groupName);
  await page
    .getByLabel('Description')
    .fill('Coves, snorkelling and lunch on board with a skipper.');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/\/en\/groups\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const groupUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText('1 of 2 seats taken').first()).toBeVisible();

  // 2. a second user joins from the group's page: the group is complete, the owner is asked
  const joinerContext = await browser.newContext({ baseURL });
  await acceptCookies(joinerContext, baseURL);
  const joinerPage = await joinerContext.newPage();
  await logIn(joinerPage, joiner.email, joiner.password);
  await joinerPage.goto(groupUrl);
  const form = joinerPage.getByRole('form', { name: 'Join the group' });
  await expect(form.getByLabel('Email').first()).toHaveValue(joiner.email);
  await form.getByRole('button', { name: /Join and pay/ }).click();
  await expect(joinerPage.getByRole('heading', { name: 'You are in this group' })).toBeVisible();
  await expect(joinerPage.getByText('Group complete: waiting for the owner')).toBeVisible();
  await expectNoSeriousA11yIssues(joinerPage);

  // 3. the owner accepts the group's request in the back office
  const ownerContext = await browser.newContext({ baseURL });
  await acceptCookies(ownerContext, baseURL);
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, 'owner@marea.test');
  await ownerPage.goto('/en/backoffice/bookings');
  const row = ownerPage.locator('[data-booking-id]', { hasText: `Group: ${groupName}` });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Accept/ }).click();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(
    ownerPage.getByRole('status').filter({ hasText: 'the group is confirmed' }),
  ).toBeVisible();

  // 4. the members see their group confirmed
  await joinerPage.reload();
  await expect(joinerPage.getByText('Boat confirmed: see you at sea!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Boat confirmed: see you at sea!')).toBeVisible();
  await Promise.all([joinerContext.close(), ownerContext.close(), api.dispose()]);
});
