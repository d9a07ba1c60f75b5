import { expect, logIn, saveCard, signUpClient, test, acceptCookies } from './fixtures';
import { createGroupThroughApi } from './group-fixtures';

/*
 * PRODUCT.md §4: a group not complete 48 hours before its sail date is canceled and every member
 * refunded in full, automatically. The deadline round runs through the dev job runner as if the
 * clock said so (only for this group: other specs' groups are left alone), then the member sees
 * the canceled group and the refund on its page, and has the mail.
 */
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('an incomplete group is canceled at its deadline and every member refunded', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const creator = {
    email: `deadline-c-${stamp}@example.com`,
    password: 'Velero2026',
    name: 'Rosa',
    surname: 'Mar',
  };
  const member = {
    email: `deadline-m-${stamp}@example.com`,
    password: 'Velero2026',
    name: 'Iker',
    surname: 'Sol',
  };
  for (const user of [creator, member]) {
    await signUpClient(api, { ...user, phone: '+34 633 456 789', locale: 'en' });
    await saveCard(api, await logIn(api, user.email, user.password));
  }
  const group = await createGroupThroughApi(
    api,
    await logIn(api, creator.email, creator.password),
    {
      name: `Calas sin completar ${stamp}`,
      fromDay: 20,
      passenger: { name: 'Rosa Mar', email: creator.email },
    },
  );
  const memberToken = await logIn(api, member.email, member.password);
  const joined = await api.post(`/api/group/${group.id}/join`, {
    headers: { authorization: `Bearer ${memberToken}` },
    data: { passengers: [{ name: 'Iker Sol', email: member.email }] },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  // a second before the deadline nothing happens; a second after, the group is canceled
  const deadline = new Date(group.deadline).getTime();
  const before = await api.post('/api/dev/jobs/group-deadline', {
    data: { at: new Date(deadline - 1000).toISOString(), groupId: group.id },
  });
  expect(await before.json()).toEqual({ count: 0 });
  const after = await api.post('/api/dev/jobs/group-deadline', {
    data: { at: new Date(deadline + 1000).toISOString(), groupId: group.id },
  });
  expect(await after.json()).toEqual({ count: 1 });

  await logIn(page, member.email, member.password);
  await page.goto(`/en/groups/${group.id}`);
  await expect(page.getByText('Group canceled', { exact: true })).toBeVisible();
  await expect(
    page.getByText('It was not complete with a confirmed boat 48 hours before departure.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Join the group' })).toHaveCount(0);

  // the ledger gave back every cent to each member
  for (const [user, token] of [
    [member, memberToken],
    [creator, await logIn(api, creator.email, creator.password)],
  ] as const) {
    const seen = await api.get(`/api/group/${group.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { me } = (await seen.json()) as {
      me: { payments: { kind: string; status: string; amountCents: number }[] } | null;
    };
    const sum = (kind: string) =>
      me!.payments
        .filter((p) => p.kind === kind && p.status === 'succeeded')
        .reduce((s, p) => s + p.amountCents, 0);
    expect(sum('refund'), user.email).toBe(sum('first-payment'));
    expect(sum('refund'), user.email).toBeGreaterThan(0);
  }
  await expect(async () => {
    const mails = (await (await api.get('/api/dev/mail')).json()) as {
      to: string;
      template: string;
    }[];
    expect(mails.some((m) => m.to === member.email && m.template === 'group-canceled')).toBe(true);
  }).toPass({ timeout: 10_000 });
  await api.dispose();
});
