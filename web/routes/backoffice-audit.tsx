import { AuditPage } from '../features/admin/audit-page';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-audit';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['admin'] };

/** SuperAdmins only: admins go back to the back office. The API checks the role again on every call. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireSession(args, {
    allow: (role) => role === 'superAdmin',
    elsewhere: (role) => (role === 'client' ? '' : '/backoffice'),
  });
  return { title: serverT(lang)('admin.audit.metaTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

export default function BackofficeAudit() {
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} wide>
      <AuditPage />
    </BackofficeFrame>
  );
}
