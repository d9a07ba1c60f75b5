import type { TBillingDeps } from '../billing/deps';

/** What the booking use cases need: the database, the card processor and two settings. */
export type TBookingDeps = TBillingDeps & {
  /** OWNER_RESPONSE_HOURS */
  ownerResponseHours: number;
  /** FIRST_PAYMENT_SHARE, percent */
  firstPaymentShare: number;
  /** the clock; tests pass their own */
  now?: () => Date;
};

/** Who acts: the logged-in user and their role. */
export type TActor = { id: string; role: string };

export function isAdmin(actor: TActor): boolean {
  return actor.role === 'admin' || actor.role === 'superAdmin';
}
