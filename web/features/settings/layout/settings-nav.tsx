import {
  CalendarDays,
  ChevronRight,
  Heart,
  MessageSquare,
  Settings,
  Star,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session-context';
import { useLang } from '../../../lib/lang';

export type TSettingsPage =
  'profile' | 'account' | 'favourite' | 'inbox' | 'valuations' | 'bookings';

type TNavItem = {
  page: TSettingsPage;
  label: string;
  /** the label on the phone tabs, where four share the width */
  short?: string;
  hint: string;
  icon: LucideIcon;
  /** a count to show on the entry (the inbox's unread conversations) */
  badge?: number;
};

// The settings pages in the order of the user menu (spec §2).
function useNavItems(): TNavItem[] {
  const { t } = useTranslation();
  const unread = useUnreadConversations();
  return [
    {
      page: 'profile',
      label: t('account.nav.profile'),
      hint: t('account.nav.profileHint'),
      icon: UserRound,
    },
    {
      page: 'account',
      label: t('account.nav.account'),
      hint: t('account.nav.accountHint'),
      icon: Settings,
    },
    {
      page: 'favourite',
      label: t('favourites.nav.label'),
      hint: t('favourites.nav.hint'),
      icon: Heart,
    },
    {
      page: 'inbox',
      label: t('userMenu.inbox'),
      hint: t('userMenu.inboxHint'),
      icon: MessageSquare,
      badge: unread,
    },
    {
      page: 'valuations',
      label: t('userMenu.valuations'),
      short: t('account.nav.valuationsShort'),
      hint: t('account.nav.valuationsHint'),
      icon: Star,
    },
    {
      page: 'bookings',
      label: t('account.nav.bookings'),
      short: t('account.nav.bookingsShort'),
      hint: t('account.nav.bookingsHint'),
      icon: CalendarDays,
    },
  ];
}

/** The side navigation of the settings pages (desktop). */
export function SettingsSideNav({ current }: { current: TSettingsPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav aria-label={t('account.nav.label')}>
      <ul className="flex flex-col gap-1.5">
        {useNavItems().map(({ page, label, hint, icon: Icon, badge }) => {
          const active = page === current;
          return (
            <li key={page}>
              <Link
                to={`/${lang}/settings/${page}`}
                aria-current={active ? 'page' : undefined}
                className={`group flex items-center gap-3.5 rounded-2xl px-3.5 py-3 transition-colors ${
                  active
                    ? 'bg-white shadow-xs ring-1 ring-ink-900/[0.07]'
                    : 'hover:bg-white/70 hover:ring-1 hover:ring-ink-900/5'
                }`}
              >
                <span
                  className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${
                    active ? 'bg-sea-700 text-white' : 'bg-ink-100 text-ink-600'
                  }`}
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 text-[15px] font-bold text-ink-900">
                    {label}
                    <UnreadBadge count={badge} />
                  </span>
                  <span className="block text-[13px] leading-snug text-ink-500">{hint}</span>
                </span>
                <ChevronRight
                  className={`h-4 w-4 shrink-0 transition-transform ${active ? 'text-ink-900' : 'text-ink-300 group-hover:translate-x-0.5'}`}
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The same destinations as tabs (mobile): icon over a short label, three across on phones and six from 640 px. */
export function SettingsTabs({ current }: { current: TSettingsPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav
      aria-label={t('account.nav.label')}
      className="grid grid-cols-3 gap-1 rounded-2xl bg-ink-100 p-1 sm:grid-cols-6"
    >
      {useNavItems().map(({ page, label, short, icon: Icon, badge }) => {
        const active = page === current;
        return (
          <Link
            key={page}
            to={`/${lang}/settings/${page}`}
            aria-current={active ? 'page' : undefined}
            className={`flex min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-[13px] leading-tight font-bold transition-colors ${
              active ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
            }`}
          >
            <span className="relative">
              <Icon className="h-[18px] w-[18px] shrink-0" aria-hidden="true" />
              {!!badge && (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1.5 h-2.5 w-2.5 rounded-full bg-coral-600 ring-2 ring-ink-100"
                />
              )}
            </span>
            <span className="max-w-full truncate">{short ?? label}</span>
            <UnreadBadge count={badge} srOnly />
          </Link>
        );
      })}
    </nav>
  );
}

/** The inbox's unread conversations: a coral count (the words for screen readers). */
function UnreadBadge({ count, srOnly = false }: { count: number | undefined; srOnly?: boolean }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span
      className={
        srOnly
          ? 'sr-only'
          : 'min-w-5 rounded-full bg-coral-600 px-1.5 text-center text-xs leading-5 font-bold text-white tabular-nums'
      }
    >
      {!srOnly && <span aria-hidden="true">{count > 99 ? '99+' : count}</span>}
      <span className="sr-only">{t('userMenu.inboxUnread', { count })}</span>
    </span>
  );
}

let shared: { at: number; count: Promise<number> } | null = null;

/** `GET /chat?unread=true&pageSize=1`, once for the side navigation and the tabs together. */
function countUnread(): Promise<number> {
  if (shared && Date.now() - shared.at < 5_000) return shared.count;
  const count = api
    .get<{ total: number }>('/chat?unread=true&pageSize=1')
    .then((page) => page.total);
  shared = { at: Date.now(), count };
  return count;
}

/**
 * How many conversations have unread messages, for the settings navigation's inbox entry
 * (undefined until known, or when it could not be loaded: then no badge).
 */
export function useUnreadConversations(): number | undefined {
  const [count, setCount] = useState<number>();
  // the page shows its frame while a logged-out visitor is sent to log in: no call then
  const loggedIn = useSession().user !== null;
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    countUnread().then(
      (value) => live && setCount(value),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return count;
}
