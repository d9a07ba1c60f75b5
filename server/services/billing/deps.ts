import type { TDbOrTx } from '../../../db/client';
import type { TPaymentProvider } from '../../adapters/payments/types';

/** What the billing use cases need from the app: the database and the card processor. */
export type TBillingDeps = {
  /** the app's database; a transaction joins the caller's (a savepoint) */
  db: TDbOrTx;
  payments: TPaymentProvider;
};
