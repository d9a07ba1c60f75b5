import { Anchor, CircleCheck, Clock, Sailboat, Users, XCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import type { TGroup } from '../../../../shared/schemas/group';
import { useLang } from '../../../lib/lang';
import { countdown, formatInstant } from '../format';

const looks = {
  open: { Icon: Users, tone: 'bg-sea-50 text-sea-950 ring-sea-600/20', icon: 'bg-sea-600' },
  complete: {
    Icon: Anchor,
    tone: 'bg-amber-50 text-amber-950 ring-amber-500/30',
    icon: 'bg-amber-500',
  },
  requested: {
    Icon: Clock,
    tone: 'bg-amber-50 text-amber-950 ring-amber-500/30',
    icon: 'bg-amber-500',
  },
  confirmed: {
    Icon: CircleCheck,
    tone: 'bg-emerald-50 text-emerald-950 ring-emerald-600/25',
    icon: 'bg-emerald-600',
  },
  sailed: { Icon: Sailboat, tone: 'bg-sea-50 text-sea-950 ring-sea-600/20', icon: 'bg-sea-700' },
  canceled: {
    Icon: XCircle,
    tone: 'bg-coral-100/60 text-coral-900 ring-coral-600/25',
    icon: 'bg-coral-600',
  },
} as const;

/**
 * Where the group stands, in words: filling up (and how long it has), complete and waiting for a
 * boat, waiting for the owner (until when), confirmed, sailed, or canceled (and why).
 */
export function StatusBanner({ group, now }: { group: TGroup; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { Icon, tone, icon } = looks[group.status];
  const left = countdown(group.deadline, now);
  const values = {
    seats: t('groups.seats.left', { count: group.seatsLeft }),
    time: t(`groups.countdown.${left.key}`, left.values),
    deadline: formatInstant(lang, group.deadline),
    respondBy: group.booking ? formatInstant(lang, group.booking.respondBy) : '',
  };
  const text =
    group.status === 'canceled'
      ? t(`groups.status.canceled.${group.canceledReason ?? 'deadline'}`)
      : group.status === 'complete' && group.me?.isCreator
        ? t('groups.status.complete.textCreator', values)
        : t(`groups.status.${group.status}.text`, values);
  return (
    <div role="status" className={`flex items-start gap-4 rounded-2xl p-4 ring-1 sm:p-5 ${tone}`}>
      <span
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-white ${icon}`}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="font-bold">{t(`groups.status.${group.status}.title`)}</p>
        <p className="mt-0.5 text-[15px] leading-snug opacity-90" suppressHydrationWarning>
          {text}
        </p>
      </div>
    </div>
  );
}
