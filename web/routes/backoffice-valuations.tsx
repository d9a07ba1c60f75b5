import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ValuationsPage } from '../features/admin/valuations-page';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { requireAdminSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-valuations';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = {
  bare: true,
  i18n: ['admin', 'adminValuations'],
};

/** Admins only (requireAdminSession). */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireAdminSession(args);
  return { title: serverT(lang)('adminValuations.metaTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** The page keeps its filters in the query string and loads its data itself. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/** The admins' moderation of valuations: hide the ones that break the rules (issue 9). */
export default function BackofficeValuations() {
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} wide>
      <ValuationsPage />
    </BackofficeFrame>
  );
}
