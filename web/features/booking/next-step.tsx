import {
  Anchor,
  CalendarX2,
  CircleCheckBig,
  CircleSlash,
  Hourglass,
  Sailboat,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import type { TBooking } from './api';
import { formatInstant, timeLeft } from './booking-view';

type TTone = 'wait' | 'good' | 'off';
const tones: Record<TTone, { box: string; icon: string }> = {
  wait: { box: 'ring-amber-300/60', icon: 'bg-amber-100 text-amber-800' },
  good: { box: 'ring-emerald-300/60', icon: 'bg-emerald-100 text-emerald-800' },
  off: { box: 'ring-ink-900/[0.07]', icon: 'bg-ink-100 text-ink-600' },
};

/** The sentences of "what happens next", by status and by who is looking. */
function useNextStep(booking: TBooking, now: Date) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.next' });
  const tl = useTranslation('translation', { keyPrefix: 'booking.left' }).t;
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const isClient = booking.role === 'client';
  const names = { owner: booking.owner.name, client: booking.client.name };
  const date = formatInstant(booking.respondBy, lang);
  switch (booking.status) {
    case 'pending': {
      const left = timeLeft(booking.respondBy, now);
      const leftText =
        left.days > 0 ? tl('days', left) : left.hours > 0 ? tl('hours', left) : tl('minutes', left);
      const over = Date.parse(booking.respondBy) <= now.getTime();
      const text = over
        ? t('pendingLate', { date })
        : t(isClient ? 'pendingClient' : 'pendingOwner', { ...names, date, left: leftText });
      return {
        tone: 'wait' as const,
        icon: Hourglass,
        title: t(isClient ? 'pendingClientTitle' : 'pendingOwnerTitle', names),
        text,
      };
    }
    case 'accepted': {
      const amounts = {
        first: money(booking.price.firstPayment.amountCents),
        rest: money(booking.price.restAtCheckIn.amountCents),
      };
      if (booking.checkedInAt)
        return {
          tone: 'good' as const,
          icon: Sailboat,
          title: t('checkedInTitle'),
          text: t('checkedIn', { ...amounts, date: formatInstant(booking.checkedInAt, lang) }),
        };
      return {
        tone: 'good' as const,
        icon: CircleCheckBig,
        title: t(isClient ? 'acceptedClientTitle' : 'acceptedOwnerTitle'),
        text: t(isClient ? 'acceptedClient' : 'acceptedOwner', amounts),
      };
    }
    case 'rejected': {
      const unavailable = booking.rejectReason === 'unavailable';
      const key = unavailable ? 'rejectedUnavailable' : 'rejectedOwner';
      return {
        tone: 'off' as const,
        icon: CircleSlash,
        title: t(`${key}Title`),
        text: t(`${key}${isClient ? 'Client' : 'Owner'}`, names),
      };
    }
    case 'expired':
      return {
        tone: 'off' as const,
        icon: CalendarX2,
        title: t('expiredTitle'),
        text: t(isClient ? 'expiredClient' : 'expiredOwner', { ...names, date }),
      };
    case 'canceled': {
      const mine = booking.canceledBy === booking.role;
      const who = mine
        ? t('canceledByYou')
        : t(booking.canceledBy === 'owner' ? 'canceledByOwner' : 'canceledByClient', names);
      const money_ = booking.payments;
      const refund =
        money_.chargedCents === 0
          ? t('nothingCharged')
          : money_.refundedCents > 0
            ? t('refunded', { amount: money(money_.refundedCents) })
            : t('noRefund');
      return {
        tone: 'off' as const,
        icon: CircleSlash,
        title: t('canceledTitle'),
        text: `${who} ${refund}`,
      };
    }
    case 'enjoyed':
      return {
        tone: 'good' as const,
        icon: Anchor,
        title: t('enjoyedTitle'),
        text: t(isClient ? 'enjoyedClient' : 'enjoyedOwner', names),
      };
  }
}

/** The id of the status card's title, where the focus goes after a transition. */
export const nextStepTitleId = 'booking-next-title';

/**
 * The status card at the top of the page: what has happened and what comes next, in one plain
 * sentence, with the viewer's actions under it.
 */
export function NextStep({
  booking,
  now,
  children,
}: {
  booking: TBooking;
  now: Date;
  children?: ReactNode;
}) {
  const step = useNextStep(booking, now);
  const tone = tones[step.tone];
  const Icon: LucideIcon = step.icon;
  return (
    <section
      aria-labelledby={nextStepTitleId}
      className={`rounded-3xl bg-white p-5 shadow-xs ring-1 sm:p-7 ${tone.box}`}
    >
      <div className="flex items-start gap-4">
        <span
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ${tone.icon}`}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2
            id={nextStepTitleId}
            tabIndex={-1}
            className="text-lg font-bold tracking-tight text-ink-900 focus:outline-none sm:text-xl"
          >
            {step.title}
          </h2>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-700">{step.text}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
