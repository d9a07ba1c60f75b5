import {
  CalendarClock,
  ChevronRight,
  ClipboardCheck,
  Eye,
  Hourglass,
  MessagesSquare,
  Sailboat,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Link } from 'react-router';
import { Avatar } from '../components/ui/avatar';
import { EarningsMonthCard, useMonthEarnings } from '../features/earnings/dashboard-card';
import {
  DashboardPanels,
  MessagesPanel,
  useUnreadThreads,
} from '../features/owner-bookings/dashboard-panels';
import { checkInInDays, isAwaitingAnswer } from '../features/owner-bookings/list';
import { formatMoney } from '../../shared/money';
import { useOwnerBookings } from '../features/owner-bookings/use-owner-bookings';
import { useNow } from '../lib/use-now';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole } from '../lib/session';
import { useSession } from '../lib/session-context';
import { isAdminRole, requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = {
  bare: true,
  i18n: ['addBoat', 'review', 'ownerBookings', 'earnings'],
};

/** Back-office roles only: logged-out visitors are asked to log in, clients go home. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireSession(args, { allow: isBackofficeRole });
  return { title: serverT(lang)('session.backoffice.metaTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/**
 * The back office's home (shipowner, admin, superAdmin): who is logged in, four figures (requests
 * waiting, coming check-ins, unread messages, this month's net), the panels behind them, and the
 * way to the other sections.
 */
export default function Backoffice() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, displayName, avatarUrl, profile } = useSession();
  const bookings = useOwnerBookings();
  const now = useNow().getTime();
  const name = displayName ?? t('session.loading');
  const pending = bookings.items.filter((booking) => isAwaitingAnswer(booking, now)).length;
  const checkIns = bookings.items.filter((b) => checkInInDays(b, now) !== null).length;
  const threads = useUnreadThreads();
  const money = useMonthEarnings();
  const base = `/${lang}/backoffice`;
  return (
    <BackofficeFrame
      logo={<Logo />}
      languageSwitch={<LanguageSwitch />}
      pendingCount={bookings.loading ? null : pending}
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">
          {t('session.backoffice.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          {t('session.backoffice.title')}
        </h1>
        <div className="mt-4 flex min-w-0 items-center gap-3">
          <Avatar name={displayName} src={avatarUrl} className="ring-0" />
          <div className="min-w-0">
            <p className="truncate font-bold text-ink-900" data-testid="backoffice-name">
              {t('session.backoffice.greeting', { name })}
            </p>
            <p className="truncate text-sm text-ink-500">
              {user && t('session.backoffice.account', { role: t(`session.roles.${user.role}`) })}
              {profile && ` · ${profile.email}`}
            </p>
          </div>
        </div>

        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatTile
            to={`${base}/bookings?status=pending`}
            icon={Hourglass}
            label={t('ownerBookings.dashboard.pendingTitle')}
            value={bookings.loading ? null : String(pending)}
            tone={pending > 0 ? 'alert' : 'plain'}
          />
          <StatTile
            to={`${base}/bookings?status=accepted`}
            icon={CalendarClock}
            label={t('ownerBookings.dashboard.checkInsTitle')}
            value={bookings.loading ? null : String(checkIns)}
          />
          <StatTile
            to={`${base}/messages`}
            icon={MessagesSquare}
            label={t('earnings.dashboard.messagesTitle')}
            value={threads.items === null ? null : String(threads.unread)}
            tone={threads.unread > 0 ? 'alert' : 'plain'}
          />
          <StatTile
            to={`${base}/earnings`}
            icon={Wallet}
            label={t('earnings.dashboard.netMonth')}
            value={money.month ? formatMoney(money.month.netCents, lang) : null}
          />
        </ul>

        <div className="mt-6">
          <DashboardPanels data={bookings} />
        </div>
        <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <MessagesPanel data={threads} />
          <EarningsMonthCard data={money} />
        </div>

        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <QuickLink
            to={`/${lang}/backoffice/boats`}
            icon={<Sailboat className="h-5 w-5" aria-hidden="true" />}
            title={t('addBoat.fleet.manage')}
            text={t('addBoat.fleet.manageText')}
          />
          {user && isAdminRole(user.role) && (
            <QuickLink
              to={`/${lang}/backoffice/review`}
              icon={<ClipboardCheck className="h-5 w-5" aria-hidden="true" />}
              title={t('review.backofficeLink')}
              text={t('review.backofficeLinkHint')}
            />
          )}
          <QuickLink
            to={`${base}/earnings`}
            icon={<Wallet className="h-5 w-5" aria-hidden="true" />}
            title={t('earnings.title')}
            text={t('earnings.dashboard.linkText')}
          />
        </div>

        <Link
          to={`/${lang}`}
          className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-sea-700 underline-offset-4 hover:text-sea-800 hover:underline"
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('session.backoffice.publicSite')}
        </Link>
      </div>
    </BackofficeFrame>
  );
}

/** One figure of the dashboard, linking to its section; `null` while it loads. */
function StatTile({
  to,
  icon: Icon,
  label,
  value,
  tone = 'plain',
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  value: string | null;
  tone?: 'plain' | 'alert';
}) {
  return (
    <li className="min-w-0">
      <Link
        to={to}
        className="group flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 hover:ring-sea-600 sm:p-5"
      >
        <span className="flex items-center justify-between gap-2">
          <span
            className={`flex h-9 w-9 items-center justify-center rounded-xl ${tone === 'alert' ? 'bg-coral-100 text-coral-700' : 'bg-sea-100 text-sea-700'}`}
          >
            <Icon className="h-[18px] w-[18px]" aria-hidden="true" />
          </span>
          <ChevronRight
            className="h-4 w-4 text-ink-300 group-hover:text-sea-700"
            aria-hidden="true"
          />
        </span>
        {value === null ? (
          <span className="h-8 w-16 animate-pulse rounded-lg bg-ink-100" />
        ) : (
          <span className="truncate text-2xl font-extrabold tracking-tight text-ink-900 tabular-nums sm:text-3xl">
            {value}
          </span>
        )}
        <span className="text-sm leading-snug font-semibold text-ink-600">{label}</span>
      </Link>
    </li>
  );
}

function QuickLink({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 hover:ring-sea-600 sm:p-5"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-sea-100 text-sea-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink-900">{title}</span>
        <span className="block text-sm text-ink-600">{text}</span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 text-ink-400" aria-hidden="true" />
    </Link>
  );
}
