import { redirect } from 'react-router';
import { defaultLanguage, isLang, type TLang } from '../../shared/i18n';
import { readSession, type TRole, type TSessionUser } from './session';

type TGuardRule = {
  /** the roles that may see the page; any logged-in user when left out */
  allow?: (role: TRole) => boolean;
  /** where the other roles go, under `/{lang}` ('' is the home page) */
  elsewhere?: (role: TRole) => string;
};

/**
 * The guard of a private page's loader: a logged-out visitor is sent to log in (`/{lang}?login=1`),
 * a role the page does not allow goes elsewhere. It reads the readable session cookies only; the
 * API checks the tokens again on every call.
 */
export function requireSession(
  { params, request }: { params: { lang?: string }; request: Request },
  { allow = () => true, elsewhere = () => '' }: TGuardRule = {},
): { lang: TLang; session: TSessionUser } {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const session = readSession(request.headers.get('cookie'));
  if (!session) throw redirect(`/${lang}?login=1`);
  if (!allow(session.role)) throw redirect(`/${lang}${elsewhere(session.role)}`);
  return { lang, session };
}

/** admin and superAdmin review the boats owners send (spec §6). */
export function isAdminRole(role: TRole): boolean {
  return role === 'admin' || role === 'superAdmin';
}

/**
 * The guard of the admins' back-office pages: logged-out visitors are asked to log in,
 * shipowners go to the back office, clients go home. The API checks the role again on every call.
 */
export function requireAdminSession(args: { params: { lang?: string }; request: Request }): {
  lang: TLang;
  session: TSessionUser;
} {
  return requireSession(args, {
    allow: isAdminRole,
    elsewhere: (role) => (role === 'shipowner' ? '/backoffice' : ''),
  });
}
