import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { countdown } from '../format';

/**
 * The time a group has left to fill ("2 d 5 h left"), amber, red under a day. The server renders
 * it with its own clock and the browser corrects it: the text may differ by a minute at hydration.
 */
export function DeadlineBadge({
  deadline,
  now,
  tone = 'light',
}: {
  deadline: string;
  now: number;
  tone?: 'light' | 'solid';
}) {
  const { t } = useTranslation();
  const left = countdown(deadline, now);
  const colours =
    tone === 'solid'
      ? 'bg-white/95 text-ink-900 shadow-sm'
      : left.urgent
        ? 'bg-coral-100 text-coral-700 ring-1 ring-coral-600/25'
        : 'bg-amber-50 text-amber-900 ring-1 ring-amber-500/25';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap tabular-nums ${colours}`}
    >
      <Hourglass
        className={`h-3.5 w-3.5 ${tone === 'solid' && left.urgent ? 'text-coral-600' : ''}`}
        aria-hidden="true"
      />
      <span suppressHydrationWarning>
        {left.key === 'over'
          ? t('groups.deadline.over')
          : t('groups.deadline.left', { time: t(`groups.countdown.${left.key}`, left.values) })}
      </span>
    </span>
  );
}
