import type { TCatalog } from './types';

/** English of checkout-es.ts, key for key. */
export const checkoutEn: TCatalog['checkout'] = {
  title: 'Request to book',
};
