import {
  CalendarCheck,
  ChevronRight,
  ClipboardCheck,
  Eye,
  LoaderCircle,
  LogOut,
  Sailboat,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../components/ui/avatar';
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

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['addBoat', 'review'] };

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

/** The back office's shell (shipowner, admin, superAdmin) until fleet management arrives. */
export default function Backoffice() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, displayName, avatarUrl, profile, logout, loggingOut } = useSession();
  const name = displayName ?? t('session.loading');
  const upcoming = [
    { icon: Sailboat, label: t('session.backoffice.boats') },
    { icon: CalendarCheck, label: t('session.backoffice.requests') },
    { icon: Wallet, label: t('session.backoffice.payouts') },
  ];
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link to={`/${lang}/backoffice`} className="flex items-center gap-3 rounded-lg">
            <Logo />
            <span className="hidden rounded-full bg-ink-900 px-2.5 py-1 text-[11px] font-bold tracking-widest text-white uppercase sm:inline">
              {t('session.backoffice.nav')}
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-3 sm:gap-4">
            <LanguageSwitch />
            <button
              type="button"
              onClick={() => void logout()}
              disabled={loggingOut}
              className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 disabled:opacity-60"
            >
              {loggingOut ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <LogOut className="h-4 w-4" aria-hidden="true" />
              )}
              {t('session.backoffice.logout')}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">
          {t('session.backoffice.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          {t('session.backoffice.title')}
        </h1>
        <div className="mt-6 flex items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 sm:p-5">
          <Avatar name={displayName} src={avatarUrl} size="lg" className="ring-0" />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-ink-900" data-testid="backoffice-name">
              {t('session.backoffice.greeting', { name })}
            </p>
            <p className="truncate text-sm text-ink-500">
              {user && t('session.backoffice.account', { role: t(`session.roles.${user.role}`) })}
              {profile && ` · ${profile.email}`}
            </p>
          </div>
        </div>
        <Link
          to={`/${lang}/backoffice/boats`}
          className="mt-4 flex items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 hover:ring-sea-600 sm:p-5"
        >
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-sea-100 text-sea-700">
            <Sailboat className="h-5 w-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-bold text-ink-900">{t('addBoat.fleet.manage')}</span>
            <span className="block text-sm text-ink-600">{t('addBoat.fleet.manageText')}</span>
          </span>
          <ChevronRight className="h-5 w-5 shrink-0 text-ink-400" aria-hidden="true" />
        </Link>
        {user && isAdminRole(user.role) && (
          <Link
            to={`/${lang}/backoffice/review`}
            className="mt-4 flex items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-900/5 hover:ring-sea-600 sm:p-5"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-sea-100 text-sea-700">
              <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-ink-900">{t('review.backofficeLink')}</span>
              <span className="block text-sm text-ink-600">{t('review.backofficeLinkHint')}</span>
            </span>
            <ChevronRight className="h-5 w-5 shrink-0 text-ink-400" aria-hidden="true" />
          </Link>
        )}
        <section
          aria-labelledby="backoffice-soon"
          className="mt-6 overflow-hidden rounded-3xl bg-ink-900 text-white shadow-float"
        >
          <div className="p-6 sm:p-10">
            <h2 id="backoffice-soon" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t('session.backoffice.soonTitle')}
            </h2>
            <p className="mt-3 max-w-2xl text-base leading-relaxed text-white/80">
              {t('session.backoffice.soonText')}
            </p>
            <ul className="mt-8 grid gap-3 sm:grid-cols-3">
              {upcoming.map(({ icon: Icon, label }) => (
                <li
                  key={label}
                  className="flex items-center gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sea-500/25 text-sea-200">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-[15px] font-semibold">{label}</span>
                    <span className="text-xs font-semibold tracking-wide text-sea-200 uppercase">
                      {t('session.backoffice.soon')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <Link
          to={`/${lang}`}
          className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-sea-700 underline-offset-4 hover:text-sea-800 hover:underline"
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('session.backoffice.publicSite')}
        </Link>
      </main>
    </div>
  );
}
