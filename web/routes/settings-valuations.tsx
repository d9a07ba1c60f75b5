import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { useRouteLoaderData } from 'react-router';
import { LoginModal } from '../features/auth/login-modal';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsLoadError } from '../features/settings/layout/settings-error';
import { SettingsLayout, SettingsSkeleton } from '../features/settings/layout/settings-layout';
import { useSettingsPerson } from '../features/settings/layout/use-settings-person';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import { Shell } from '../features/shell/shell';
import { fetchMyValuations, valuationsMeta } from '../features/valuations/api';
import { ValuationsPage } from '../features/valuations/valuations-page';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { isBackofficeRole } from '../lib/session';
import { useSession } from '../lib/session-context';
import type { Route } from './+types/settings-valuations';
import type { loader as layoutLoader, TLayoutHandle } from './lang-layout';

// Bare, like the booking page: the page picks its own frame, so an owner (who rates clients and
// answers reviews, and whose reminder e-mails link here) sees it inside the back office instead
// of being asked to go there (spec §4, the back-office prompt of the public site).
export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['account', 'valuations'] };

/**
 * 'Valuations' (spec: /{lang}/settings/valuations, issue 9): the trips to rate and the
 * valuations written and received. Private like the other settings: loaded in the browser with
 * the session cookies.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const lang = requireSession(request, params.lang);
  const [valuations] = await Promise.all([fetchMyValuations(), loadRouteAreas(lang, handle)]);
  return { valuations };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return valuationsMeta(params.lang);
}

/** The settings' frame in the public shell for clients; the back office's for its users. */
function ValuationsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const person = useSettingsPerson();
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/lang-layout');
  if (user && isBackofficeRole(user.role))
    return (
      <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />}>
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:pt-8 lg:pb-24">
          <header className="mb-6 lg:mb-8">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
              {t('valuations.page.title')}
            </h1>
            <p className="mt-2 max-w-2xl text-base leading-relaxed text-ink-600">
              {t('valuations.page.subtitle')}
            </p>
          </header>
          <div className="flex max-w-4xl flex-col gap-6">{children}</div>
        </div>
      </BackofficeFrame>
    );
  return (
    <Shell consentAnswered={layout?.consentAnswered ?? false}>
      <SettingsLayout
        page="valuations"
        title={t('valuations.page.title')}
        subtitle={t('valuations.page.subtitle')}
        person={person}
      >
        {children}
      </SettingsLayout>
      {layout && <LoginModal social={layout.social} />}
    </Shell>
  );
}

export function HydrateFallback() {
  return (
    <ValuationsFrame>
      <SettingsSkeleton />
    </ValuationsFrame>
  );
}

export default function SettingsValuations({ loaderData }: Route.ComponentProps) {
  return (
    <ValuationsFrame>
      <ValuationsPage data={loaderData.valuations} />
    </ValuationsFrame>
  );
}

export function ErrorBoundary() {
  return (
    <ValuationsFrame>
      <SettingsLoadError />
    </ValuationsFrame>
  );
}
