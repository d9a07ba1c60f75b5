import { useTranslation } from '../../i18n/translation';
import type { TOwnerBoatStatus } from './api';

const tones: Record<TOwnerBoatStatus, string> = {
  draft: 'bg-ink-100 text-ink-700',
  pending_review: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-coral-100 text-coral-700',
  removed: 'bg-ink-100 text-ink-600',
  unpublished: 'bg-sky-100 text-sky-900',
};
const dots: Record<TOwnerBoatStatus, string> = {
  draft: 'bg-ink-400',
  pending_review: 'bg-amber-500',
  published: 'bg-emerald-600',
  rejected: 'bg-coral-600',
  removed: 'bg-ink-400',
  unpublished: 'bg-sky-500',
};

/** A boat's status as a coloured pill (`unpublished`'s label is in the `earnings` area). */
export function StatusBadge({ status }: { status: TOwnerBoatStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${tones[status]}`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${dots[status]}`} aria-hidden="true" />
      {status === 'unpublished'
        ? t('earnings.fleet.unpublished')
        : t(`addBoat.fleet.status.${status}`)}
    </span>
  );
}
