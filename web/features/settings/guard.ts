import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { defaultLanguage, isLang, type TLang } from '../../../shared/i18n';
import { onlyLoginParamsChanged, storePrivatePath } from '../../lib/after-login';
import { hasSessionCookie } from '../../lib/session';
import { sessionCookiesChanged } from '../../lib/session-context';

/**
 * Private pages (spec §2, §4): in the browser, a visitor without the `loggedInUser` cookie is
 * sent home with the login modal open (`?login=1`), and the page is remembered as the private
 * route (privatePathRoute / privatePath) that the login modal returns to.
 *
 * This runs in the route's clientLoader, also on the first load (`hydrate`): the page to
 * return to is kept in the browser's storage, which a server redirect cannot write.
 */
export function requireSession(request: Request, lang: string | undefined): TLang {
  const language = isLang(lang) ? lang : defaultLanguage;
  if (hasSessionCookie(document.cookie)) return language;
  const url = new URL(request.url);
  storePrivatePath(url.pathname + url.search);
  throw redirect(`/${language}?login=1`);
}

/** `/es/settings/profile` and `/en/settings/profile` show the same data. */
export function onlyLanguageChanged(current: URL, next: URL): boolean {
  const rest = (url: URL) => url.pathname.replace(/^\/(es|en)(?=\/|$)/, '') + url.search;
  return current.pathname !== next.pathname && rest(current) === rest(next);
}

/**
 * Reload the page's data when the session changed (login, logout, a new name or picture), and
 * not when only the language or the login modal's parameters did: the form keeps its edits.
 */
export function shouldRevalidateSettings({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (sessionCookiesChanged()) return true;
  if (onlyLanguageChanged(currentUrl, nextUrl) || onlyLoginParamsChanged(currentUrl, nextUrl))
    return false;
  return defaultShouldRevalidate;
}
