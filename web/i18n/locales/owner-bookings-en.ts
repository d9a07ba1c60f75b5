import type { TCatalog } from './types';

/** English of owner-bookings-es.ts, key for key. */
export const ownerBookingsEn: TCatalog['ownerBookings'] = {
  title: 'Requests and bookings',
};
