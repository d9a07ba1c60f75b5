import {
  ArrowRight,
  CalendarClock,
  Hourglass,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { todayInMadrid } from '../../../shared/dates';
import { pictureUrl } from '../../../shared/media';
import type { TConversationSummary } from '../../../shared/schemas/chat';
import { api } from '../../lib/api';
import { Avatar } from '../../components/ui/avatar';
import { useLang } from '../../lib/lang';
import type { TBooking } from '../booking/api';
import { formatStay } from './format';
import { checkInInDays, isAwaitingAnswer, sortBookings } from './list';
import { TimeLeftBadge } from './time-left-badge';
import type { TOwnerBookings } from './use-owner-bookings';
import { useNow } from '../../lib/use-now';

const shownPerPanel = 5;

/**
 * The dashboard's two panels: the requests waiting for an answer, with the time left, and the
 * check-ins of the coming week; each links to the bookings list, filtered.
 */
export function DashboardPanels({ data }: { data: TOwnerBookings }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings' });
  const lang = useLang();
  const now = useNow().getTime();
  const sorted = sortBookings(data.items, now);
  const pending = sorted.filter((b) => isAwaitingAnswer(b, now));
  const checkIns = sorted.filter((b) => checkInInDays(b, now) !== null);
  const list = `/${lang}/backoffice/bookings`;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel
        id="dashboard-pending"
        icon={Hourglass}
        title={t('dashboard.pendingTitle')}
        count={data.loading ? null : pending.length}
        link={{ to: `${list}?status=pending`, label: t('dashboard.seeAllPending') }}
        empty={t('dashboard.pendingEmpty')}
        failed={data.failure !== null ? t('dashboard.loadFailed') : null}
      >
        {pending.slice(0, shownPerPanel).map((booking) => (
          <PanelItem key={booking.id} booking={booking} now={now}>
            <TimeLeftBadge respondBy={booking.respondBy} now={now} />
          </PanelItem>
        ))}
      </Panel>
      <Panel
        id="dashboard-check-ins"
        icon={CalendarClock}
        title={t('dashboard.checkInsTitle')}
        count={data.loading ? null : checkIns.length}
        link={{ to: `${list}?status=accepted`, label: t('dashboard.seeAllAccepted') }}
        empty={t('dashboard.checkInsEmpty')}
        failed={data.failure !== null ? t('dashboard.loadFailed') : null}
      >
        {checkIns.slice(0, shownPerPanel).map((booking) => {
          const days = checkInInDays(booking, now) ?? 0;
          return (
            <PanelItem key={booking.id} booking={booking} now={now}>
              <span className="rounded-full bg-sea-100 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-sea-900">
                {days === 0
                  ? t('checkIn.today')
                  : days === 1
                    ? t('checkIn.tomorrow')
                    : t('checkIn.inDays', { count: days })}
              </span>
            </PanelItem>
          );
        })}
      </Panel>
    </div>
  );
}

type TPanelProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  /** null while loading */
  count: number | null;
  link: { to: string; label: string };
  empty: string;
  failed: string | null;
  children: ReactNode;
};

export type TUnreadThreads = {
  /** the conversations with unread messages, newest first; null while loading */
  items: TConversationSummary[] | null;
  /** unread messages in all of them */
  unread: number;
  failed: boolean;
};

