import type { TCatalog } from './types';

/** English of booking-es.ts, key for key. */
export const bookingEn: TCatalog['booking'] = {
  status: {
    pending: 'Pending',
    accepted: 'Accepted',
    rejected: 'Rejected',
    expired: 'Unanswered',
    canceled: 'Canceled',
    enjoyed: 'Enjoyed',
  },
};
