import type { TBillingDeps } from '../billing/deps';
import type { TChatBus } from '../chat/bus';
import type { TBookingMailDeps } from './booking-mails';

/** What the booking use cases need: the database, the card processor and two settings. */
export type TBookingDeps = TBillingDeps & {
  /** OWNER_RESPONSE_HOURS */
  ownerResponseHours: number;
  /** FIRST_PAYMENT_SHARE, percent */
  firstPaymentShare: number;
  /** the clock; tests pass their own */
  now?: () => Date;
  /** tells the parties of each event by mail (booking-mails.ts); left out, nothing is sent */
  mail?: TBookingMailDeps;
  /** brings a group chat's notices (a group's request answered) to open pages */
  bus?: TChatBus;
};

/** Who acts: the logged-in user and their role. */
export type TActor = { id: string; role: string };

export function isAdmin(actor: TActor): boolean {
  return actor.role === 'admin' || actor.role === 'superAdmin';
}
