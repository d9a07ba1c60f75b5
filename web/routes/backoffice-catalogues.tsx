import { useTranslation } from '../i18n/translation';
import { CatalogPage } from '../features/admin-catalog/catalog-page';
import { BackofficeError } from '../features/owner-boats/backoffice-error';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { requireAdminSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-catalogues';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['adminCatalog'] };

/** Admins only (requireAdminSession). */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireAdminSession(args);
  return { title: serverT(lang)('adminCatalog.metaTitle') };
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

/** The catalogues admins keep: boat types, plans, places and harbours, professions, degrees (issue 8). */
export default function BackofficeCatalogues() {
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} wide>
      <CatalogPage />
    </BackofficeFrame>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} wide>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <BackofficeError
          title={t('adminCatalog.error.title')}
          text={t('adminCatalog.error.text')}
          retry={t('adminCatalog.error.retry')}
        />
      </div>
    </BackofficeFrame>
  );
}
