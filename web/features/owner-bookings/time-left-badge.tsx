import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { timeLeft, timeLeftText } from './time-left';

/**
 * The live time a pending request leaves to answer ("5 h 20 min left"): amber, red under two
 * hours, grey once it is over.
 */
export function TimeLeftBadge({ respondBy, now }: { respondBy: string; now: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings.timeLeft' });
  const left = timeLeft(respondBy, now);
  const { key, values } = timeLeftText(left);
  const tone =
    left.kind === 'over'
      ? 'bg-ink-100 text-ink-600'
      : left.urgent
        ? 'bg-coral-100 text-coral-700 ring-1 ring-coral-600/25'
        : 'bg-amber-50 text-amber-900 ring-1 ring-amber-500/25';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap tabular-nums ${tone}`}
      title={t('label')}
      data-testid="time-left"
      data-urgent={left.kind !== 'over' && left.urgent ? 'true' : undefined}
    >
      <Hourglass className="h-3.5 w-3.5" aria-hidden="true" />
      {t(key, values)}
    </span>
  );
}
