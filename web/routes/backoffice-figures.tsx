import { useTranslation } from '../i18n/translation';
import { FiguresPage } from '../features/admin-figures/figures-page';
import { BackofficeError } from '../features/owner-boats/backoffice-error';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { requireAdminSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-figures';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = {
  bare: true,
  i18n: ['booking', 'adminFigures'],
};

/** Admins only (requireAdminSession). */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireAdminSession(args);
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
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} wide>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <BackofficeError
          title={t('adminFigures.error.title')}
          text={t('adminFigures.error.text')}
          retry={t('adminFigures.error.retry')}
        />
      </div>
    </BackofficeFrame>
  );
}
