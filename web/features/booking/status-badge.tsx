import { useTranslation } from '../../i18n/translation';
import type { TBookingStatus } from './api';

const tones: Record<TBookingStatus, { pill: string; dot: string }> = {
  pending: { pill: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  accepted: { pill: 'bg-emerald-100 text-emerald-900', dot: 'bg-emerald-600' },
  enjoyed: { pill: 'bg-sea-100 text-sea-900', dot: 'bg-sea-600' },
  rejected: { pill: 'bg-coral-100 text-coral-700', dot: 'bg-coral-600' },
  expired: { pill: 'bg-ink-100 text-ink-700', dot: 'bg-ink-400' },
  canceled: { pill: 'bg-ink-100 text-ink-700', dot: 'bg-ink-400' },
};

/** A booking's status as a coloured pill, with the spec's labels (`expired` reads "unanswered"). */
export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.status' });
  const tone = tones[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${tone.pill}`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${tone.dot}`} aria-hidden="true" />
      {t(status)}
    </span>
  );
}
