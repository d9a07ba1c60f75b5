import type { TDbOrTx } from '../../../db/client';
import type { TLang } from '../../../shared/i18n';
import type { TBookingAcceptedData } from './templates/booking-accepted';
import type { TBookingCanceledData } from './templates/booking-canceled';
import type { TBookingCheckedInData } from './templates/booking-checked-in';
import type { TBookingOfferData } from './templates/booking-offer';
import type { TBookingMailBase } from './templates/booking-parts';
import type { TBookingRefundedData } from './templates/booking-refunded';
import type { TBookingRejectedData } from './templates/booking-rejected';
import type { TBookingRequestedData } from './templates/booking-requested';
import type { TChatUnreadData } from './templates/chat-unread';
import type { TGroupMailMessage } from './templates/group-parts';
import type { TValuationReminderData } from './templates/valuation-reminder';

/** Every mail the app sends, with the data its template needs. */
export type TMailMessage =
  | { template: 'verify-email'; data: { name: string; link: string } }
  | { template: 'reset-password'; data: { name: string; link: string; expiresInMinutes: number } }
  | { template: 'email-changed'; data: { name: string; newEmail: string } }
  | { template: 'password-changed'; data: { name: string } }
  | { template: 'account-deleted'; data: { name: string } }
  | { template: 'boat-submitted'; data: { name: string; boatName: string; link: string } }
  | {
      template: 'boat-approved';
      data: { name: string; boatName: string; link: string; becameShipowner: boolean };
    }
  | {
      template: 'boat-rejected';
      data: { name: string; boatName: string; reason: string; link: string };
    }
  // bookings (server/services/booking/booking-mails.ts); each links to the booking's page
  | { template: 'booking-requested'; data: TBookingRequestedData }
  | { template: 'booking-accepted'; data: TBookingAcceptedData }
  | { template: 'booking-rejected'; data: TBookingRejectedData }
  | { template: 'booking-expired'; data: TBookingMailBase }
  | { template: 'booking-offer'; data: TBookingOfferData }
  | { template: 'booking-canceled'; data: TBookingCanceledData }
  | { template: 'booking-checked-in'; data: TBookingCheckedInData }
  | { template: 'booking-refunded'; data: TBookingRefundedData }
  // boat-sharing groups (server/services/group/group-mails.ts); each links to the group's page
  | TGroupMailMessage
  // messaging (server/jobs/chat-alerts.ts): links to the conversation in the inbox
  | { template: 'chat-unread'; data: TChatUnreadData }
  // valuations (server/jobs/valuations.ts): links to the user's valuations page
  | { template: 'valuation-reminder'; data: TValuationReminderData };

export type TSendMailInput = { to: string; locale: TLang } & TMailMessage;

export type TMailer = {
  /** Renders the template in the locale, stores the mail, and delivers it when SMTP is configured. */
  send: (input: TSendMailInput) => Promise<void>;
  /**
   * A mailer whose mails are stored in `tx`: they commit or vanish with it (a change and its
   * mails, exactly once). Call `afterCommit` once it committed, to deliver them.
   */
  within: (tx: TDbOrTx) => { mailer: TMailer; afterCommit: () => void };
  /**
   * Claims outbox mails a node stored but never delivered (it stopped first), counting an attempt
   * in `tx`; `deliver` sends them once `tx` committed. Nothing without SMTP.
   */
  claimStale: (tx: TDbOrTx, now: Date) => Promise<{ count: number; deliver: () => void }>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle: () => Promise<void>;
};