/** The unread conversations of the inbox (`GET /conversation`), loaded once for the dashboard. */
export function useUnreadThreads(): TUnreadThreads {
  const [state, setState] = useState<TUnreadThreads>({ items: null, unread: 0, failed: false });
  useEffect(() => {
    let live = true;
    api
      .get<{ items: TConversationSummary[] }>('/conversation')
      .then(({ items }) => {
        const unread = items.filter((c) => c.unread > 0);
        if (live)
          setState({
            items: unread,
            unread: unread.reduce((sum, c) => sum + c.unread, 0),
            failed: false,
          });
      })
      .catch(() => live && setState({ items: [], unread: 0, failed: true }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The dashboard's messages panel: the latest unread conversations as 'sender: message'. */
export function MessagesPanel({ data }: { data: TUnreadThreads }) {
  const { t } = useTranslation('translation', { keyPrefix: 'earnings.dashboard' });
  const lang = useLang();
  return (
    <Panel
      id="dashboard-messages"
      icon={MessagesSquare}
      title={t('messagesTitle')}
      count={data.items === null ? null : data.unread}
      link={{ to: `/${lang}/backoffice/messages`, label: t('seeMessages') }}
      empty={t('messagesEmpty')}
      failed={data.failed ? t('loadFailed') : null}
    >
      {(data.items ?? []).slice(0, shownPerPanel).map((c) => {
        const name = c.group?.name ?? c.otherParty?.name ?? t('support');
        const sender = c.lastMessage?.sender?.name;
        return (
          <li key={c.id}>
            <Link
              to={`/${lang}/backoffice/messages/${c.id}`}
              className="flex items-center gap-3 px-5 py-3 hover:bg-ink-50"
            >
              <Avatar
                name={name}
                src={c.otherParty?.pictureId ? pictureUrl(c.otherParty.pictureId, 320) : null}
                className="ring-0"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink-900">
                  {name}
                  {c.boat && <span className="font-normal text-ink-500"> · {c.boat.name}</span>}
                </span>
                <span className="block truncate text-sm text-ink-600">
                  {sender ? `${sender}: ` : ''}
                  {c.lastMessage?.message}
                </span>
              </span>
              <span className="rounded-full bg-coral-600 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-white">
                {t('unread', { count: c.unread })}
              </span>
            </Link>
          </li>
        );
      })}
    </Panel>
  );
}

function Panel({ id, icon: Icon, title, count, link, empty, failed, children }: TPanelProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings' });
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-2xl bg-white shadow-card ring-1 ring-ink-900/5"
    >
      <div className="flex items-center gap-3 border-b border-ink-100 px-5 py-4">
        <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-sea-100 text-sea-700">
          <Icon className="h-[18px] w-[18px]" aria-hidden="true" />
        </span>
        <h2 id={id} className="flex-1 text-lg font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        {count !== null && count > 0 && (
          <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-sm font-bold text-white tabular-nums">
            {count}
          </span>
        )}
      </div>
      {failed ? (
        <p className="px-5 py-8 text-center text-sm text-coral-700">{failed}</p>
      ) : count === null ? (
        <div className="flex flex-col gap-3 p-5" role="status">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1].map((n) => (
            <div key={n} className="h-12 animate-pulse rounded-xl bg-ink-50" />
          ))}
        </div>
      ) : count === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-ink-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100">{children}</ul>
      )}
      <Link
        to={link.to}
        className="mt-auto flex items-center justify-between gap-2 rounded-b-2xl border-t border-ink-100 px-5 py-3.5 text-sm font-semibold text-sea-700 hover:bg-sea-50 hover:text-sea-800"
      >
        {link.label}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

function PanelItem({
  booking,
  now,
  children,
}: {
  booking: TBooking;
  now: number;
  children: ReactNode;
}) {
  const lang = useLang();
  const dates = formatStay(booking.startDate, booking.endDate, lang, todayInMadrid(new Date(now)));
  return (
    <li>
      <Link
        to={`/${lang}/booking/${booking.id}`}
        className="flex items-center gap-3 px-5 py-3 hover:bg-ink-50"
      >
        <Avatar
          name={booking.client.name}
          src={booking.client.pictureId ? pictureUrl(booking.client.pictureId, 320) : null}
          className="ring-0"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink-900">{booking.client.name}</span>
          <span className="block truncate text-sm text-ink-600">
            {booking.boat.name} · {dates}
          </span>
        </span>
        {children}
      </Link>
    </li>
  );
}
