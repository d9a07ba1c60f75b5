import {
  acceptCookies,
  expect,
  expectNoSeriousA11yIssues,
  logIn,
  signUpClient,
  test,
} from './fixtures';

// One fresh client per project (sign-ups are rate-limited per IP), used by the journeys in order:
// first the empty state and the form's checks, then cards added, made default and removed.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
// The form's journey provokes a field error from the processor's tokenisation (400).
test.use({ allowedHttpErrors: [400, 404] });

const password = 'Velero2026';
const nextYear = String((new Date().getFullYear() + 1) % 100);
let email = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  email = `cards-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpClient(api, {
    email,
    password,
    name: 'Lucía',
    surname: 'Marín',
    phone: '+34 622 345 678',
    locale: 'es',
  });
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('cards (es): empty state, then the form checks the card before and after tokenising it', async ({
  page,
}) => {
  await logIn(page, email, password);
  await page.goto('/es/settings/account');
  const section = page.getByRole('region', { name: 'Tarjetas de pago' });
  await expect(section.getByRole('heading', { name: 'No tienes ninguna tarjeta' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await section.getByRole('button', { name: 'Añadir una tarjeta' }).click();
  const form = section.getByRole('form', { name: 'Nueva tarjeta' });
  const number = form.getByLabel('Número de tarjeta');
  const expiry = form.getByLabel('Caducidad');
  const cvc = form.getByLabel('Código CVC');
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  await expect(number).toHaveAttribute('inputmode', 'numeric');
  await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(form.getByText('Marea solo conserva la marca, el país y los cuatro')).toBeVisible();
  await expect(form.getByText(/comisión del 1,5\s%/)).toBeVisible();

  // formatted as typed: groups by brand, MM/YY
  await number.pressSequentially('4242424242424241');
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await expiry.pressSequentially('4');
  await expect(expiry).toHaveValue('04');
  await expiry.press('Backspace');
  await expiry.press('Backspace');
  await expiry.pressSequentially(`12${nextYear}`);
  await expect(expiry).toHaveValue(`12/${nextYear}`);
  await cvc.fill('12');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(form.getByText('El número de tarjeta no es válido.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toBeFocused();
  await expect(form.getByText(/Código de seguridad no válido/)).toBeVisible();

  // American Express: 4-6-5 and a 4-digit code; a past date is refused
  await number.fill('378282246310005');
  await expect(number).toHaveValue('3782 822463 10005');
  await expect(form.locator('svg[data-brand="amex"]')).toBeVisible();
  await cvc.fill('1234');
  await expect(form.getByText('Las 4 cifras del anverso.')).toBeVisible();
  await expect(cvc).not.toHaveAttribute('aria-invalid');
  await expiry.fill('0120');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(form.getByText('La tarjeta ha caducado.')).toBeVisible();

  // a valid number that is not a test card: the processor's message lands under the number
  await number.fill('4111 1111 1111 1111');
  await expiry.fill(`08${nextYear}`);
  await cvc.fill('123');
  await form.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(form.getByText(/usa una tarjeta de prueba/)).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();
  await expect(section.getByRole('button', { name: 'Añadir una tarjeta' })).toBeFocused();
});

test('cards (en): a Visa becomes the default, an Amex shows the fee, is made default, the Visa is removed', async ({
  page,
}) => {
  await logIn(page, email, password);
  await page.goto('/en/settings/account');
  const section = page.getByRole('region', { name: 'Payment cards' });
  const cards = section.getByRole('list', { name: 'Your cards' });
  const card = (last4: string) => cards.getByRole('listitem').filter({ hasText: last4 });

  const addCard = async (digits: string, code: string) => {
    await section.getByRole('button', { name: /^Add (a|another) card$/ }).click();
    const form = section.getByRole('form', { name: 'New card' });
    await form.getByLabel('Card number').fill(digits);
    await form.getByLabel('Expiry date').fill(`09${nextYear}`);
    await form.getByLabel('Security code').fill(code);
    const saved = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/billing/client/card'),
    );
    await form.getByRole('button', { name: 'Save card' }).click();
    // the business API gets the processor's token, never the number
    expect(Object.keys((await saved).postDataJSON() as object)).toEqual(['cardToken']);
    await expect(form).toBeHidden();
  };

  await addCard('4242424242424242', '123');
  await expect(
    page.getByRole('status').filter({ hasText: 'Visa ending in 4242 saved as your default card.' }),
  ).toBeVisible();
  await expect(card('4242')).toContainText('Default');
  await expect(card('4242')).toContainText(`Expires 09/${nextYear}`);
  await expect(card('4242')).not.toContainText('Fee');
  await expect(card('4242').getByRole('button', { name: /Make default/ })).toHaveCount(0);

  await addCard('3782 822463 10005', '1234');
  await expect(
    page.getByRole('status').filter({ hasText: 'American Express ending in 0005 saved.' }),
  ).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(card('0005')).toContainText('Fee +1.5%');
  await expect(card('0005')).not.toContainText('Default');
  await expectNoSeriousA11yIssues(page);

  await card('0005')
    .getByRole('button', { name: 'Make default: American Express ending in 0005' })
    .click();
  await expect(card('0005')).toContainText('Default');
  await expect(card('4242')).not.toContainText('Default');
  await expect(
    page.getByRole('status').filter({ hasText: 'American Express ending in 0005 is now' }),
  ).toBeVisible();

  // the server agrees
  await page.reload();
  await expect(card('0005')).toContainText('Default');
  await expect(card('4242').getByRole('button', { name: /Make default/ })).toBeVisible();

  await card('4242').getByRole('button', { name: 'Remove: Visa ending in 4242' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await expect(dialog).toContainText('Visa ending in 4242 will no longer be available');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Visa ending in 4242 removed.' }),
  ).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(card('0005')).toContainText('Default');
  // focus is not lost with the removed card
  await expect(card('0005').getByRole('button', { name: /Remove/ })).toBeFocused();

  await page.reload();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(card('0005')).toContainText('Default');
});
