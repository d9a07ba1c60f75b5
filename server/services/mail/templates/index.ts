import type { TLang } from '../../../../shared/i18n';
import type { TMailMessage } from '../types';
import { renderAccountDeleted } from './account-deleted';
import { renderBoatApproved } from './boat-approved';
import { renderBoatRejected } from './boat-rejected';
import { renderBoatSubmitted } from './boat-submitted';
import { renderBookingAccepted } from './booking-accepted';
import { renderBookingCanceled } from './booking-canceled';
import { renderBookingCheckedIn } from './booking-checked-in';
import { renderBookingExpired } from './booking-expired';
import { renderBookingOffer } from './booking-offer';
import { renderBookingRefunded } from './booking-refunded';
import { renderBookingRejected } from './booking-rejected';
import { renderBookingRequested } from './booking-requested';
import { renderChatUnread } from './chat-unread';
import { renderEmailChanged } from './email-changed';
import {
  renderGroupBoatChanged,
  renderGroupBoatDeclined,
  renderGroupComplete,
  renderGroupConfirmed,
} from './group-boat';
import { renderGroupCanceled } from './group-canceled';
import { renderGroupCreated, renderGroupJoined, renderGroupLeft } from './group-membership';
import type { TRenderedMail } from './layout';
import { renderPasswordChanged } from './password-changed';
import { renderResetPassword } from './reset-password';
import { renderValuationReminder } from './valuation-reminder';
import { renderVerifyEmail } from './verify-email';

export type { TRenderedMail } from './layout';

type TTemplate = TMailMessage['template'];
type TDataOf<K extends TTemplate> = Extract<TMailMessage, { template: K }>['data'];

// A mapped type, so adding a template to TMailMessage fails to compile until it has a renderer.
const renderers: { [K in TTemplate]: (data: TDataOf<K>, locale: TLang) => TRenderedMail } = {
  'verify-email': renderVerifyEmail,
  'reset-password': renderResetPassword,
  'email-changed': renderEmailChanged,
  'password-changed': renderPasswordChanged,
  'account-deleted': renderAccountDeleted,
  'boat-submitted': renderBoatSubmitted,
  'boat-approved': renderBoatApproved,
  'boat-rejected': renderBoatRejected,
  'booking-requested': renderBookingRequested,
  'booking-accepted': renderBookingAccepted,
  'booking-rejected': renderBookingRejected,
  'booking-expired': renderBookingExpired,
  'booking-offer': renderBookingOffer,
  'booking-canceled': renderBookingCanceled,
  'booking-checked-in': renderBookingCheckedIn,
  'booking-refunded': renderBookingRefunded,
  'group-created': renderGroupCreated,
  'group-joined': renderGroupJoined,
  'group-left': renderGroupLeft,
  'group-complete': renderGroupComplete,
  'group-confirmed': renderGroupConfirmed,
  'group-boat-declined': renderGroupBoatDeclined,
  'group-boat-changed': renderGroupBoatChanged,
  'group-canceled': renderGroupCanceled,
  'chat-unread': renderChatUnread,
  'valuation-reminder': renderValuationReminder,
};

function renderTemplate<K extends TTemplate>(
  template: K,
  data: TDataOf<K>,
  locale: TLang,
): TRenderedMail {
  return renderers[template](data, locale);
}

/** Subject, plain text and HTML of a mail in the recipient's language. */
export function renderMail(message: TMailMessage, locale: TLang): TRenderedMail {
  return renderTemplate(message.template, message.data, locale);
}
