import { redirect } from 'react-router';
import { isBackofficeRole, readSession } from '../../../lib/session';

/** `/backoffice/support` is the admins' support queue; `/backoffice/messages` anyone's inbox. */
export function backofficeBox(pathname: string): 'support' | 'mine' {
  return /\/backoffice\/support(\/|$)/.test(pathname) ? 'support' : 'mine';
}

/**
 * Back-office users read their conversations in the back office: the settings inbox's address
 * (`/es/settings/inbox/<id>`, `…/new?booking=<id>`, from mails and links) turned into theirs.
 */
export function backofficeInboxPath(url: URL): string {
  return url.pathname.replace('/settings/inbox', '/backoffice/messages') + url.search;
}

/** In a settings inbox page's clientLoader: a back-office user goes to the back office's. */
export function sendBackofficeUsersAway(request: Request): void {
  const session = readSession(document.cookie);
  if (session && isBackofficeRole(session.role))
    throw redirect(backofficeInboxPath(new URL(request.url)));
}
