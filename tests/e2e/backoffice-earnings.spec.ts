import type { APIRequestContext } from '@playwright/test';
import { formatMoney, percentOf } from '../../shared/money';
import type { TEarnings } from '../../shared/schemas/earnings';
import { acceptCookies, expect, expectNoSeriousA11yIssues, logIn, test } from './fixtures';

// The earnings page of the demo owner matches the ledger: the page shows the API's figures, and
// the API's figures match what the spec adds up itself from each booking's payments (the booking
// detail, which reads the ledger) and from the CSV. The demo (server/demo/demo-bookings.ts) gives
// the owner two past trips checked in and settled, an accepted booking with its first payment
// and a client's cancellation; other specs may add money while this one runs, so each comparison
// is made on one consistent read and retried.
test.describe.configure({ timeout: 90_000 });

type TBookingMoney = { payments: { chargedCents: number; refundedCents: number } };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const year = new Date().getFullYear();

test('the earnings page of the demo owner matches the ledger', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  const token = await logIn(page, 'owner@marea.test');
  const headers = { authorization: `Bearer ${token}` };
  const earnings = () =>
    page.request
      .get(`/api/backoffice/earnings?year=${year}`, { headers })
      .then((r) => json<TEarnings>(r));

  // the API against the spec's own sums, booking by booking
  const api = await earnings();
  const settled = api.lines.filter((line) => line.checkedIn);
  expect(settled.length, 'the demo owner has settled trips').toBeGreaterThanOrEqual(2);
  for (const line of api.lines.filter((l) => l.group === null)) {
    const booking = await json<TBookingMoney>(
      await page.request.get(`/api/booking/${line.bookingId}`, { headers }),
    );
    // what the client paid and kept paid = the rental money, plus the card fees, less refunds
    expect(line.grossCents + line.cardFeeCents - line.refundCents).toBe(
      booking.payments.chargedCents - booking.payments.refundedCents,
    );
    if (line.pendingCents === 0 && line.grossCents - line.refundCents > 0) {
      // settled: 20 % of the rental money kept (half up), the rest to the owner
      const kept = line.grossCents - line.refundCents;
      expect(line.commissionCents).toBe(percentOf(kept, 20));
      expect(line.netCents).toBe(kept - line.commissionCents);
    }
  }
  const sum = (key: 'grossCents' | 'netCents' | 'commissionCents' | 'refundCents') =>
    api.lines.reduce((total, line) => total + line[key], 0);
  expect(sum('netCents')).toBe(api.totals.netCents);
  expect(sum('grossCents')).toBe(api.totals.grossCents);
  expect(api.months.reduce((total, m) => total + m.netCents, 0)).toBe(api.totals.netCents);

  // the CSV, re-summed: the total row and the lines agree with the API
  const csv = await page.request.get(`/api/backoffice/earnings.csv?year=${year}&lang=en`, {
    headers,
  });
  expect(csv.headers()['content-disposition']).toContain('attachment');
  const rows = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toContain('Booking;Last movement;Start;End;Boat;Client;Group;Status;Gross');
  const cents = (value: string) => Math.round(Number(value) * 100);
  const netColumn = 12;
  const csvNet = rows.slice(1, -1).reduce((t, r) => t + cents(r.split(';')[netColumn]!), 0);
  const csvTotal = rows.at(-1)!.split(';');
  expect(csvNet).toBe(cents(csvTotal[netColumn]!));

  // the page shows the API's figures (one read of each, retried if another spec adds money)
  await page.goto(`/es/backoffice/earnings?year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresos' })).toBeVisible();
  await expect(async () => {
    const now = await earnings();
    await expect(page.getByTestId('earnings-year-net')).toHaveText(
      formatMoney(now.totals.netCents, 'es'),
      { timeout: 2_000 },
    );
    await expect(page.getByTestId('earnings-year-gross')).toHaveText(
      formatMoney(now.totals.grossCents, 'es'),
    );
    await expect(page.getByTestId('earnings-year-commission')).toHaveText(
      formatMoney(now.totals.commissionCents, 'es'),
    );
    await expect(page.getByTestId('earnings-month-net')).toHaveText(
      formatMoney(now.currentMonth.netCents, 'es'),
    );
    await expect(page.getByTestId('earnings-months-net')).toHaveText(
      formatMoney(now.totals.netCents, 'es'),
    );
    await expect(page.getByTestId('earnings-lines-table').locator('tbody tr')).toHaveCount(
      now.lines.length,
    );
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });

  // a settled trip's line: its net, and the link to its booking
  const trip = settled[0]!;
  const row = page.locator(`tr[data-booking="${trip.bookingId}"]`);
  await expect(row).toContainText(formatMoney(trip.netCents, 'es'));
  await expect(row).toContainText(trip.boat.name);
  // the collection method on file, masked, or the way to add one (the profile page)
  if (api.payoutAccount?.ibanMasked)
    await expect(page.getByTestId('earnings-iban')).toHaveText(api.payoutAccount.ibanMasked);
  else
    await expect(page.getByRole('link', { name: 'Añadir IBAN' })).toHaveAttribute(
      'href',
      '/es/settings/profile',
    );
  await expectNoSeriousA11yIssues(page);

  // the same page in English, and the CSV button names the year
  await page.goto(`/en/backoffice/earnings?year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const download = page.getByRole('link', { name: 'Download CSV' });
  await expect(download).toHaveAttribute(
    'href',
    `/api/backoffice/earnings.csv?year=${year}&lang=en`,
  );
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`marea-earnings-${year}.csv`);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/en/booking/${trip.bookingId}$`));
});

test('the dashboard shows this month’s net and links to the earnings', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  const token = await logIn(page, 'owner@marea.test');
  await page.goto('/en/backoffice');
  const month = await json<TEarnings>(
    await page.request.get('/api/backoffice/earnings', {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  await expect(page.getByTestId('dashboard-month-net')).toHaveText(
    formatMoney(month.currentMonth.netCents, 'en'),
  );
  await expect(page.getByRole('region', { name: 'Unread messages' })).toBeVisible();
  await page.getByRole('link', { name: 'See earnings' }).click();
  await expect(page).toHaveURL(/\/en\/backoffice\/earnings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
});
