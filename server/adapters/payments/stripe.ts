import Stripe from 'stripe';
import type { TCardBrand } from '../../../shared/billing';
import { appError } from '../../errors';
import { invalidCardToken, invalidWebhookSignature } from './errors';
import type { TChargeResult, TPaymentProvider, TProviderCard, TRefundResult } from './types';

export type TStripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** tests pass `Stripe.createFetchHttpClient(fakeFetch)`: no request leaves the process */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
  maxNetworkRetries?: number;
  /** how long one request may take before it fails (and is retried); tests shorten it */
  timeoutMs?: number;
};

/**
 * Charges and refunds run inside the booking's transaction, on one of the few pooled connections
 * (decision 0067): a silent network gives up after 20 s, not Stripe's 80.
 */
const stripeTimeoutMs = 20_000;

const brands: Record<string, TCardBrand> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex' };

function presentCard(paymentMethod: Stripe.PaymentMethod): TProviderCard {
  const card = paymentMethod.card;
  if (!card) throw invalidCardToken();
  return {
    providerCardId: paymentMethod.id,
    brand: brands[card.brand] ?? 'other',
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    // unknown issuer country: not Spain, so the card fee applies (the safe side for Marea)
    country: card.country?.toUpperCase() ?? 'ZZ',
  };
}

/**
 * Stripe (PRODUCT.md §2): a Customer per user, cards saved with a SetupIntent confirmed on the
 * server with the browser's PaymentMethod (`pm_…`, or a legacy `tok_…`), charges as off-session
 * PaymentIntents, Refunds, and signed webhooks. Every call that moves money carries the caller's
 * idempotency key as Stripe's `Idempotency-Key`.
 */
export function createStripeProvider(options: TStripeOptions): TPaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    httpClient: options.httpClient,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? stripeTimeoutMs,
    appInfo: { name: 'Marea' },
  });

  async function saveCard(customerId: string, cardToken: string): Promise<TProviderCard> {
    if (!/^(pm|tok)_\w+$/.test(cardToken)) throw invalidCardToken();
    try {
      const paymentMethod = cardToken.startsWith('tok_')
        ? (await stripe.paymentMethods.create({ type: 'card', card: { token: cardToken } })).id
        : cardToken;
      const intent = await stripe.setupIntents.create(
        {
          customer: customerId,
          payment_method: paymentMethod,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
          confirm: true,
          expand: ['payment_method'],
        },
        { idempotencyKey: `setup:${customerId}:${cardToken}` },
      );
      // `requires_action` (3-D Secure) cannot be completed from the server
      if (intent.status !== 'succeeded') throw appError('AA00045');
      return presentCard(intent.payment_method as Stripe.PaymentMethod);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw appError('AA00045');
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw invalidCardToken();
      throw error;
    }
  }

  async function charge(
    request: Parameters<TPaymentProvider['charge']>[0],
  ): Promise<TChargeResult> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'eur',
          customer: request.customerId,
          payment_method: request.providerCardId,
          allowed_payment_method_types: ['card'],
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded')
        return { status: 'succeeded', reference: intent.id, failureCode: null };
      const error = intent.last_payment_error;
      return {
        status: 'declined',
        reference: intent.id,
        failureCode: error?.decline_code ?? error?.code ?? intent.status,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'declined',
          reference: error.payment_intent?.id ?? null,
          failureCode: error.decline_code ?? error.code ?? 'card_declined',
        };
      }
      throw error;
    }
  }

  async function refund(
    request: Parameters<TPaymentProvider['refund']>[0],
  ): Promise<TRefundResult> {
    try {
      const made = await stripe.refunds.create(
        { payment_intent: request.chargeReference, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      if (made.status === 'failed' || made.status === 'canceled') {
        return {
          status: 'failed',
          reference: made.id,
          failureCode: made.failure_reason ?? made.status,
        };
      }
      // `pending` settles later; a failure then arrives as a `refund.failed` webhook
      return { status: 'succeeded', reference: made.id, failureCode: null };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        return { status: 'failed', reference: null, failureCode: error.code ?? 'invalid_request' };
      }
      throw error;
    }
  }

  const provider: TPaymentProvider = {
    name: 'stripe',
    within: () => provider,
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        { idempotencyKey: `customer:${userId}` },
      );
      return { customerId: customer.id };
    },
    saveCard,
    async removeCard(_customerId, providerCardId) {
      try {
        await stripe.paymentMethods.detach(providerCardId);
      } catch (error) {
        // already detached, or gone: the card is removed either way
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    charge,
    refund,
    parseWebhook(rawBody, signature) {
      if (!signature) throw invalidWebhookSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw invalidWebhookSignature();
      }
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
        payload: event,
      };
    },
  };
  return provider;
}
