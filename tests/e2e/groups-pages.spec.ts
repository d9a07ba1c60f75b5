import type { APIRequestContext } from '@playwright/test';
import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  expectRendered,
  logIn,
  saveCard,
  signUpClient,
  test,
} from './fixtures';
import { createGroupThroughApi, dmy, type TCreatedGroup } from './group-fixtures';

/*
 * The boat-sharing pages (docs/decisions/0028-groups.md): the guide, the list with its filters,
 * and a group's page, where a second user joins with two seats and leaves with a refund. Each
 * project makes its own group (as the demo client) and its own joining user.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** A group of 6 created by the demo client. */
async function createGroup(api: APIRequestContext, name: string): Promise<TCreatedGroup> {
  const token = await logIn(api, 'client@marea.test');
  const cards = (await (
    await api.get('/api/billing/client/card', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { items: unknown[] };
  if (cards.items.length === 0) await saveCard(api, token);
  return createGroupThroughApi(api, token, {
    name,
    passenger: { name: 'Lucía Cliente', email: 'client@marea.test' },
  });
}

let group: TCreatedGroup;
const joiner = { email: '', password: 'Velero2026', name: 'Nerea', surname: 'Vidal' };

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  group = await createGroup(api, `Calas en grupo ${testInfo.project.name} ${Date.now() % 100000}`);
  joiner.email = `groups-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpClient(api, { ...joiner, phone: '+34 633 456 789', locale: 'en' });
  await saveCard(api, await logIn(api, joiner.email, joiner.password));
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('the groups guide explains sharing in Spanish and in English', async ({ page }) => {
  await page.goto('/es/groups-info');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un día de barco con patrón, a precio de plaza' }),
  ).toBeVisible();
  await expect(page.getByText('De 10:00 a 20:00', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Al unirte: el 30 %')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver grupos abiertos' }).first()).toHaveAttribute(
    'href',
    '/es/groups',
  );
  await page.goto('/en/groups-info');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'A skippered day on a boat, at the price of a seat',
    }),
  ).toBeVisible();
  await page.getByText('What if the group does not fill?').click();
  await expect(page.getByText('we cancel it and refund every member')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a group' }).first()).toHaveAttribute(
    'href',
    '/en/create-group',
  );
});

test('the list shows the group and filters it by date, place and seats', async ({ page }) => {
  await page.goto('/es/groups');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grupos que zarpan pronto' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: group.name })).toBeVisible();
  // the count is the list's heading, read out as filters change it
  const count = page.getByRole('heading', { level: 2, name: /^\d+ grupos?$/ });
  await expect(count).toHaveAttribute('aria-live', 'polite');
  await expectNoSeriousA11yIssues(page);

  // on phones the filters fold behind a button
  const unfold = page.getByRole('button', { name: 'Filtrar por fecha, lugar o precio' });
  if (await unfold.isVisible()) await unfold.click();
  const filters = page.getByRole('form', { name: 'Filtrar grupos' });
  await filters.getByLabel('Fecha').fill(group.date);
  await filters.getByLabel('Dónde').selectOption(group.harbour);
  await filters.getByRole('button', { name: 'Buscar' }).click();
  // the form starts over from each new URL: a field changed before React rendered it would be lost
  await expectRendered(page, new RegExp(`date=${dmy(group.date)}.*place=${group.harbour}`));
  await expect(page.getByRole('link', { name: group.name })).toBeVisible();

  // six seats, one taken: nobody has ten free
  await filters.getByLabel('Plazas').selectOption('10');
  await filters.getByRole('button', { name: 'Buscar' }).click();
  await expectRendered(page, /places=10/);
  await expect(
    page.getByRole('heading', { name: 'Ningún grupo encaja con tu búsqueda' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear un grupo' }).last()).toHaveAttribute(
    'href',
    '/es/create-group',
  );
});

test('a visitor is asked to log in; a second user joins with two seats and leaves with a refund', async ({
  page,
}) => {
  await page.goto(`/en/groups/${group.id}`);
  await expect(page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();
  await expect(page.getByText('10:00 to 20:00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Log in to join' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await logIn(page, joiner.email, joiner.password);
  await page.goto(`/en/groups/${group.id}`);
  const form = page.getByRole('form', { name: 'Join the group' });
  await expect(form.getByLabel('Email').first()).toHaveValue(joiner.email);
  await form.getByLabel('How many seats?').selectOption('2');
  const second = form.getByRole('group', { name: 'Passenger 2' });
  await second.getByLabel('Full name').fill('Marta Ruiz');
  await second.getByLabel('Email').fill('marta@example');
  await form.getByRole('button', { name: /Join and pay/ }).click();
  await expect(second.getByText('Invalid email!')).toBeVisible();
  await second.getByLabel('Email').fill('marta@example.com');
  await form.getByRole('button', { name: /Join and pay/ }).click();

  await expect(page.getByRole('heading', { name: 'You are in this group' })).toBeVisible();
  await expect(page.getByText('2 seats in your name')).toBeVisible();
  await expect(page.getByText('3 of 6 seats taken').first()).toBeVisible();
  await expect(page.getByText('Marta Ruiz')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // the page after a reload says the same: the seats are the server's
  await page.reload();
  await expect(page.getByText('2 seats in your name')).toBeVisible();

  await page.getByRole('button', { name: 'Leave the group' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave the group?' });
  await expect(dialog.getByText(/refund .* to the card you paid with/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, leave the group' }).click();
  await expect(
    page.getByText(/You left the group\. We are refunding .+ to your card\./),
  ).toBeVisible();
  await expect(page.getByText('1 of 6 seats taken').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Join the group' })).toBeVisible();

  // the refund is the server's: the leaver's mail says what went back to the card
  await expect(async () => {
    const mails = (await (await page.request.get('/api/dev/mail')).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.to === joiner.email && /You left|Has salido/.test(m.subject));
    expect(mail?.text).toMatch(/We have refunded €\d|Te hemos devuelto \d/);
  }).toPass({ timeout: 10_000 });
});
