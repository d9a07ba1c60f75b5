import type { TLang } from '../../shared/i18n';
import { isBackofficeRole, type TRole } from './session';

/** Query parameters that open the login modal (spec §2: the login link and `redirectFromReset`). */
export const loginParams = { login: 'login', fromReset: 'redirectFromReset' } as const;

/** Session and local storage keys of the page to return to after login (spec §3). */
export const privatePathKeys = { session: 'privatePathRoute', local: 'privatePath' } as const;

/** Whether a search string asks for the login modal. */
export function wantsLoginModal(search: URLSearchParams): boolean {
  return search.get(loginParams.login) === '1' || search.get(loginParams.fromReset) === 'true';
}

/** The same search without the login modal's parameters, with its `?` (or '' when empty). */
export function withoutLoginParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(loginParams.login);
  params.delete(loginParams.fromReset);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** True when two URLs differ only in the login modal's parameters (no data to reload). */
export function onlyLoginParamsChanged(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname &&
    current.search !== next.search &&
    withoutLoginParams(current.search) === withoutLoginParams(next.search)
  );
}

/** A path of this site (`/es/...`), never another origin (`//evil`, `https://…`). */
export function isSafePath(value: string | null | undefined): value is string {
  return !!value && /^\/(?!\/)/.test(value) && !value.includes('\\');
}

// Boat, group and reservation-request pages keep the visitor where they are (spec §4). Their
// exact paths are not in the spec: boat pages are /{lang}/boats/{slug}; the others follow suit.
const stayPages = /^\/(es|en)\/(boats\/[^/]+|groups?\/[^/]+|reservation-request|booking-request)/;
// Pages of a one-off link (a token in the query): after login there is nothing left to do there.
const oneOffPages = /^\/(es|en)\/(verify-email|reset-password)\/?$/;
const signUpPage = /^\/(es|en)\/sign-up\/?$/;
// Pages a back-office user works on: a link to one of them (a booking in a mail) is kept.
const backofficePages = /^\/(es|en)\/(booking\/[^/?#]+|backoffice(\/[^?#]*)?)(\?.*)?$/;

export type TAfterLoginInput = {
  lang: TLang;
  role: TRole;
  pathname: string;
  /** the current search, with its `?` */
  search: string;
  /** the stored private route (privatePathRoute, else privatePath), if any */
  storedPath: string | null;
};

export type TAfterLogin = {
  /** where to go: the current page without the modal's parameters when staying */
  to: string;
  /** the stored private route was used (the caller forgets it) */
  usedStoredPath: boolean;
};

/**
 * Where a successful login leads (spec §4): back-office roles to the back office (unless they
 * were on their way to a booking or a back-office page); on the sign-up
 * page to its `redirect` parameter or the home page; on boat, group and reservation-request pages
 * nowhere; elsewhere to the stored private route if any, else nowhere. One-off link pages
 * (verify email, reset password) count as "elsewhere" but fall back to home instead of staying.
 */
export function afterLoginTarget(input: TAfterLoginInput): TAfterLogin {
  const { lang, role, pathname, search, storedPath } = input;
  const here = { to: pathname + withoutLoginParams(search), usedStoredPath: false };
  if (isBackofficeRole(role)) {
    if (backofficePages.test(pathname)) return here;
    if (isSafePath(storedPath) && backofficePages.test(storedPath))
      return { to: storedPath, usedStoredPath: true };
    return { to: `/${lang}/backoffice`, usedStoredPath: false };
  }
  if (signUpPage.test(pathname)) {
    const redirect = new URLSearchParams(search).get('redirect');
    return { to: isSafePath(redirect) ? redirect : `/${lang}`, usedStoredPath: false };
  }
  if (stayPages.test(pathname)) return here;
  if (isSafePath(storedPath)) return { to: storedPath, usedStoredPath: true };
  if (oneOffPages.test(pathname)) return { to: `/${lang}`, usedStoredPath: false };
  return here;
}

/** The stored private route: this tab's first, then the one kept across tabs. */
export function readPrivatePath(): string | null {
  try {
    return (
      sessionStorage.getItem(privatePathKeys.session) ?? localStorage.getItem(privatePathKeys.local)
    );
  } catch {
    return null;
  }
}

/** Remembers a page to return to after login, in this tab and across tabs (mail links). */
export function storePrivatePath(path: string): void {
  if (!isSafePath(path)) return;
  try {
    sessionStorage.setItem(privatePathKeys.session, path);
    localStorage.setItem(privatePathKeys.local, path);
  } catch {
    // storage may be disabled; the visitor simply stays where they are after login
  }
}

export function forgetPrivatePath(): void {
  try {
    sessionStorage.removeItem(privatePathKeys.session);
    localStorage.removeItem(privatePathKeys.local);
  } catch {
    // nothing stored
  }
}
