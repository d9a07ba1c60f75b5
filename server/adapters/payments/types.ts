import type { TDbOrTx } from '../../../db/client';
import type { TCardBrand } from '../../../shared/billing';

export type TPaymentProviderName = 'sandbox' | 'stripe';

/** What a provider tells about a saved card: never the number. */
export type TProviderCard = {
  /** the sandbox token or Stripe's PaymentMethod id */
  providerCardId: string;
  brand: TCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** ISO 3166-1 alpha-2 of the issuing bank */
  country: string;
};

export type TChargeRequest = {
  customerId: string;
  providerCardId: string;
  amountCents: number;
  /** the same key always gives the first result: a retry never charges twice */
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
};

export type TChargeResult =
  | { status: 'succeeded'; reference: string; failureCode: null }
  | {
      status: 'declined';
      /** the attempt's id at the provider, when it made one */
      reference: string | null;
      failureCode: string;
    };

export type TRefundRequest = {
  /** the `reference` of the succeeded charge */
  chargeReference: string;
  amountCents: number;
  idempotencyKey: string;
};

export type TRefundResult =
  | { status: 'succeeded'; reference: string; failureCode: null }
  | { status: 'failed'; reference: string | null; failureCode: string };

export type TSandboxCardInput = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
};

/** A verified webhook event. */
export type TProviderEvent = {
  id: string;
  type: string;
  /** the object the event is about (`data.object`) */
  object: Record<string, unknown>;
  payload: unknown;
};

/**
 * A card processor (PRODUCT.md §2). Every call that moves money takes an idempotency key; the
 * provider answers a replayed key with the first result. Card numbers only ever reach `tokenize`
 * (the sandbox's stand-in for the processor's own browser-side tokenisation).
 */
export type TPaymentProvider = {
  name: TPaymentProviderName;
  /**
   * The same provider with its own bookkeeping inside `db`'s transaction. The sandbox keeps its
   * state in our database, and an embedded PGlite has one connection: writing beside an open
   * transaction would wait for it forever. A remote processor returns itself.
   */
  within: (db: TDbOrTx) => TPaymentProvider;
  createCustomer: (input: { userId: string; email: string; name: string }) => Promise<{
    customerId: string;
  }>;
  /** Attaches the card behind a browser token to the customer; 400 (field cardToken) if unknown. */
  saveCard: (customerId: string, cardToken: string) => Promise<TProviderCard>;
  removeCard: (customerId: string, providerCardId: string) => Promise<void>;
  /** Charges off-session; a decline is a result, not an exception. */
  charge: (request: TChargeRequest) => Promise<TChargeResult>;
  refund: (request: TRefundRequest) => Promise<TRefundResult>;
  /** sandbox only: a single-use token for a test card (400 naming the field when invalid) */
  tokenize?: (card: TSandboxCardInput) => Promise<{ cardToken: string }>;
  /** Verifies a webhook's signature over the raw body; AA00048 when it does not hold. */
  parseWebhook: (rawBody: Buffer | string, signature: string | undefined) => TProviderEvent;
};
