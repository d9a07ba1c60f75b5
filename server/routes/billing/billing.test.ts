import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import { billingCustomers, paymentCards, sandboxTokens } from '../../../db/schema';
import { bearerOf } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const year = new Date().getUTCFullYear() + 3;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('billing: sandbox tokens, billing customer and cards', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type THeaders = Record<string, string>;
  const bearer = (user: TUser) => bearerOf(t.app, user);
  const tokenize = (payload: Record<string, unknown>, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/billing/sandbox/token', payload, remoteAddress });
  const testCard = (number: string, overrides: Record<string, unknown> = {}) => ({
    number,
    exp_month: 12,
    exp_year: year,
    cvc: number.replace(/\D/g, '').startsWith('37') ? '1234' : '123',
    ...overrides,
  });
  // each from its own address, to stay clear of the per-address limit
  let addresses = 0;
  const tokenFor = async (number: string) => {
    const response = await tokenize(testCard(number), `198.51.100.${++addresses}`);
    expect(response.statusCode).toBe(200);
    return response.json().cardToken as string;
  };
  const addCard = (headers: THeaders, cardToken: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/client/card',
      headers,
      payload: { cardToken },
    });
  const listCards = async (headers: THeaders) =>
    (await t.app.inject({ method: 'GET', url: '/api/billing/client/card', headers })).json().items;
  const makeDefault = (headers: THeaders, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/billing/client/card/${id}/default`, headers });
  const remove = (headers: THeaders, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/billing/client/card/${id}`, headers });
  const fieldsOf = (response: { json: () => { fields?: { field: string }[] } }) =>
    response.json().fields?.map((f) => f.field);

  describe('POST /billing/sandbox/token', () => {
    it('answers a single-use token for a test card, without a login; keeps no card number', async () => {
      const response = await tokenize(testCard('4242 4242 4242 4242', { exp_month: '07' }));
      expect(response.statusCode).toBe(200);
      const { cardToken } = response.json();
      expect(cardToken).toMatch(/^tok_sbx_/);
      const [row] = await t.db
        .select()
        .from(sandboxTokens)
        .where(eq(sandboxTokens.token, cardToken));
      expect(row).toMatchObject({ brand: 'visa', last4: '4242', country: 'ES', expMonth: 7 });
      expect(JSON.stringify(row)).not.toContain('424242424242');
    });

    it('400 naming the field: number, expiry, cvc, missing fields', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [testCard('4242 4242 4242 4241'), 'number'],
        [testCard('4111 1111 1111 1111'), 'number'], // valid, but not a sandbox test card
        [testCard('not a number'), 'number'],
        [testCard('4242424242424242', { exp_month: 13 }), 'exp_month'],
        [testCard('4242424242424242', { exp_year: 2020 }), 'exp_year'],
        [testCard('4242424242424242', { exp_year: 'next' }), 'exp_year'],
        [testCard('4242424242424242', { cvc: '12' }), 'cvc'],
        [testCard('3782 822463 10005', { cvc: '123' }), 'cvc'],
        [{ number: '4242424242424242', exp_month: 12, exp_year: year }, 'cvc'],
        [testCard('4242424242424242', { number: 4242424242424242 }), 'number'],
      ];
      for (const [payload, field] of cases) {
        const response = await tokenize(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'AA00001' });
        expect(fieldsOf(response), JSON.stringify(payload)).toContain(field);
        expect(response.json().fields[0].message.es).toBeTruthy();
      }
      const expired = await tokenize(testCard('4242424242424242', { exp_year: 2020 }));
      expect(expired.json().fields[0].message.en).toBe('The card has expired.');
      const missing = await tokenize({ number: '4242424242424242', exp_year: year, cvc: '123' });
      expect(missing.json().fields).toEqual([
        {
          field: 'exp_month',
          message: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
        },
      ]);
    });

    it('is rate limited per address (429 AA00007)', async () => {
      const ip = '203.0.113.7';
      for (let i = 0; i < 30; i++)
        expect((await tokenize(testCard('4242424242424242'), ip)).statusCode).toBe(200);
      const limited = await tokenize(testCard('4242424242424242'), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('AA00007');
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('POST /billing/client', () => {
    it('creates the billing customer once (201), then answers it (200)', async () => {
      const user = await createUser(t.db);
      const headers = await bearer(user);
      const created = await t.app.inject({ method: 'POST', url: '/api/billing/client', headers });
      expect(created.statusCode).toBe(201);
      const { customerId } = created.json();
      expect(customerId).toMatch(/^cus_sbx_/);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/billing/client',
        headers,
        payload: {},
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ customerId });
      const rows = await t.db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, user.id));
      expect(rows).toHaveLength(1);
    });

    it('concurrent requests make one customer, and concurrent first cards one default', async () => {
      const user = await createUser(t.db);
      const headers = await bearer(user);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.app.inject({ method: 'POST', url: '/api/billing/client', headers }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(answers.map((a) => a.json().customerId)).size).toBe(1);
      const tokens = await Promise.all(
        ['4242424242424242', '5555555555554444', '378282246310005', '4000008260000000'].map(
          tokenFor,
        ),
      );
      const saved = await Promise.all(tokens.map((token) => addCard(headers, token)));
      expect(saved.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const items = await listCards(headers);
      expect(items).toHaveLength(4);
      expect(items.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
    });

    it('401 without a login', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/billing/client' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AA00002' });
    });
  });

  describe('cards', () => {
    it('saves cards (first is default, customer made on the way) and lists them newest first', async () => {
      const user = await createUser(t.db);
      const headers = await bearer(user);
      expect(await listCards(headers)).toEqual([]);

      const visa = await addCard(headers, await tokenFor('4242 4242 4242 4242'));
      expect(visa.statusCode).toBe(201);
      expect(visa.json()).toEqual({
        id: expect.any(String),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: year,
        country: 'ES',
        isDefault: true,
        feeApplies: false,
      });
      const customers = await t.db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, user.id));
      expect(customers).toHaveLength(1);

      const amex = (await addCard(headers, await tokenFor('3782 822463 10005'))).json();
      expect(amex).toMatchObject({
        brand: 'amex',
        last4: '0005',
        isDefault: false,
        feeApplies: true,
      });
      const foreign = (await addCard(headers, await tokenFor('4000 0082 6000 0000'))).json();
      expect(foreign).toMatchObject({ brand: 'visa', country: 'FR', feeApplies: true });

      const items = await listCards(headers);
      expect(items.map((c: { id: string }) => c.id)).toEqual([foreign.id, amex.id, visa.json().id]);
      expect(items.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
      // the provider's reference never leaves the server
      expect(JSON.stringify(items)).not.toContain('tok_sbx_');
    });

    it('400 naming cardToken: unknown, already used, missing', async () => {
      const headers = await bearer(await createUser(t.db));
      const unknown = await addCard(headers, 'tok_sbx_000000000000000000000000');
      expect(unknown.statusCode).toBe(400);
      expect(fieldsOf(unknown)).toEqual(['cardToken']);
      const token = await tokenFor('4242424242424242');
      expect((await addCard(headers, token)).statusCode).toBe(201);
      const used = await addCard(headers, token);
      expect(used.statusCode).toBe(400);
      expect(fieldsOf(used)).toEqual(['cardToken']);
      // someone else cannot save it either
      const other = await addCard(await bearer(await createUser(t.db)), token);
      expect(fieldsOf(other)).toEqual(['cardToken']);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/billing/client/card',
        headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(fieldsOf(missing)).toEqual(['cardToken']);
      expect(await listCards(headers)).toHaveLength(1);
    });

    it('changes the default card', async () => {
      const headers = await bearer(await createUser(t.db));
      const first = (await addCard(headers, await tokenFor('4242424242424242'))).json();
      const second = (await addCard(headers, await tokenFor('5555555555554444'))).json();
      const response = await makeDefault(headers, second.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: second.id,
        brand: 'mastercard',
        isDefault: true,
      });
      const items = await listCards(headers);
      expect(items.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
      // again: nothing changes
      expect((await makeDefault(headers, second.id)).json().isDefault).toBe(true);
    });

    it('removes a card (kept as removed); the newest remaining becomes the default', async () => {
      const user = await createUser(t.db);
      const headers = await bearer(user);
      const oldest = (await addCard(headers, await tokenFor('4242424242424242'))).json();
      const middle = (await addCard(headers, await tokenFor('5555555555554444'))).json();
      const newest = (await addCard(headers, await tokenFor('378282246310005'))).json();
      await makeDefault(headers, middle.id);

      const removed = await remove(headers, middle.id);
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      const items = await listCards(headers);
      expect(items.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
        [newest.id, true],
        [oldest.id, false],
      ]);
      const [row] = await t.db.select().from(paymentCards).where(eq(paymentCards.id, middle.id));
      expect(row!.removedAt).toBeInstanceOf(Date);
      // a removed card is gone for every call
      expect((await remove(headers, middle.id)).statusCode).toBe(404);
      expect((await makeDefault(headers, middle.id)).statusCode).toBe(404);

      // removing a card that is not the default keeps the default
      expect((await remove(headers, oldest.id)).statusCode).toBe(204);
      expect((await listCards(headers)).map((c: { id: string }) => c.id)).toEqual([newest.id]);
      expect((await remove(headers, newest.id)).statusCode).toBe(204);
      expect(await listCards(headers)).toEqual([]);
      const active = await t.db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.userId, user.id), eq(paymentCards.isDefault, true)));
      expect(active).toEqual([]);
    });

    it("404 AA00046 on another user's card, which stays as it was", async () => {
      const alice = await bearer(await createUser(t.db));
      const bob = await bearer(await createUser(t.db));
      const card = (await addCard(alice, await tokenFor('4242424242424242'))).json();
      for (const response of [
        await makeDefault(bob, card.id),
        await remove(bob, card.id),
        await remove(bob, unknownId),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'AA00046',
          message: { en: 'We could not find this card.' },
        });
      }
      expect(await listCards(bob)).toEqual([]);
      expect(await listCards(alice)).toMatchObject([{ id: card.id, isDefault: true }]);
    });

    it('400 naming id when it is not a uuid', async () => {
      const headers = await bearer(await createUser(t.db));
      for (const response of [await makeDefault(headers, '12'), await remove(headers, 'abc')]) {
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(['id']);
      }
    });

    it('401 without a login, before looking at the input', async () => {
      for (const response of [
        await t.app.inject({ method: 'GET', url: '/api/billing/client/card' }),
        await addCard({}, 'tok_sbx_x'),
        await addCard({}, 12),
        await makeDefault({}, unknownId),
        await remove({}, unknownId),
        await remove({}, 'not-a-uuid'),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          code: 'AA00002',
          message: { en: 'You should log in first.' },
        });
      }
    });
  });

  it('the Stripe webhook is not there with the sandbox provider (404)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('AA00004');
  });

  it('documents every billing call in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/billing/sandbox/token',
        '/api/billing/client',
        '/api/billing/client/card',
        '/api/billing/client/card/{id}/default',
        '/api/billing/client/card/{id}',
        '/api/billing/stripe/webhook',
      ]),
    );
    expect(doc.paths['/api/billing/client/card'].post.responses['201']).toBeDefined();
  });
});
