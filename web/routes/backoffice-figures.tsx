import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '../components/ui/button';
import { FiguresPage } from '../features/admin-figures/figures-page';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { isAdminRole, requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-figures';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = {
  bare: true,
  i18n: ['booking', 'adminFigures'],
};

/**
 * Admins only: logged-out visitors are asked to log in, shipowners go to the back office, clients
 * go home. The API checks the role again on every call.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireSession(args, {
    allow: isAdminRole,
    elsewhere: (role) => (role === 'shipowner' ? '/backoffice' : ''),
  });
  return { title: serverT(lang)('adminFigures.metaTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** The page keeps its state in the query string and loads its data itself. */
export function shouldRevalidate() {
  return false;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/** The platform's figures by month, as KPI cards and charts (issue 8). */
export default function BackofficeFigures() {
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} wide>
      <FiguresPage />
    </BackofficeFrame>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  const { revalidate, state } = useRevalidator();
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} wide>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <div
          role="alert"
          className="rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-ink-900/5"
        >
          <h1 className="text-xl font-extrabold text-ink-900">{t('adminFigures.error.title')}</h1>
          <p className="mt-2 text-sm text-ink-600">{t('adminFigures.error.text')}</p>
          <Button
            variant="secondary"
            className="mt-6"
            onClick={() => void revalidate()}
            disabled={state === 'loading'}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('adminFigures.error.retry')}
          </Button>
        </div>
      </div>
    </BackofficeFrame>
  );
}
