import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createStripeProvider } from './stripe';

/** Stripe's API faked at the fetch level: the SDK's real request code runs, nothing leaves. */
type TSent = {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
};
type TReply = { status?: number; body: unknown };

function fakeStripe(routes: Record<string, (sent: TSent) => TReply>) {
  const sent: TSent[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: TSent = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers as HeadersInit),
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply = route
      ? route(request)
      : {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
        };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${sent.length}` },
    });
  }) as typeof fetch;
  const provider = createStripeProvider({
    secretKey: 'sk_test_marea',
    webhookSecret: 'whsec_marea_test',
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 0,
  });
  return { provider, sent };
}

const visa = {
  id: 'pm_visa',
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, country: 'ES' },
};

describe('stripe payment provider (offline)', () => {
  it('creates a customer with an idempotency key per user', async () => {
    const { provider, sent } = fakeStripe({
      'POST /v1/customers': () => ({ body: { id: 'cus_123', object: 'customer' } }),
    });
    const user = { userId: 'u-1', email: 'ana@example.test', name: 'Ana Pérez' };
    expect(await provider.createCustomer(user)).toEqual({ customerId: 'cus_123' });
    const [request] = sent;
    expect(request!.params.get('email')).toBe('ana@example.test');
    expect(request!.params.get('name')).toBe('Ana Pérez');
    expect(request!.params.get('metadata[userId]')).toBe('u-1');
    expect(request!.headers.get('idempotency-key')).toBe('customer:u-1');
    expect(request!.headers.get('authorization')).toBe('Bearer sk_test_marea');
  });

  it('saves a card with a SetupIntent confirmed with the browser PaymentMethod', async () => {
    const { provider, sent } = fakeStripe({
      'POST /v1/setup_intents': () => ({
        body: { id: 'seti_1', object: 'setup_intent', status: 'succeeded', payment_method: visa },
      }),
    });
    expect(await provider.saveCard('cus_123', 'pm_visa')).toEqual({
      providerCardId: 'pm_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
      country: 'ES',
    });
    const params = sent[0]!.params;
    expect(Object.fromEntries(params)).toMatchObject({
      customer: 'cus_123',
      payment_method: 'pm_visa',
      usage: 'off_session',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      'expand[0]': 'payment_method',
    });
    expect(sent[0]!.headers.get('idempotency-key')).toBe('setup:cus_123:pm_visa');
  });

  it('turns a legacy tok_ into a PaymentMethod first; maps brands and a missing country', async () => {
    const { provider, sent } = fakeStripe({
      'POST /v1/payment_methods': () => ({ body: { id: 'pm_from_tok', object: 'payment_method' } }),
      'POST /v1/setup_intents': () => ({
        body: {
          id: 'seti_2',
          status: 'succeeded',
          payment_method: {
            ...visa,
            id: 'pm_from_tok',
            card: { ...visa.card, brand: 'discover', country: null },
          },
        },
      }),
    });
    const card = await provider.saveCard('cus_1', 'tok_visa');
    expect(card).toMatchObject({ providerCardId: 'pm_from_tok', brand: 'other', country: 'ZZ' });
    expect(sent.map((s) => s.path)).toEqual(['/v1/payment_methods', '/v1/setup_intents']);
    expect(sent[0]!.params.get('card[token]')).toBe('tok_visa');
    expect(sent[1]!.params.get('payment_method')).toBe('pm_from_tok');
  });

  it('refuses unknown tokens (400 cardToken) and declined setups (402)', async () => {
    const { provider } = fakeStripe({
      'POST /v1/setup_intents': (sent) =>
        sent.params.get('payment_method') === 'pm_declined'
          ? {
              status: 402,
              body: { error: { type: 'card_error', code: 'card_declined', message: 'Declined' } },
            }
          : {
              status: 400,
              body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
            },
    });
    await expect(provider.saveCard('cus_1', 'pm_missing')).rejects.toMatchObject({
      status: 400,
      fields: [{ field: 'cardToken' }],
    });
    await expect(provider.saveCard('cus_1', 'not a token')).rejects.toMatchObject({ status: 400 });
    await expect(provider.saveCard('cus_1', 'pm_declined')).rejects.toMatchObject({
      status: 402,
      code: 'AA00045',
    });
  });

  it('charges off-session with the idempotency key, and reports a decline as a result', async () => {
    const { provider, sent } = fakeStripe({
      'POST /v1/payment_intents': (request) =>
        request.params.get('payment_method') === 'pm_poor'
          ? {
              status: 402,
              body: {
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code: 'insufficient_funds',
                  message: 'Your card has insufficient funds.',
                  payment_intent: { id: 'pi_declined', object: 'payment_intent' },
                },
              },
            }
          : { body: { id: 'pi_ok', object: 'payment_intent', status: 'succeeded' } },
    });
    const request = {
      customerId: 'cus_1',
      providerCardId: 'pm_visa',
      amountCents: 12_345,
      idempotencyKey: 'booking:b-1:first-payment#1',
      description: 'Marea booking',
      metadata: { bookingId: 'b-1' },
    };
    expect(await provider.charge(request)).toEqual({
      status: 'succeeded',
      reference: 'pi_ok',
      failureCode: null,
    });
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({
      amount: '12345',
      currency: 'eur',
      customer: 'cus_1',
      payment_method: 'pm_visa',
      off_session: 'true',
      confirm: 'true',
      description: 'Marea booking',
      'metadata[bookingId]': 'b-1',
    });
    expect(sent[0]!.headers.get('idempotency-key')).toBe('booking:b-1:first-payment#1');

    expect(await provider.charge({ ...request, providerCardId: 'pm_poor' })).toEqual({
      status: 'declined',
      reference: 'pi_declined',
      failureCode: 'insufficient_funds',
    });
  });

  it('refunds a PaymentIntent with the idempotency key; a refused refund is a result', async () => {
    const { provider, sent } = fakeStripe({
      'POST /v1/refunds': (request) =>
        request.params.get('amount') === '999999'
          ? {
              status: 400,
              body: { error: { type: 'invalid_request_error', code: 'amount_too_large' } },
            }
          : { body: { id: 're_1', object: 'refund', status: 'pending' } },
    });
    const request = {
      chargeReference: 'pi_ok',
      amountCents: 5_000,
      idempotencyKey: 'booking:b-1:cancel#1',
    };
    expect(await provider.refund(request)).toEqual({
      status: 'succeeded',
      reference: 're_1',
      failureCode: null,
    });
    expect(Object.fromEntries(sent[0]!.params)).toEqual({
      payment_intent: 'pi_ok',
      amount: '5000',
    });
    expect(sent[0]!.headers.get('idempotency-key')).toBe('booking:b-1:cancel#1');
    expect(await provider.refund({ ...request, amountCents: 999_999 })).toEqual({
      status: 'failed',
      reference: null,
      failureCode: 'amount_too_large',
    });
  });

  it('detaches a removed card, also when Stripe no longer has it', async () => {
    const { provider, sent } = fakeStripe({
      'POST /v1/payment_methods/pm_visa/detach': () => ({ body: { ...visa, customer: null } }),
    });
    await provider.removeCard('cus_1', 'pm_visa');
    await provider.removeCard('cus_1', 'pm_gone');
    expect(sent.map((s) => s.path)).toEqual([
      '/v1/payment_methods/pm_visa/detach',
      '/v1/payment_methods/pm_gone/detach',
    ]);
  });

  it('verifies webhook signatures over the raw body', () => {
    const { provider } = fakeStripe({});
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_method.detached',
      data: { object: { id: 'pm_visa', object: 'payment_method' } },
    });
    const secret = 'whsec_marea_test';
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const event = provider.parseWebhook(Buffer.from(payload), header);
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment_method.detached',
      object: { id: 'pm_visa' },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.parseWebhook(payload, forged)).toThrow(AppError);
    expect(() => provider.parseWebhook(payload.replace('pm_visa', 'pm_evil'), header)).toThrow(
      AppError,
    );
    expect(() => provider.parseWebhook(payload, undefined)).toThrow(AppError);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => provider.parseWebhook(payload, stale)).toThrow(AppError);
  });

  it('gives up on a request Stripe never answers after the timeout, and on its retry', async () => {
    let calls = 0;
    // a network that never answers; the SDK's timeout aborts the request
    const silentFetch = ((_input: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }) as typeof fetch;
    const provider = createStripeProvider({
      secretKey: 'sk_test_marea',
      webhookSecret: 'whsec_marea_test',
      httpClient: Stripe.createFetchHttpClient(silentFetch),
      maxNetworkRetries: 1,
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(
      provider.createCustomer({ userId: 'u-1', email: 'ana@example.test', name: 'Ana' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(calls).toBe(2);
    // two attempts of 200 ms and the SDK's backoff between them (at most 2 s)
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
