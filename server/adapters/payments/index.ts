import type { TDbOrTx } from '../../../db/client';
import type { TConfig } from '../../config';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';
import type { TPaymentProvider } from './types';

export type { TPaymentProvider };

/** The card processor: Stripe with PAYMENTS_PROVIDER=stripe, else the in-process sandbox. */
export function createPaymentProvider(config: TConfig, db: TDbOrTx): TPaymentProvider {
  return config.payments.provider === 'stripe'
    ? createStripeProvider(config.payments)
    : createSandboxProvider(db);
}
