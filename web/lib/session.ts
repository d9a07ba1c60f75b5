import { readCookie } from './cookies';

export const roles = ['client', 'shipowner', 'admin', 'superAdmin'] as const;
export type TRole = (typeof roles)[number];

/** The readable session cookies the server sets at login (spec §3, §9). */
export const sessionCookieNames = { role: 'loggedInUser', name: 'name', img: 'img' } as const;

/** Who is logged in, as far as the readable cookies tell (the tokens themselves are HttpOnly). */
export type TSessionUser = { role: TRole; name: string | null; img: string | null };

/** `GET /user/me`, the fields the web app uses. */
export type TProfile = {
  id: string;
  name: string;
  surname: string;
  email: string;
  role: TRole;
  avatar: { url: string | null };
};

function isRole(value: unknown): value is TRole {
  return roles.includes(value as TRole);
}

/** The session of a Cookie header (server) or `document.cookie` (browser); null when logged out. */
export function readSession(cookieHeader: string | null | undefined): TSessionUser | null {
  const role = readCookie(cookieHeader, sessionCookieNames.role);
  if (!isRole(role)) return null;
  return {
    role,
    name: readCookie(cookieHeader, sessionCookieNames.name) || null,
    img: readCookie(cookieHeader, sessionCookieNames.img) || null,
  };
}

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return readSession(cookieHeader) !== null;
}

/** A string that changes whenever the readable session cookies do (login, logout, refresh). */
export function sessionKey(user: TSessionUser | null): string {
  return user ? `${user.role}|${user.name ?? ''}|${user.img ?? ''}` : '';
}

/** shipowner, admin and superAdmin work in the back office (spec §6). */
export function isBackofficeRole(role: TRole | undefined | null): boolean {
  return role === 'shipowner' || role === 'admin' || role === 'superAdmin';
}

/** Up to two initials for an avatar without a picture. */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
}
