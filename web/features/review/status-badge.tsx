import { useTranslation } from '../../i18n/translation';
import type { TReviewBoat } from './api';

const tones: Record<TReviewBoat['status'], string> = {
  draft: 'bg-ink-100 text-ink-700',
  pending_review: 'bg-amber-100 text-amber-900',
  published: 'bg-sea-100 text-sea-900',
  rejected: 'bg-coral-100 text-coral-700',
  removed: 'bg-ink-100 text-ink-700',
};

export function StatusBadge({ status }: { status: TReviewBoat['status'] }) {
  const { t } = useTranslation();
  if (status === 'draft') return null;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-bold ${tones[status]}`}
    >
      {t(`review.badge.${status}`)}
    </span>
  );
}
