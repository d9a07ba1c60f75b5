import { ArrowUpRight, CalendarCheck, LifeBuoy, Sailboat, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import { useLang } from '../../../lib/lang';
import type { TThreadContext } from '../api';
import { formatCalendarDate } from '../inbox/format';
import { BookingStatusChip, GroupStatusChip } from '../inbox/status-chip';

const tile =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sea-50 text-sea-700';
const link =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1.5 text-[13px] font-bold text-ink-900 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 hover:ring-ink-400 focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none';

/** A group's chat: the group's day, its status and a link to its page. */
function GroupContext({ group }: { group: NonNullable<TThreadContext['group']> }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.context' });
  const lang = useLang();
  return (
    <div className="flex items-center gap-3">
      <span className={tile}>
        <Users className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-bold tracking-wider text-ink-500 uppercase">{t('group')}</p>
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-bold text-ink-900">
            {formatCalendarDate(group.date, lang)}
          </span>
          <GroupStatusChip status={group.status} />
        </p>
      </div>
      <Link to={`/${lang}/groups/${group.id}`} className={link}>
        <span className="sr-only sm:not-sr-only">{t('viewGroup')}</span>
        <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

/**
 * What the conversation is about: the booking (status, link), the boat (link), the group (day,
 * status, link) or support.
 */
export function ContextCard({ context }: { context: TThreadContext }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.context' });
  const lang = useLang();
  const { boat, booking } = context;
  if (context.group) return <GroupContext group={context.group} />;
  if (context.kind === 'support' || !boat)
    return (
      <div className="flex items-center gap-3">
        <span className={`${tile} bg-coral-50 text-coral-700`}>
          <LifeBuoy className="h-5 w-5" aria-hidden="true" />
        </span>
        <p className="min-w-0 text-[13px] leading-snug text-ink-600">
          {context.otherParty
            ? t('supportUser', { name: context.otherParty.name })
            : t('supportText')}
        </p>
      </div>
    );
  return (
    <div className="flex items-center gap-3">
      <span className={tile}>
        {booking ? (
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Sailboat className="h-5 w-5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-bold tracking-wider text-ink-500 uppercase">
          {booking ? t('booking') : t('boat')}
        </p>
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-bold text-ink-900">{boat.name}</span>
          {booking && <BookingStatusChip status={booking.status} />}
        </p>
      </div>
      {booking ? (
        <Link to={`/${lang}/booking/${booking.id}`} className={link}>
          <span className="sr-only sm:not-sr-only">{t('viewBooking')}</span>
          <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : (
        <Link to={`/${lang}/boats/${boat.slug}`} className={link}>
          <span className="sr-only sm:not-sr-only">{t('viewBoat')}</span>
          <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
