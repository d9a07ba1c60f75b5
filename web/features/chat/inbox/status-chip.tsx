import { useTranslation } from '../../../i18n/translation';
import type { TConversationSummary } from '../../../../shared/schemas/chat';

type TStatus = NonNullable<TConversationSummary['booking']>['status'];

const tones: Record<TStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  enjoyed: 'bg-sea-100 text-sea-900',
  rejected: 'bg-coral-100 text-coral-700',
  expired: 'bg-ink-100 text-ink-700',
  canceled: 'bg-ink-100 text-ink-700',
};

/** A booking's status as a small pill (the booking page's colours and labels). */
export function BookingStatusChip({ status }: { status: TStatus }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.status' });
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] leading-4 font-bold whitespace-nowrap ${tones[status]}`}
    >
      {t(status)}
    </span>
  );
}

type TGroupStatus = NonNullable<TConversationSummary['group']>['status'];

const groupTones: Record<TGroupStatus, string> = {
  open: 'bg-sea-100 text-sea-900',
  complete: 'bg-amber-100 text-amber-900',
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  sailed: 'bg-sea-100 text-sea-900',
  canceled: 'bg-ink-100 text-ink-700',
};

/** A group's status as a small pill, next to its chat in the inbox and the thread. */
export function GroupStatusChip({ status }: { status: TGroupStatus }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.groupStatus' });
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] leading-4 font-bold whitespace-nowrap ${groupTones[status]}`}
    >
      {t(status)}
    </span>
  );
}
